import type { GeneralSettingsSchema } from '@platen/contracts';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { errorText, useGeneralSettingsQuery, useSaveGeneralSettingsMutation } from './api/settings.ts';
import { SettingsNav } from './SettingsNav.tsx';

type General = z.infer<typeof GeneralSettingsSchema>;

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

/** A select of fixed choices (value, label), starting at `value`. */
function Choices(p: {
  id: string;
  name: string;
  value: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <select id={p.id} name={p.name} defaultValue={p.value}>
      {p.options.map(([v, label]) => (
        <option key={v} value={v}>
          {label}
        </option>
      ))}
    </select>
  );
}

/** /manager/v2/settings/general: the account's defaults for new orders. */
export default function GeneralSettingsPage() {
  const { data } = useGeneralSettingsQuery();
  const [save, s] = useSaveGeneralSettingsMutation();
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    void save({
      shippingMode: String(f.get('shippingMode')) as General['shippingMode'],
      packBy: String(f.get('packBy')) as General['packBy'],
      foldPoly: f.get('foldPoly') === 'on',
      notificationEmails: String(f.get('notificationEmails') ?? '')
        .split(/[\s,]+/)
        .filter(Boolean),
    });
  }
  return (
    <section aria-labelledby="general-title">
      <h1 id="general-title">Settings</h1>
      <SettingsNav />
      <h2>Defaults for new orders</h2>
      {data && (
        <form onSubmit={onSubmit} className="stack" noValidate>
          <label htmlFor="g-ship">Shipping mode</label>
          <Choices id="g-ship" name="shippingMode" value={data.shippingMode} options={SHIPPING_MODES} />
          <label htmlFor="g-pack">Pack by</label>
          <Choices id="g-pack" name="packBy" value={data.packBy} options={PACK_BY} />
          <label className="check">
            <input type="checkbox" name="foldPoly" defaultChecked={data.foldPoly} /> Fold and poly-bag each
            item
          </label>
          <label htmlFor="g-mails">Notification e-mails (comma separated, up to 5)</label>
          <input id="g-mails" name="notificationEmails" defaultValue={data.notificationEmails.join(', ')} />
          {s.error && (
            <p role="alert" className="error">
              {errorText(s.error)}
            </p>
          )}
          {s.isSuccess && <p role="status">Saved.</p>}
          <button type="submit" disabled={s.isLoading}>
            Save
          </button>
        </form>
      )}
    </section>
  );
}
