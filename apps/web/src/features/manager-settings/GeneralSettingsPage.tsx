import { SHIPPING_SERVICES } from '@platen/domain/shipping/shipping-services';
import { type FormEvent, useState } from 'react';
import { useAddressBookQuery } from '@/api/address/address-book.ts';
import { type GeneralSettings, useGeneralSettingsQuery } from '@/api/account/general-settings.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { Checkbox } from '@/components/ui/Checkbox.tsx';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { RadioGroup } from '@/components/ui/RadioGroup.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { useAppSelector } from '@/hooks/store.ts';
import { errorText, useSaveGeneralSettingsMutation } from './api/settings.ts';
import { SettingsNav } from './SettingsNav.tsx';

const SHIPPING_MODES = [
  ['standard', 'Standard'],
  ['rush', 'Rush'],
  ['economy', 'Economy'],
] as const;
const PACK_BY = [
  ['order', 'Order'],
  ['design', 'Design'],
  ['size', 'Size'],
] as const;
/** Services a domestic shipment can start with (the checkout still offers only those its address allows). */
const SERVICES = SHIPPING_SERVICES.filter((s) => s.code !== 'willcall');

const text = (f: FormData, name: string) => String(f.get(name) ?? '').trim() || null;

function read(f: FormData, autoSwap: boolean): GeneralSettings {
  const method = text(f, 'defaultShippingMethod');
  return {
    shippingMode: String(f.get('shippingMode')) as GeneralSettings['shippingMode'],
    packBy: String(f.get('packBy')) as GeneralSettings['packBy'],
    foldPoly: f.get('foldPoly') === 'on',
    notificationEmails: String(f.get('notificationEmails') ?? '')
      .split(/[\s,]+/)
      .filter(Boolean),
    defaultShippingMethod: method === 'standard' ? null : method,
    autoSwap,
    slipBrandName: text(f, 'slipBrandName'),
    slipMessage: text(f, 'slipMessage'),
  };
}

/** The address book's entries (the checkout saves them; every new shipment can start from one). */
function SavedAddresses() {
  const userId = useAppSelector((s) => s.user?.id) ?? '';
  const book = useAddressBookQuery(userId, { skip: !userId });
  const list = book.data?.addresses ?? [];
  return (
    <Card title="Saved addresses">
      {book.isLoading && <p aria-busy="true">Loading your addresses…</p>}
      {!book.isLoading && list.length === 0 && (
        <EmptyState title="No saved addresses" headingLevel={3}>
          Addresses you ship to at checkout are saved here.
        </EmptyState>
      )}
      {list.length > 0 && (
        <ul className="plain-list">
          {list.map(({ id, address: a }) => (
            <li key={id}>
              <strong>{a.name}</strong>
              {a.company ? `, ${a.company}` : ''}
              <br />
              {[a.address1, a.address2, `${a.city}, ${a.state ?? ''} ${a.zip ?? ''}`, a.country]
                .filter(Boolean)
                .join(' · ')}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function SettingsForm({ data }: { data: GeneralSettings }) {
  const [save, s] = useSaveGeneralSettingsMutation();
  const [autoSwap, setAutoSwap] = useState<'auto' | 'ask'>(data.autoSwap ? 'auto' : 'ask');
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void save(read(new FormData(e.currentTarget), autoSwap === 'auto'));
  }
  return (
    <form onSubmit={onSubmit} className="stack settings-general" noValidate>
      <Card title="Defaults for new orders">
        <Select label="Shipping mode" name="shippingMode" defaultValue={data.shippingMode}>
          {SHIPPING_MODES.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </Select>
        <Select label="Pack by" name="packBy" defaultValue={data.packBy}>
          {PACK_BY.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </Select>
        <Checkbox
          label="Fold and poly-bag each item"
          hint="New carts start with this on."
          name="foldPoly"
          defaultChecked={data.foldPoly}
        />
        <Input
          label="Notification e-mails"
          hint="Comma separated, up to 5."
          name="notificationEmails"
          defaultValue={data.notificationEmails.join(', ')}
        />
      </Card>
      <Card title="Shipping">
        <Select
          label="Shipping service new shipments start with"
          hint="The checkout still lets you change it per shipment."
          name="defaultShippingMethod"
          defaultValue={data.defaultShippingMethod ?? 'standard'}
        >
          {SERVICES.map((svc) => (
            <option key={svc.code} value={svc.code}>
              {svc.description}
            </option>
          ))}
        </Select>
        <RadioGroup
          legend="When a blank is out of stock"
          name="autoSwap"
          value={autoSwap}
          onChange={setAutoSwap}
          options={[
            { value: 'ask', label: 'Ask me first', hint: 'The order waits for the blank or your answer.' },
            {
              value: 'auto',
              label: 'Swap automatically',
              hint: 'An equivalent blank from the swap table is used (same fabric and weight).',
            },
          ]}
        />
      </Card>
      <Card title="Packing slip branding">
        <Input
          label="Brand name on the slip"
          hint="Shown as the sender; empty shows your account name."
          name="slipBrandName"
          maxLength={80}
          defaultValue={data.slipBrandName ?? ''}
        />
        <Input
          label="Message to the recipient"
          name="slipMessage"
          maxLength={300}
          defaultValue={data.slipMessage ?? ''}
        />
      </Card>
      {s.error && (
        <p role="alert" className="error">
          {errorText(s.error)}
        </p>
      )}
      {s.isSuccess && <p role="status">Saved.</p>}
      <p>
        <Button type="submit" loading={s.isLoading}>
          Save settings
        </Button>
      </p>
    </form>
  );
}

/**
 * /manager/v2/settings/general (and the older /manager/settings/shipping and autoSwap): the account's defaults
 * for new orders, shipping settings, autoSwap, packing slip branding and the saved addresses.
 */
export default function GeneralSettingsPage() {
  const { data, isLoading } = useGeneralSettingsQuery();
  return (
    <section aria-labelledby="general-title">
      <h1 id="general-title">Settings</h1>
      <SettingsNav />
      {isLoading && <p aria-busy="true">Loading your settings…</p>}
      {data && <SettingsForm data={data} />}
      <SavedAddresses />
    </section>
  );
}
