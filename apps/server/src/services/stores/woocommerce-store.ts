import { isSupportedWooCommerceVersion } from '@platen/domain/operations/woocommerce-versions';
import { wooCommerceTrackingNote } from '@platen/domain/stores/store-orders';
import {
  type WooCall,
  type WooCommerceCredentials,
  WooCommerceError,
  wooCommerceCall,
} from './woocommerce-api.ts';

/** Where a WooCommerce store sends its webhooks for one Platen store. */
export const wooCommerceWebhookPath = (storeId: string) => `/ecommerce/woocommerce/${storeId}/webhooks`;

/** The order topics Platen subscribes (both APIs have them since WooCommerce 2.2). */
export const WOOCOMMERCE_TOPICS = ['order.created', 'order.updated'] as const;

export interface NewWooProduct {
  title: string;
  color: string;
  variants: { size: string; sku: string; price: string }[];
}

/**
 * The REST calls Platen makes on a WooCommerce store (docs/decisions/woocommerce.md lists them), in the shape
 * of the store's API: legacy bodies are wrapped (`{product: …}`, `{order: …}`), current ones are not.
 */
export function wooCommerceStore(c: WooCommerceCredentials, call: WooCall = wooCommerceCall(c)) {
  const legacy = c.version === 'legacy';
  return {
    verify: () => verify(call, legacy),
    registerWebhooks: (deliveryUrl: string, secret: string, onCreated?: (ids: string[]) => Promise<void>) =>
      registerWebhooks(call, legacy, deliveryUrl, secret, onCreated),
    deleteWebhooks: (ids: readonly string[]) => deleteWebhooks(call, legacy, ids),
    createProduct: (p: NewWooProduct) => createProduct(call, legacy, p),
    pushTracking: (orderId: string, t: { carrier: string; numbers: string[]; url: string | null }) =>
      pushTracking(call, legacy, orderId, wooCommerceTrackingNote(t)),
    cancelOrder: (orderId: string) => setStatus(call, legacy, orderId, 'cancelled'),
  };
}

/**
 * A real call with the keys: legacy stores answer their index with the WooCommerce version (2.2-2.5 only,
 * R-5-27); current stores answer their system status. Answers the store's WooCommerce version.
 */
async function verify(call: WooCall, legacy: boolean): Promise<string> {
  if (legacy) {
    const index = (await call('GET', '')) as { store?: { meta?: { wc_version?: string } } } | null;
    const version = index?.store?.meta?.wc_version ?? '';
    if (!isSupportedWooCommerceVersion(version))
      throw new Error(
        `This store runs WooCommerce ${version || '(unknown)'}; the legacy API is supported for 2.2 to 2.5.`,
      );
    return version;
  }
  const status = (await call('GET', 'system_status')) as { environment?: { version?: string } } | null;
  return status?.environment?.version ?? '';
}

/**
 * One webhook per topic, signed with the store's secret; answers the ids the store gave them (kept, so a
 * disconnect deletes exactly these). `onCreated` hears each id as soon as the store answers it (a later refusal
 * still leaves the earlier ones known).
 */
async function registerWebhooks(
  call: WooCall,
  legacy: boolean,
  deliveryUrl: string,
  secret: string,
  onCreated: (ids: string[]) => Promise<void> = async () => {},
): Promise<string[]> {
  const ids: string[] = [];
  for (const topic of WOOCOMMERCE_TOPICS) {
    const hook = { name: `Platen ${topic}`, topic, delivery_url: deliveryUrl, secret, status: 'active' };
    const r = (await call('POST', 'webhooks', legacy ? { webhook: hook } : hook)) as {
      id?: number | string;
      webhook?: { id?: number | string };
    } | null;
    const id = legacy ? r?.webhook?.id : r?.id;
    if (id !== undefined && id !== null) ids.push(String(id));
    await onCreated([...ids]);
  }
  return ids;
}

/**
 * Deletes the webhooks Platen registered (legacy: DELETE webhooks/{id}, deleted for good; current: with
 * force=true, webhooks have no trash). One the store no longer has (404) counts as gone. Answers the ids that
 * could not be deleted, with the store's reason.
 */
async function deleteWebhooks(call: WooCall, legacy: boolean, ids: readonly string[]) {
  const left: { id: string; reason: string }[] = [];
  for (const id of ids) {
    try {
      await call('DELETE', legacy ? `webhooks/${id}` : `webhooks/${id}?force=true`);
    } catch (err) {
      if (err instanceof WooCommerceError && err.status === 404) continue;
      left.push({ id, reason: err instanceof Error ? err.message : String(err) });
    }
  }
  return left;
}

/** A variable product: Color and Size attributes, one variation per size (SKU, regular price). */
async function createProduct(call: WooCall, legacy: boolean, p: NewWooProduct): Promise<string> {
  const attributes = [
    { name: 'Color', position: 0, visible: true, variation: true, options: [p.color] },
    { name: 'Size', position: 1, visible: true, variation: true, options: p.variants.map((v) => v.size) },
  ];
  const variations = p.variants.map((v) => ({
    sku: v.sku,
    regular_price: v.price,
    attributes: [
      { name: 'Color', option: p.color },
      { name: 'Size', option: v.size },
    ],
  }));
  if (legacy) {
    const r = (await call('POST', 'products', {
      product: { title: p.title, type: 'variable', attributes, variations },
    })) as { product: { id: number | string } };
    return String(r.product.id);
  }
  const r = (await call('POST', 'products', { name: p.title, type: 'variable', attributes })) as {
    id: number | string;
  };
  await call('POST', `products/${r.id}/variations/batch`, { create: variations });
  return String(r.id);
}

/** The tracking as a customer note (once: a retry after a lost answer finds it), then the completed status. */
async function pushTracking(call: WooCall, legacy: boolean, orderId: string, note: string) {
  const listed = (await call('GET', `orders/${orderId}/notes`)) as
    | { order_notes?: { note: string }[] }
    | { note: string }[];
  const notes = Array.isArray(listed) ? listed : (listed.order_notes ?? []);
  if (!notes.some((n) => n.note === note))
    await call(
      'POST',
      `orders/${orderId}/notes`,
      legacy ? { order_note: { note, customer_note: true } } : { note, customer_note: true },
    );
  await setStatus(call, legacy, orderId, 'completed');
  return orderId;
}

async function setStatus(call: WooCall, legacy: boolean, orderId: string, status: string) {
  await call('PUT', `orders/${orderId}`, legacy ? { order: { status } } : { status });
  return orderId;
}
