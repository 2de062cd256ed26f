import type { Queryable } from './db.ts';

/** A reseller's connected store (never the token in clear). */
export interface StoreRow {
  id: string;
  userId: string;
  platform: 'shopify' | 'woocommerce';
  shopDomain: string;
  /** The sealed offline token (AES-256-GCM), or null before install / after uninstall. */
  accessTokenEnc: string | null;
  scopes: string | null;
  /** WooCommerce: 'legacy' (/wc-api/v3) or 'current' (/wp-json/wc/v3); null for Shopify. */
  apiVersion: 'legacy' | 'current' | null;
  /** WooCommerce: the sealed secret its webhooks are signed with. */
  webhookSecretEnc: string | null;
  /** WooCommerce: the ids of the webhooks Platen registered at connect (deleted at the store on disconnect). */
  webhookIds: string[];
  status: 'pending' | 'connected' | 'disconnected';
  autoSubmit: boolean;
  lastImportAt: string | null;
  failures: number;
  lastError: string | null;
  createdAt: string;
}

export interface SkuMappingRow {
  storeId: string;
  sku: string;
  printableId: string;
  color: string;
  size: string;
  externalProductId: string | null;
  priceCents: number | null;
}

export type StoreImportStatus = 'pending' | 'imported' | 'held' | 'failed' | 'waiting-for-mapping';

export interface StoreImportRow {
  id: string;
  storeId: string;
  externalOrderId: string;
  externalOrderName: string;
  payload: Record<string, unknown>;
  status: StoreImportStatus;
  reason: string | null;
  attempts: number;
  orderId: string | null;
  cartId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StoreFulfillmentRow {
  id: string;
  storeId: string;
  importId: string;
  orderId: string;
  shipmentIndex: number;
  carrier: string;
  tracking: string;
  trackingUrl: string | null;
  /** 'ship': tracking goes back; 'cancel': the store order is cancelled. */
  kind: 'ship' | 'cancel';
  status: 'pending' | 'pushed' | 'failed';
  attempts: number;
  lastError: string | null;
  externalOrderId: string;
}

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

const toStore = (r: Record<string, unknown>): StoreRow => ({
  id: String(r.id),
  userId: String(r.user_id),
  platform: r.platform as StoreRow['platform'],
  shopDomain: String(r.shop_domain),
  accessTokenEnc: (r.access_token_enc as string | null) ?? null,
  scopes: (r.scopes as string | null) ?? null,
  apiVersion: (r.api_version as StoreRow['apiVersion']) ?? null,
  webhookSecretEnc: (r.webhook_secret_enc as string | null) ?? null,
  webhookIds: ((r.webhook_ids as unknown[] | null) ?? []).map(String),
  status: r.status as StoreRow['status'],
  autoSubmit: Boolean(r.auto_submit),
  lastImportAt: iso(r.last_import_at),
  failures: Number(r.failures),
  lastError: (r.last_error as string | null) ?? null,
  createdAt: iso(r.created_at)!,
});

const toMapping = (r: Record<string, unknown>): SkuMappingRow => ({
  storeId: String(r.store_id),
  sku: String(r.sku),
  printableId: String(r.printable_id),
  color: String(r.color),
  size: String(r.size),
  externalProductId: (r.external_product_id as string | null) ?? null,
  priceCents: r.price_cents === null ? null : Number(r.price_cents),
});

const toImport = (r: Record<string, unknown>): StoreImportRow => ({
  id: String(r.id),
  storeId: String(r.store_id),
  externalOrderId: String(r.external_order_id),
  externalOrderName: String(r.external_order_name),
  payload: (r.payload as Record<string, unknown>) ?? {},
  status: r.status as StoreImportStatus,
  reason: (r.reason as string | null) ?? null,
  attempts: Number(r.attempts),
  orderId: (r.order_id as string | null) ?? null,
  cartId: (r.cart_id as string | null) ?? null,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

const toFulfillment = (r: Record<string, unknown>): StoreFulfillmentRow => ({
  id: String(r.id),
  storeId: String(r.store_id),
  importId: String(r.import_id),
  orderId: String(r.order_id),
  shipmentIndex: Number(r.shipment_index),
  carrier: String(r.carrier),
  tracking: String(r.tracking),
  trackingUrl: (r.tracking_url as string | null) ?? null,
  kind: (r.kind as StoreFulfillmentRow['kind']) ?? 'ship',
  status: r.status as StoreFulfillmentRow['status'],
  attempts: Number(r.attempts),
  lastError: (r.last_error as string | null) ?? null,
  externalOrderId: String(r.external_order_id ?? ''),
});

/** A store with its owner and health counts, as staff see it. */
export interface StaffStoreRow extends StoreRow {
  ownerEmail: string | null;
  failedImports: number;
  pendingPushes: number;
  failedPushes: number;
}

/** A failed or waiting import with its store, as staff see it. */
export interface StaffFailedImportRow {
  id: string;
  storeId: string;
  shopDomain: string;
  platform: StoreRow['platform'];
  externalOrderName: string;
  status: StoreImportStatus;
  reason: string | null;
  attempts: number;
  updatedAt: string;
}

/** A saved printable as imports and publishing read it. */
export interface StorePrintable {
  id: string;
  designId: string;
  color: string;
  name: string;
  sizePrices: { size: string; price: number }[];
  productIdentifier: string;
  productName: string;
}

type Listener = (fulfillmentIds: string[]) => void;
const fulfillmentListeners = new Set<Listener>();

/** Calls fn after each commit that queued store fulfillments in this process (the job system sends them). */
export function onStoreFulfillments(fn: Listener): () => void {
  fulfillmentListeners.add(fn);
  return () => fulfillmentListeners.delete(fn);
}

/** After the commit that queued store pushes: the listeners (the job system) send them. */
function nudgeAfterCommit(db: Queryable, ids: string[]) {
  if (ids.length)
    db.afterCommit(() => {
      for (const fn of fulfillmentListeners) {
        try {
          fn(ids);
        } catch {
          // The start's sweep finds a lost nudge.
        }
      }
    });
}

/** Store connections, SKU mappings, imports and fulfillment pushes. Reads are owner-scoped. */
export function storesRepository(db: Queryable) {
  return {
    async insertStore(s: {
      id: string;
      userId: string;
      platform: StoreRow['platform'];
      shopDomain: string;
      apiVersion?: StoreRow['apiVersion'];
    }) {
      const r = await db.query<Record<string, unknown>>(
        `INSERT INTO store_connections (id, user_id, platform, shop_domain, api_version) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (platform, shop_domain) WHERE status <> 'disconnected' DO NOTHING RETURNING *`,
        [s.id, s.userId, s.platform, s.shopDomain, s.apiVersion ?? null],
      );
      return r.rows[0] ? toStore(r.rows[0]) : null;
    },

    /** The live (not disconnected) connection of a shop, whoever owns it. */
    async liveByShop(platform: StoreRow['platform'], shopDomain: string): Promise<StoreRow | null> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT * FROM store_connections WHERE platform = $1 AND shop_domain = $2 AND status <> 'disconnected'`,
        [platform, shopDomain],
      );
      return r.rows[0] ? toStore(r.rows[0]) : null;
    },

    async byId(id: string): Promise<StoreRow | null> {
      const r = await db.query<Record<string, unknown>>('SELECT * FROM store_connections WHERE id = $1', [
        id,
      ]);
      return r.rows[0] ? toStore(r.rows[0]) : null;
    },

    async own(userId: string, id: string): Promise<StoreRow | null> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT * FROM store_connections WHERE id = $1 AND user_id = $2 AND status <> 'disconnected'`,
        [id, userId],
      );
      return r.rows[0] ? toStore(r.rows[0]) : null;
    },

    async list(userId: string): Promise<StoreRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT * FROM store_connections WHERE user_id = $1 AND status <> 'disconnected' ORDER BY created_at DESC`,
        [userId],
      );
      return r.rows.map(toStore);
    },

    /** The install finished: the sealed token is stored and the store is connected. */
    async connect(id: string, tokenEnc: string, scopes: string): Promise<StoreRow | null> {
      const r = await db.query<Record<string, unknown>>(
        `UPDATE store_connections SET access_token_enc = $2, scopes = $3, status = 'connected'
         WHERE id = $1 AND status <> 'disconnected' RETURNING *`,
        [id, tokenEnc, scopes],
      );
      return r.rows[0] ? toStore(r.rows[0]) : null;
    },

    /** WooCommerce: the sealed secret its webhooks are signed with. */
    async setWebhookSecret(id: string, secretEnc: string) {
      await db.query('UPDATE store_connections SET webhook_secret_enc = $2 WHERE id = $1', [id, secretEnc]);
    },

    /** WooCommerce: the webhooks Platen registered on the store (their ids at the store). */
    async setWebhookIds(id: string, ids: readonly string[]) {
      await db.query('UPDATE store_connections SET webhook_ids = $2::text[] WHERE id = $1', [id, ids]);
    },

    /** Disconnect (the owner, or the platform's uninstall): the token is forgotten and imports stop. */
    async disconnect(id: string): Promise<boolean> {
      const r = await db.query(
        `UPDATE store_connections SET status = 'disconnected', access_token_enc = NULL, disconnected_at = now()
         WHERE id = $1 AND status <> 'disconnected' RETURNING id`,
        [id],
      );
      return r.rows.length > 0;
    },

    async setAutoSubmit(id: string, autoSubmit: boolean) {
      await db.query('UPDATE store_connections SET auto_submit = $2 WHERE id = $1', [id, autoSubmit]);
    },

    /** The health figures after an import attempt: success resets the failure count. */
    async recordImport(id: string, ok: boolean, error: string | null) {
      await db.query(
        ok
          ? 'UPDATE store_connections SET last_import_at = now(), failures = 0, last_error = NULL WHERE id = $1'
          : 'UPDATE store_connections SET failures = failures + 1, last_error = $2 WHERE id = $1',
        ok ? [id] : [id, error],
      );
    },

    async upsertMapping(m: Omit<SkuMappingRow, 'externalProductId' | 'priceCents'> & Partial<SkuMappingRow>) {
      await db.query(
        `INSERT INTO store_sku_mappings (store_id, sku, printable_id, color, size, external_product_id, price_cents)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (store_id, sku) DO UPDATE SET printable_id = $3, color = $4, size = $5,
           external_product_id = COALESCE($6, store_sku_mappings.external_product_id),
           price_cents = COALESCE($7, store_sku_mappings.price_cents)`,
        [m.storeId, m.sku, m.printableId, m.color, m.size, m.externalProductId ?? null, m.priceCents ?? null],
      );
    },

    async mappings(storeId: string): Promise<SkuMappingRow[]> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM store_sku_mappings WHERE store_id = $1 ORDER BY sku',
        [storeId],
      );
      return r.rows.map(toMapping);
    },

    /** The owner's saved printables by id, with their product's identifier and name (imports and publishing). */
    async printables(userId: string, ids: readonly string[]): Promise<StorePrintable[]> {
      if (ids.length === 0) return [];
      const r = await db.query<StorePrintable>(
        `SELECT p.id, p.design_id AS "designId", p.color, p.name, p.size_prices AS "sizePrices",
                c.identifier AS "productIdentifier", c.name AS "productName"
           FROM printables p JOIN catalog_products c ON c.product_id = p.product_id
          WHERE p.id = ANY($1::text[]) AND p.user_id = $2`,
        [ids, userId],
      );
      return r.rows;
    },

    /** Privacy (customers/redact): the store orders' payloads are emptied; the Platen orders stay. */
    async redactImports(storeId: string, externalOrderIds: string[]) {
      await db.query(
        `UPDATE store_imports SET payload = '{}'::jsonb WHERE store_id = $1 AND external_order_id = ANY($2::text[])`,
        [storeId, externalOrderIds],
      );
    },

    /** Privacy (shop/redact, 48 h after an uninstall): the shop's disconnected connections and their rows go. */
    async forgetShop(platform: StoreRow['platform'], shopDomain: string) {
      await db.query(
        `DELETE FROM store_connections WHERE platform = $1 AND shop_domain = $2 AND status = 'disconnected'`,
        [platform, shopDomain],
      );
    },

    /** Records a store order once: null when this store already has it (a webhook delivered twice). */
    async insertImport(i: {
      id: string;
      storeId: string;
      externalOrderId: string;
      externalOrderName: string;
      payload: unknown;
    }): Promise<StoreImportRow | null> {
      const r = await db.query<Record<string, unknown>>(
        `INSERT INTO store_imports (id, store_id, external_order_id, external_order_name, payload)
         VALUES ($1, $2, $3, $4, $5::jsonb) ON CONFLICT (store_id, external_order_id) DO NOTHING RETURNING *`,
        [i.id, i.storeId, i.externalOrderId, i.externalOrderName, JSON.stringify(i.payload)],
      );
      return r.rows[0] ? toImport(r.rows[0]) : null;
    },

    /** The import locked for its job (FOR UPDATE: two runs of one import never place twice). */
    async lockImport(id: string): Promise<StoreImportRow | null> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM store_imports WHERE id = $1 FOR UPDATE',
        [id],
      );
      return r.rows[0] ? toImport(r.rows[0]) : null;
    },

    async importById(id: string): Promise<StoreImportRow | null> {
      const r = await db.query<Record<string, unknown>>('SELECT * FROM store_imports WHERE id = $1', [id]);
      return r.rows[0] ? toImport(r.rows[0]) : null;
    },

    /** A note for the reseller on an import, its status left as it is (a store cancel Platen refused). */
    async noteImport(id: string, reason: string) {
      await db.query('UPDATE store_imports SET reason = $2, updated_at = now() WHERE id = $1', [id, reason]);
    },

    async setImportCart(id: string, cartId: string) {
      await db.query('UPDATE store_imports SET cart_id = $2, updated_at = now() WHERE id = $1', [id, cartId]);
    },

    async ownImport(storeId: string, id: string): Promise<StoreImportRow | null> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM store_imports WHERE id = $1 AND store_id = $2',
        [id, storeId],
      );
      return r.rows[0] ? toImport(r.rows[0]) : null;
    },

    async imports(
      storeId: string,
      statuses: StoreImportStatus[] | null,
      limit = 100,
    ): Promise<StoreImportRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT * FROM store_imports WHERE store_id = $1 AND ($2::text[] IS NULL OR status = ANY($2::text[]))
         ORDER BY created_at DESC LIMIT $3`,
        [storeId, statuses, limit],
      );
      return r.rows.map(toImport);
    },

    async setImport(
      id: string,
      s: {
        status: StoreImportStatus;
        reason?: string | null;
        orderId?: string | null;
        cartId?: string | null;
      },
    ) {
      await db.query(
        `UPDATE store_imports SET status = $2, reason = $3, order_id = COALESCE($4, order_id),
           cart_id = COALESCE($5, cart_id), attempts = attempts + 1, updated_at = now() WHERE id = $1`,
        [id, s.status, s.reason ?? null, s.orderId ?? null, s.cartId ?? null],
      );
    },

    /** Imports of a store waiting for a mapping (to run again once a SKU is mapped). */
    async waitingImports(storeId: string): Promise<string[]> {
      const r = await db.query<{ id: string }>(
        `SELECT id FROM store_imports WHERE store_id = $1 AND status = 'waiting-for-mapping'`,
        [storeId],
      );
      return r.rows.map((x) => x.id);
    },

    /** The store's import of one store order (null: never recorded). */
    async importByExternal(storeId: string, externalOrderId: string): Promise<StoreImportRow | null> {
      const r = await db.query<Record<string, unknown>>(
        'SELECT * FROM store_imports WHERE store_id = $1 AND external_order_id = $2',
        [storeId, externalOrderId],
      );
      return r.rows[0] ? toImport(r.rows[0]) : null;
    },

    /**
     * When Platen cancels an order imported from a connected store (Shopify or WooCommerce): one cancel push is
     * queued in the cancelling transaction (once per order) and the job system is nudged after commit. Other
     * orders: nothing.
     */
    async queueStoreCancel(id: string, orderId: string) {
      const r = await db.query<{ id: string }>(
        `INSERT INTO store_fulfillments (id, store_id, import_id, order_id, shipment_index, carrier, tracking, kind)
         SELECT $1, i.store_id, i.id, i.order_id, -1, '', '', 'cancel' FROM store_imports i
           JOIN store_connections s ON s.id = i.store_id AND s.status = 'connected'
          WHERE i.order_id = $2
         ON CONFLICT DO NOTHING RETURNING id`,
        [id, orderId],
      );
      nudgeAfterCommit(
        db,
        r.rows.map((x) => x.id),
      );
    },

    /** The import a Platen order came from (null: the order was not imported from a store). */
    async importOfOrder(orderId: string): Promise<StoreImportRow | null> {
      const r = await db.query<Record<string, unknown>>('SELECT * FROM store_imports WHERE order_id = $1', [
        orderId,
      ]);
      return r.rows[0] ? toImport(r.rows[0]) : null;
    },

    /**
     * When Platen packs a shipment of an order imported from a connected store: one tracking push is queued (the
     * packing transaction's outbox row) and the job system is nudged after commit. Other orders: nothing.
     */
    async queueShipmentFulfillment(
      id: string,
      orderId: string,
      shipmentIndex: number,
      parcels: { carrier: string; tracking: string; trackingUrl: string | null }[],
    ) {
      const first = parcels[0];
      if (!first) return;
      const r = await db.query<{ id: string }>(
        `INSERT INTO store_fulfillments (id, store_id, import_id, order_id, shipment_index, carrier, tracking,
           tracking_url)
         SELECT $1, i.store_id, i.id, i.order_id, $3, $4, $5, $6 FROM store_imports i
           JOIN store_connections s ON s.id = i.store_id AND s.status = 'connected'
          WHERE i.order_id = $2
         ON CONFLICT DO NOTHING RETURNING id`,
        [
          id,
          orderId,
          shipmentIndex,
          first.carrier,
          parcels.map((p) => p.tracking).join(','),
          first.trackingUrl,
        ],
      );
      nudgeAfterCommit(
        db,
        r.rows.map((x) => x.id),
      );
    },

    async fulfillment(id: string): Promise<StoreFulfillmentRow | null> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT f.*, i.external_order_id FROM store_fulfillments f JOIN store_imports i ON i.id = f.import_id
         WHERE f.id = $1`,
        [id],
      );
      return r.rows[0] ? toFulfillment(r.rows[0]) : null;
    },

    /** Imports recorded but never run (the job's send was lost between commit and send). */
    async pendingImports(limit = 100): Promise<string[]> {
      const r = await db.query<{ id: string }>(
        `SELECT id FROM store_imports WHERE status = 'pending' AND attempts = 0 ORDER BY created_at LIMIT $1`,
        [limit],
      );
      return r.rows.map((x) => x.id);
    },

    async pendingFulfillments(limit = 100): Promise<string[]> {
      const r = await db.query<{ id: string }>(
        `SELECT id FROM store_fulfillments WHERE status = 'pending' ORDER BY created_at LIMIT $1`,
        [limit],
      );
      return r.rows.map((x) => x.id);
    },

    async fulfillmentsOfStore(storeId: string): Promise<StoreFulfillmentRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT f.*, i.external_order_id FROM store_fulfillments f JOIN store_imports i ON i.id = f.import_id
         WHERE f.store_id = $1 ORDER BY f.created_at DESC LIMIT 100`,
        [storeId],
      );
      return r.rows.map(toFulfillment);
    },

    /** Staff (/ecommerce): every store, live first then newest, with its owner and health counts. */
    async staffStores(limit = 500): Promise<StaffStoreRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT s.*, u.email AS owner_email,
           (SELECT count(*) FROM store_imports i WHERE i.store_id = s.id
             AND i.status IN ('failed', 'waiting-for-mapping'))::int AS failed_imports,
           (SELECT count(*) FROM store_fulfillments f WHERE f.store_id = s.id AND f.status = 'pending')::int
             AS pending_pushes,
           (SELECT count(*) FROM store_fulfillments f WHERE f.store_id = s.id AND f.status = 'failed')::int
             AS failed_pushes
         FROM store_connections s LEFT JOIN users u ON u.id = s.user_id
         ORDER BY (s.status = 'disconnected'), s.created_at DESC LIMIT $1`,
        [limit],
      );
      return r.rows.map((x) => ({
        ...toStore(x),
        ownerEmail: (x.owner_email as string | null) ?? null,
        failedImports: Number(x.failed_imports),
        pendingPushes: Number(x.pending_pushes),
        failedPushes: Number(x.failed_pushes),
      }));
    },

    /** Staff (/ecommerce): the latest failed or waiting imports of every store. */
    async staffFailedImports(limit = 200): Promise<StaffFailedImportRow[]> {
      const r = await db.query<Record<string, unknown>>(
        `SELECT i.id, i.store_id, s.shop_domain, s.platform, i.external_order_name, i.status, i.reason,
                i.attempts, i.updated_at
           FROM store_imports i JOIN store_connections s ON s.id = i.store_id
          WHERE i.status IN ('failed', 'waiting-for-mapping')
          ORDER BY i.updated_at DESC LIMIT $1`,
        [limit],
      );
      return r.rows.map((x) => ({
        id: String(x.id),
        storeId: String(x.store_id),
        shopDomain: String(x.shop_domain),
        platform: x.platform as StoreRow['platform'],
        externalOrderName: String(x.external_order_name),
        status: x.status as StoreImportStatus,
        reason: (x.reason as string | null) ?? null,
        attempts: Number(x.attempts),
        updatedAt: iso(x.updated_at)!,
      }));
    },

    async settleFulfillment(
      id: string,
      s: { status: StoreFulfillmentRow['status']; error?: string | null; externalId?: string | null },
    ) {
      await db.query(
        `UPDATE store_fulfillments SET status = $2, last_error = $3, attempts = attempts + 1,
           external_fulfillment_id = COALESCE($4, external_fulfillment_id),
           pushed_at = CASE WHEN $2 = 'pushed' THEN now() ELSE pushed_at END WHERE id = $1`,
        [id, s.status, s.error ?? null, s.externalId ?? null],
      );
    },
  };
}
