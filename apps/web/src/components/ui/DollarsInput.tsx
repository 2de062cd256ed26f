/** A dollar amount field with its label before it (typed as text: "12.50", "$1,000"; the caller reads it). */
export function DollarsInput(p: { id: string; label: string; value: string; onChange(text: string): void }) {
  return (
    <>
      <label htmlFor={p.id}>{p.label}</label>{' '}
      <input id={p.id} inputMode="decimal" value={p.value} onChange={(e) => p.onChange(e.target.value)} />
    </>
  );
}
