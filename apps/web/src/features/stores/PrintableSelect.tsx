import type { PrintableList } from '@platen/contracts';
import { Select } from '@/components/ui/Select.tsx';

/** The account's saved printables as a required select (publishing one, mapping a SKU to one). */
export function PrintableSelect(p: {
  id: string;
  printables: PrintableList | undefined;
  value: string;
  onChange: (printableId: string) => void;
}) {
  return (
    <Select
      id={p.id}
      label="Printable"
      required
      loading={!p.printables}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
    >
      <option value="">Choose a saved printable</option>
      {p.printables?.printables.map((x) => (
        <option key={x.printableId} value={x.printableId}>
          {x.name} ({x.product.name}, {x.product.color})
        </option>
      ))}
    </Select>
  );
}
