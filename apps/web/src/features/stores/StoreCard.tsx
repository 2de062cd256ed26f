import type { Store } from '@platen/contracts';
import { Checkbox } from '@/components/ui/Checkbox.tsx';
import { useState } from 'react';
import { useDeleteStoreMutation, useUpdateStoreMutation } from './api/stores.ts';
import { ImportsPanel } from './ImportsPanel.tsx';
import { PublishForm } from './PublishForm.tsx';
import { failed, type Message } from './store-message.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'never');

/** One store: its health, auto-submit, disconnect (confirmed), its imports and publishing. */
export function StoreCard(p: { store: Store; onMessage: (m: Message) => void }) {
  const s = p.store;
  const [update] = useUpdateStoreMutation();
  const [remove] = useDeleteStoreMutation();
  const [confirming, setConfirming] = useState(false);
  const titleId = `store-${s.id}`;
  const toggle = (autoSubmit: boolean) =>
    update({ id: s.id, autoSubmit })
      .unwrap()
      .then(
        () =>
          p.onMessage({
            kind: 'ok',
            text: autoSubmit ? 'Orders are placed as they come in.' : 'Orders wait as carts for you.',
          }),
        (e) => p.onMessage({ kind: 'error', text: failed(e) }),
      );
  const disconnect = () =>
    remove(s.id)
      .unwrap()
      .then(
        () => p.onMessage({ kind: 'ok', text: `${s.shopDomain} is disconnected.` }),
        (e) => p.onMessage({ kind: 'error', text: failed(e) }),
      );
  return (
    <li className="store-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{s.shopDomain}</h3>
      <dl className="store-health">
        <dt>Platform</dt>
        <dd>
          {s.platform === 'woocommerce'
            ? `WooCommerce (${s.apiVersion === 'legacy' ? 'legacy API, 2.2 to 2.5' : 'REST API v3'})`
            : 'Shopify'}
        </dd>
        <dt>Status</dt>
        <dd>
          {s.status === 'connected'
            ? 'Connected'
            : s.status === 'pending'
              ? 'Install not finished'
              : 'Disconnected'}
        </dd>
        <dt>{s.platform === 'woocommerce' ? 'API keys' : 'Access token'}</dt>
        <dd>{s.token === 'present' ? 'Working' : 'Missing'}</dd>
        <dt>Last import</dt>
        <dd>{when(s.lastImportAt)}</dd>
        <dt>Failed imports</dt>
        <dd>
          {s.failures}
          {s.lastError ? ` (${s.lastError})` : ''}
        </dd>
      </dl>
      {s.installUrl && (
        <p>
          <a href={s.installUrl}>Finish connecting {s.shopDomain}</a>
        </p>
      )}
      <Checkbox
        label="Place imported orders at once (off: they wait as carts for you to place)"
        checked={s.autoSubmit}
        onChange={(e) => toggle(e.target.checked)}
      />
      {s.status === 'connected' && <ImportsPanel store={s} onMessage={p.onMessage} />}
      {s.status === 'connected' && <PublishForm store={s} onMessage={p.onMessage} />}
      {confirming ? (
        <fieldset className="notice">
          <legend>Disconnect {s.shopDomain}? Its orders stop coming in; orders already imported stay.</legend>
          <button type="button" className="danger" onClick={disconnect}>
            Yes, disconnect
          </button>{' '}
          <button type="button" className="secondary" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </fieldset>
      ) : (
        <button type="button" className="danger" onClick={() => setConfirming(true)}>
          Disconnect <span className="visually-hidden">{s.shopDomain}</span>
        </button>
      )}
    </li>
  );
}
