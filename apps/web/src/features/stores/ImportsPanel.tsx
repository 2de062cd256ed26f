import type { Store, StoreImport } from '@platen/contracts';
import { useRetryImportMutation, useStoreImportsQuery } from './api/stores.ts';
import { MapSkuForm } from './MapSkuForm.tsx';
import { failed, type Message } from './store-message.ts';

const STATUS: Record<StoreImport['status'], string> = {
  pending: 'Importing',
  imported: 'Imported',
  held: 'Waiting for you to place it',
  failed: 'Failed',
  'waiting-for-mapping': 'Waiting for a mapping',
};

/** The store's recent imports: what needs the reseller first (reason, Retry, map an unmapped SKU). */
export function ImportsPanel(p: { store: Store; onMessage: (m: Message) => void }) {
  const list = useStoreImportsQuery({ id: p.store.id }, { pollingInterval: 5000 });
  const [retry] = useRetryImportMutation();
  const rows = [...(list.data ?? [])].sort(
    (a, b) => Number(a.status === 'imported') - Number(b.status === 'imported'),
  );
  const unmapped = [...new Set(rows.flatMap((i) => i.unmappedSkus))];
  const run = (i: StoreImport) =>
    retry({ id: p.store.id, importId: i.id })
      .unwrap()
      .then(
        () => p.onMessage({ kind: 'ok', text: `${i.externalOrderName} is being imported again.` }),
        (e) => p.onMessage({ kind: 'error', text: failed(e) }),
      );
  return (
    <section aria-labelledby={`imports-${p.store.id}`}>
      <h4 id={`imports-${p.store.id}`}>Store orders</h4>
      {list.data?.length === 0 && <p>No store orders yet.</p>}
      {rows.length > 0 && (
        <div className="store-table-scroll">
          <table className="store-imports">
            <thead>
              <tr>
                <th scope="col">Store order</th>
                <th scope="col">Status</th>
                <th scope="col">Reason</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((i) => (
                <tr key={i.id}>
                  <td>{i.externalOrderName || i.externalOrderId}</td>
                  <td>{STATUS[i.status]}</td>
                  <td>{i.reason ?? ''}</td>
                  <td>
                    {i.orderId ? (
                      <a href={`/manager/v2/orders/${i.orderId}`}>
                        Platen order <span className="visually-hidden">of {i.externalOrderName}</span>
                      </a>
                    ) : (
                      i.status !== 'pending' && (
                        <button type="button" onClick={() => run(i)}>
                          Retry <span className="visually-hidden">{i.externalOrderName}</span>
                        </button>
                      )
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {unmapped.length > 0 && <h5>SKUs to map</h5>}
      {unmapped.map((sku) => (
        <MapSkuForm key={sku} storeId={p.store.id} sku={sku} onMessage={p.onMessage} />
      ))}
    </section>
  );
}
