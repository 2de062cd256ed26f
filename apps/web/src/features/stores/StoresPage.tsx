import type { Store } from '@platen/contracts';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/Button.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { useCreateStoreMutation, useStoresQuery } from './api/stores.ts';
import './stores.css';
import { StoreCard } from './StoreCard.tsx';
import { failed, type Message } from './store-message.ts';
import { ActionOutcome } from '@/components/ui/ActionOutcome.tsx';
import { WooCommerceConnectForm } from './WooCommerceConnectForm.tsx';

/**
 * /manager/v2/ecommerce: connect a Shopify store (the install leaves for Shopify and comes back here) or a
 * WooCommerce store (its REST API keys), each store's health, imports that need the reseller (failed, waiting for a mapping, held) with Retry,
 * SKU mappings, auto-submit, publishing a printable with its margin, disconnect. Lazy.
 */
export default function StoresPage() {
  // Polled: a store's health (last import, failures) changes as its orders come in.
  const list = useStoresQuery(undefined, { pollingInterval: 5000 });
  const [params] = useSearchParams();
  const [message, setMessage] = useState<Message | null>(
    params.get('connected')
      ? { kind: 'ok', text: 'Your store is connected. Its paid orders now come in here.' }
      : null,
  );
  return (
    <section aria-labelledby="stores-title" className="stores">
      <h1 id="stores-title">Stores</h1>
      <p>
        Connect the stores you sell on: their paid orders become Platen orders, and tracking goes back to the
        store when Platen ships.
      </p>
      <ActionOutcome message={message} />
      <div className="store-connects">
        <ConnectForm onMessage={setMessage} />
        <WooCommerceConnectForm onMessage={setMessage} />
      </div>
      <h2>Your stores</h2>
      {list.isLoading && <p aria-busy="true">Loading…</p>}
      {list.error && <p role="alert">{'message' in list.error ? list.error.message : 'Could not load.'}</p>}
      {list.data?.length === 0 && <p>No stores yet.</p>}
      <ul className="store-list">
        {list.data?.map((s: Store) => (
          <StoreCard key={s.id} store={s} onMessage={setMessage} />
        ))}
      </ul>
    </section>
  );
}

function ConnectForm(p: { onMessage: (m: Message) => void }) {
  const [create, creating] = useCreateStoreMutation();
  const [shop, setShop] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create({ platform: 'shopify', shopDomain: shop.trim() })
      .unwrap()
      .then(
        (s) => {
          if (s.installUrl) window.location.assign(s.installUrl);
        },
        (err: { message?: string }) => p.onMessage({ kind: 'error', text: failed(err) }),
      );
  };
  return (
    <form onSubmit={submit} aria-labelledby="store-connect" className="store-connect">
      <h2 id="store-connect">Connect a Shopify store</h2>
      <Input
        label="Shop domain"
        required
        value={shop}
        placeholder="my-shop.myshopify.com"
        autoComplete="off"
        onChange={(e) => setShop(e.target.value)}
      />
      <Button type="submit" loading={creating.isLoading}>
        Connect Shopify store
      </Button>
    </form>
  );
}
