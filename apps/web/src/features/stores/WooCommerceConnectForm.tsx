import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { useCreateStoreMutation } from './api/stores.ts';
import { failed, type Message } from './store-message.ts';

type Version = 'legacy' | 'current';

/**
 * Connects a WooCommerce store with a REST API key pair (WooCommerce > Settings > API): the server checks the
 * keys with a real call and registers its order webhooks, so the store is connected when this answers.
 */
export function WooCommerceConnectForm(p: { onMessage: (m: Message) => void }) {
  const [create, creating] = useCreateStoreMutation();
  const [url, setUrl] = useState('');
  const [key, setKey] = useState('');
  const [secret, setSecret] = useState('');
  const [version, setVersion] = useState<Version>('current');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create({ platform: 'woocommerce', url: url.trim(), key: key.trim(), secret: secret.trim(), version })
      .unwrap()
      .then(
        (s) => {
          setUrl('');
          setKey('');
          setSecret('');
          p.onMessage({
            kind: 'ok',
            text: `${s.shopDomain} is connected. Its paid orders now come in here.`,
          });
        },
        (err: { message?: string }) => p.onMessage({ kind: 'error', text: failed(err) }),
      );
  };
  return (
    <form onSubmit={submit} aria-labelledby="woo-connect" className="store-connect">
      <h2 id="woo-connect">Connect a WooCommerce store</h2>
      <Input
        label="Store address"
        type="url"
        required
        value={url}
        placeholder="https://shop.example.com"
        autoComplete="url"
        onChange={(e) => setUrl(e.target.value)}
      />
      <Select
        label="WooCommerce version"
        hint="Stores on WooCommerce 2.2 to 2.5 use the legacy API (/wc-api/v3)."
        value={version}
        onChange={(e) => setVersion(e.target.value as Version)}
      >
        <option value="current">3.5 or later (/wp-json/wc/v3)</option>
        <option value="legacy">2.2 to 2.5 (legacy /wc-api/v3)</option>
      </Select>
      <Input
        label="Consumer key"
        required
        value={key}
        placeholder="ck_…"
        autoComplete="off"
        spellCheck={false}
        hint="WooCommerce > Settings > API: a key with Read/Write access."
        onChange={(e) => setKey(e.target.value)}
      />
      <Input
        label="Consumer secret"
        type="password"
        required
        value={secret}
        placeholder="cs_…"
        autoComplete="off"
        onChange={(e) => setSecret(e.target.value)}
      />
      <Button type="submit" loading={creating.isLoading}>
        Connect WooCommerce store
      </Button>
    </form>
  );
}
