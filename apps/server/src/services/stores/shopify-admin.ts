import { offlineSession, SHOPIFY_WEBHOOK_PATH, type ShopifyApp } from './shopify-app.ts';

type Gql = <T>(query: string, variables: Record<string, unknown>) => Promise<T>;

/** The Admin API (GraphQL) calls Platen makes on a shop (docs/decisions/shopify.md lists them). */
export function shopifyAdmin(app: ShopifyApp, shop: string, accessToken: string) {
  const client = new app.clients.Graphql({ session: offlineSession(app, shop, accessToken) });
  const gql: Gql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const r = await client.request<T>(query, { variables, retries: 1 });
    return r.data as T;
  };
  return {
    subscribeWebhooks: (origin: string) => subscribeWebhooks(gql, origin),
    createProduct: (p: NewProduct) => createProduct(gql, p),
    createFulfillment: (orderId: string, t: Tracking) => createFulfillment(gql, orderId, t),
    cancelOrder: (orderId: string) => cancelOrder(gql, orderId),
  };
}

export interface NewProduct {
  title: string;
  variants: { size: string; sku: string; price: string }[];
}
export interface Tracking {
  company: string;
  numbers: string[];
  url: string | null;
}
/** After install: the order (paid, cancelled) and uninstall webhooks point at Platen. */
async function subscribeWebhooks(gql: Gql, origin: string) {
  for (const topic of ['ORDERS_PAID', 'ORDERS_CANCELLED', 'APP_UNINSTALLED']) {
    const r = await gql<{ webhookSubscriptionCreate: { userErrors: { message: string }[] } }>(
      `mutation subscribe($topic: WebhookSubscriptionTopic!, $sub: WebhookSubscriptionInput!) {
            webhookSubscriptionCreate(topic: $topic, webhookSubscription: $sub) {
              webhookSubscription { id } userErrors { field message } } }`,
      { topic, sub: { callbackUrl: `${origin}${SHOPIFY_WEBHOOK_PATH}`, format: 'JSON' } },
    );
    const err = r.webhookSubscriptionCreate.userErrors[0];
    if (err) throw new Error(`Shopify refused the ${topic} webhook: ${err.message}`);
  }
}

/** Publishes a product with one variant per size (SKU and price each); answers the product id. */
async function createProduct(gql: Gql, p: NewProduct) {
  const created = await gql<{
    productCreate: { product: { id: string } | null; userErrors: { message: string }[] };
  }>(
    `mutation create($product: ProductCreateInput!) {
          productCreate(product: $product) { product { id } userErrors { field message } } }`,
    {
      product: {
        title: p.title,
        productOptions: [{ name: 'Size', values: p.variants.map((v) => ({ name: v.size })) }],
      },
    },
  );
  const productId = created.productCreate.product?.id;
  if (!productId)
    throw new Error(`Shopify refused the product: ${created.productCreate.userErrors[0]?.message ?? '?'}`);
  const variants = await gql<{ productVariantsBulkCreate: { userErrors: { message: string }[] } }>(
    `mutation variants($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
          productVariantsBulkCreate(productId: $productId, variants: $variants,
            strategy: REMOVE_STANDALONE_VARIANT) { productVariants { id sku } userErrors { field message } } }`,
    {
      productId,
      variants: p.variants.map((v) => ({
        price: v.price,
        optionValues: [{ optionName: 'Size', name: v.size }],
        inventoryItem: { sku: v.sku, tracked: false },
      })),
    },
  );
  const err = variants.productVariantsBulkCreate.userErrors[0];
  if (err) throw new Error(`Shopify refused the variants: ${err.message}`);
  return productId;
}

/** Fulfils the order's open fulfillment orders with the tracking; answers the fulfillment id. */
async function createFulfillment(gql: Gql, orderId: string, t: Tracking) {
  const orders = await gql<{
    order: { fulfillmentOrders: { nodes: { id: string; status: string }[] } } | null;
  }>(`query open($id: ID!) { order(id: $id) { fulfillmentOrders(first: 20) { nodes { id status } } } }`, {
    id: `gid://shopify/Order/${orderId}`,
  });
  const open = (orders.order?.fulfillmentOrders.nodes ?? []).filter((f) =>
    ['OPEN', 'IN_PROGRESS'].includes(f.status),
  );
  if (open.length === 0) return null;
  const r = await gql<{
    fulfillmentCreate: { fulfillment: { id: string } | null; userErrors: { message: string }[] };
  }>(
    `mutation fulfil($fulfillment: FulfillmentInput!) {
          fulfillmentCreate(fulfillment: $fulfillment) { fulfillment { id status } userErrors { field message } } }`,
    {
      fulfillment: {
        lineItemsByFulfillmentOrder: open.map((f) => ({ fulfillmentOrderId: f.id })),
        trackingInfo: { company: t.company, numbers: t.numbers, ...(t.url ? { urls: [t.url] } : {}) },
        notifyCustomer: true,
      },
    },
  );
  const id = r.fulfillmentCreate.fulfillment?.id;
  if (!id)
    throw new Error(`Shopify refused the fulfillment: ${r.fulfillmentCreate.userErrors[0]?.message ?? '?'}`);
  return id;
}

/**
 * Platen cancelled the order: the store order is cancelled (orderCancel, a background job at Shopify), the
 * customer refunded to the original payment and told, nothing restocked (print-on-demand keeps no stock). An
 * order Shopify already has cancelled counts as done. Answers the cancel job's id.
 */
async function cancelOrder(gql: Gql, orderId: string) {
  const r = await gql<{
    orderCancel: {
      job: { id: string } | null;
      orderCancelUserErrors: { code: string | null; message: string }[];
    };
  }>(
    `mutation cancel($orderId: ID!, $refundMethod: OrderCancelRefundMethodInput!, $restock: Boolean!,
          $reason: OrderCancelReason!, $notifyCustomer: Boolean, $staffNote: String) {
        orderCancel(orderId: $orderId, refundMethod: $refundMethod, restock: $restock, reason: $reason,
          notifyCustomer: $notifyCustomer, staffNote: $staffNote) {
          job { id done } orderCancelUserErrors { field message code } } }`,
    {
      orderId: `gid://shopify/Order/${orderId}`,
      refundMethod: { originalPaymentMethodsRefund: true },
      restock: false,
      reason: 'OTHER',
      notifyCustomer: true,
      staffNote: 'Cancelled in Platen (print-on-demand).',
    },
  );
  const err = r.orderCancel.orderCancelUserErrors[0];
  if (err?.code === 'ORDER_ALREADY_CANCELLED') return null;
  if (err) throw new Error(`Shopify refused the cancel: ${err.message}`);
  return r.orderCancel.job?.id ?? null;
}
