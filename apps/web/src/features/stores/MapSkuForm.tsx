import { type FormEvent, useState } from 'react';
import { useSavedPrintablesQuery } from '@/api/print/saved-printables.ts';
import { useMapSkuMutation } from './api/stores.ts';
import { PrintableSelect } from './PrintableSelect.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { failed, type Message } from './store-message.ts';

/** Maps one store SKU to a saved printable, colour and size; the waiting imports run again. */
export function MapSkuForm(p: { storeId: string; sku: string; onMessage: (m: Message) => void }) {
  const printables = useSavedPrintablesQuery({ limit: 100, offset: 0 });
  const [map, mapping] = useMapSkuMutation();
  const [printableId, setPrintableId] = useState('');
  const [size, setSize] = useState('');
  const chosen = printables.data?.printables.find((x) => x.printableId === printableId);
  const base = `map-${p.storeId}-${p.sku}`.replace(/[^\w-]/g, '_');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    map({
      id: p.storeId,
      sku: p.sku,
      printableId,
      color: chosen.product.color,
      size: size || chosen.sizePrices[0]?.size || '',
    })
      .unwrap()
      .then(
        () => p.onMessage({ kind: 'ok', text: `${p.sku} is mapped; its orders import now.` }),
        (err) => p.onMessage({ kind: 'error', text: failed(err) }),
      );
  };
  return (
    <form onSubmit={submit} className="map-sku" aria-label={`Map SKU ${p.sku}`}>
      <p>
        SKU <code>{p.sku || '(none)'}</code> is:
      </p>
      <PrintableSelect
        id={`${base}-printable`}
        printables={printables.data}
        value={printableId}
        onChange={setPrintableId}
      />
      <Select
        id={`${base}-size`}
        label="Size"
        value={size}
        disabled={!chosen}
        onChange={(e) => setSize(e.target.value)}
      >
        {!chosen && <option value="">Choose a printable first</option>}
        {(chosen?.sizePrices ?? []).map((s) => (
          <option key={s.size} value={s.size}>
            {s.size.toUpperCase()}
          </option>
        ))}
      </Select>
      <Button type="submit" variant="secondary" disabled={!chosen} loading={mapping.isLoading}>
        Map <span className="visually-hidden">{p.sku}</span>
      </Button>
    </form>
  );
}
