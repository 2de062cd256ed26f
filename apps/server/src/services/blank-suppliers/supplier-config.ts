/**
 * Blank suppliers' channels are configuration, never source (docs/decisions/blank-suppliers.md). Unset, a
 * supplier gets nothing: its blank order is only marked sent, as before.
 *
 * SANMAR_PS_* / ALPHA_PS_*: ID, PASSWORD and the four PromoStandards service endpoints PO_URL (Purchase Order
 * 1.0.0), ORDER_STATUS_URL (Order Status 2.0.0), SHIPMENT_URL (Order Shipment Notification 2.0.0),
 * INVENTORY_URL (Inventory 2.0.0). DELTA_PO_EMAIL: where DELTA's purchase orders are e-mailed (CSV attached).
 */
export interface PromoStandardsSupplierConfig {
  channel: 'promostandards';
  id: string;
  password: string;
  endpoints: { purchaseOrder: string; orderStatus: string; shipment: string; inventory: string };
}

export interface EmailSupplierConfig {
  channel: 'email-csv';
  to: string;
}

export interface BlankSupplierConfig {
  SANMAR?: PromoStandardsSupplierConfig;
  ALPHA?: PromoStandardsSupplierConfig;
  DELTA?: EmailSupplierConfig;
}

const PS_KEYS = {
  id: 'ID',
  password: 'PASSWORD',
  purchaseOrder: 'PO_URL',
  orderStatus: 'ORDER_STATUS_URL',
  shipment: 'SHIPMENT_URL',
  inventory: 'INVENTORY_URL',
} as const;

/** One PromoStandards supplier's settings: all set, or none (a partial set stops the start, naming the key). */
function promoStandardsFrom(
  env: NodeJS.ProcessEnv,
  prefix: string,
): PromoStandardsSupplierConfig | undefined {
  const read = (k: string) => env[`${prefix}_PS_${k}`]?.trim() || '';
  const values = Object.fromEntries(Object.entries(PS_KEYS).map(([name, key]) => [name, read(key)]));
  if (Object.values(values).every((v) => !v)) return undefined;
  for (const [name, key] of Object.entries(PS_KEYS)) {
    const v = values[name] ?? '';
    if (!v) throw new Error(`${prefix}_PS_${key} is missing: set all of ${prefix}_PS_* or none`);
    if (key.endsWith('_URL') && !/^https?:\/\/[^/\s]+/.test(v))
      throw new Error(`${prefix}_PS_${key} must be an http(s) URL, got "${v}"`);
  }
  return {
    channel: 'promostandards',
    id: values.id!,
    password: values.password!,
    endpoints: {
      purchaseOrder: values.purchaseOrder!,
      orderStatus: values.orderStatus!,
      shipment: values.shipment!,
      inventory: values.inventory!,
    },
  };
}

/** The blank suppliers' channels from the environment. */
export function blankSuppliersFromEnv(env: NodeJS.ProcessEnv): BlankSupplierConfig {
  const out: BlankSupplierConfig = {};
  const sanmar = promoStandardsFrom(env, 'SANMAR');
  const alpha = promoStandardsFrom(env, 'ALPHA');
  if (sanmar) out.SANMAR = sanmar;
  if (alpha) out.ALPHA = alpha;
  const delta = env.DELTA_PO_EMAIL?.trim();
  if (delta) {
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(delta))
      throw new Error(`DELTA_PO_EMAIL must be an e-mail address, got "${delta}"`);
    out.DELTA = { channel: 'email-csv', to: delta };
  }
  return out;
}
