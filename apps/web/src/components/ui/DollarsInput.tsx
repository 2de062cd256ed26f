import { Input } from './Input.tsx';

/** A labelled dollar amount field (typed as text: "12.50", "$1,000"; the caller reads it). */
export function DollarsInput(p: { id: string; label: string; value: string; onChange(text: string): void }) {
  return (
    <Input
      id={p.id}
      label={p.label}
      inputMode="decimal"
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
    />
  );
}
