import type { DesignCheck } from './design-checks.ts';

/** "Ready to print?": the verdict or the checklist (marked once adding was refused), and the print quality. */
export function DesignChecks({ issues, verdict, quality, notReady }: DesignCheck & { notReady: boolean }) {
  return (
    <section aria-labelledby="checks-heading">
      <h2 id="checks-heading">Ready to print?</h2>
      {issues.length === 0 ? (
        <p className={verdict.tone === 'ready' ? 'message ok' : 'message warning'}>{verdict.text}</p>
      ) : (
        <ul aria-label="Design checklist" className={notReady ? 'checklist not-ready' : 'checklist'}>
          {issues.map((i) => (
            <li key={`${i.path}-${i.code}`}>{i.message}</li>
          ))}
        </ul>
      )}
      <ul aria-label="Print quality">
        {quality.map((q) => (
          <li key={q.key} className={q.warning ? 'message warning' : undefined}>
            {q.warning ?? `${q.name}: ${q.dpi === null ? 'vector' : `${q.dpi} DPI`} on ${q.side}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
