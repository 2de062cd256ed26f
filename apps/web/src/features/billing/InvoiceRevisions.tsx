import { formatDollars } from '@platen/domain/money/format-dollars';
import type { Invoice } from '@platen/contracts';
import { dayOf } from '@/components/ui/ledger-columns.tsx';

/** A revised invoice says so: its revision, and every revision with its date, total and reason. */
export function InvoiceRevisions({ invoice: i }: { invoice: Invoice }) {
  if ((i.revision ?? 1) <= 1 || !i.revisions?.length) return null;
  return (
    <section aria-labelledby="revisions-title">
      <h2 id="revisions-title">Revised invoice: revision {i.revision}</h2>
      <ol>
        {i.revisions.map((r) => (
          <li key={r.revision}>
            Revision {r.revision}, {dayOf(r.createdAt)}: {formatDollars(r.total)} — {r.reason ?? 'as issued'}
          </li>
        ))}
      </ol>
    </section>
  );
}
