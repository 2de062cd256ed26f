import type { PublishedProduct, Store } from '@platen/contracts';
import { formatDollars } from '@platen/domain/money/format-dollars';
import { parseDollars } from '@platen/domain/money/cents';
import { type FormEvent, useState } from 'react';
import { useSavedPrintablesQuery } from '@/api/print/saved-printables.ts';
import { DollarsInput } from '@/components/ui/DollarsInput.tsx';
import { usePublishProductMutation } from './api/stores.ts';
import { PrintableSelect } from './PrintableSelect.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { failed, type Message } from './store-message.ts';

/** Publishes a saved printable to the store at a price; shows the margin against Platen's cost at 25 pieces. */
export function PublishForm(p: { store: Store; onMessage: (m: Message) => void }) {
  const printables = useSavedPrintablesQuery({ limit: 100, offset: 0 });
  const [publish, publishing] = usePublishProductMutation();
  const [printableId, setPrintableId] = useState('');
  const [price, setPrice] = useState('25.00');
  const [done, setDone] = useState<PublishedProduct | null>(null);
  const base = `publish-${p.store.id}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cents = parseDollars(price);
    if (!cents || cents <= 0) return p.onMessage({ kind: 'error', text: 'Enter the price, e.g. 25.00.' });
    publish({ id: p.store.id, printableId, price: cents })
      .unwrap()
      .then(setDone, (err) => p.onMessage({ kind: 'error', text: failed(err) }));
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${base}-title`} className="publish">
      <h4 id={`${base}-title`}>Publish a printable</h4>
      <PrintableSelect
        id={`${base}-printable`}
        printables={printables.data}
        value={printableId}
        onChange={setPrintableId}
      />
      <DollarsInput id={`${base}-price`} label="Store price" value={price} onChange={setPrice} />
      <Button type="submit" loading={publishing.isLoading}>
        Publish to {p.store.shopDomain}
      </Button>
      {done && (
        <p role="status">
          Published with SKUs {done.skus.map((s) => s.sku).join(', ')}. Platen's cost at {done.quantity}{' '}
          pieces: {formatDollars(done.costCents)} each; your margin {formatDollars(done.margin.cents)} (
          {done.margin.percent}%).
        </p>
      )}
    </form>
  );
}
