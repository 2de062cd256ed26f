import { z } from 'zod';

/** Store platforms Platen imports orders from. */
export const STORE_PLATFORMS = ['shopify', 'woocommerce'] as const;

const shopDomain = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { message: 'Enter the shop domain, e.g. my-shop.myshopify.com.' })
  .max(255)
  .transform((s) => s.replace(/^https?:\/\//, '').replace(/\/.*$/, ''))
  .refine((s) => /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/.test(s) || /^[a-z0-9][a-z0-9-]*$/.test(s), {
    message: 'Enter the shop domain, e.g. my-shop.myshopify.com.',
  })
  .transform((s) => (s.includes('.') ? s : `${s}.myshopify.com`));

/** WooCommerce's REST APIs: 'legacy' = /wc-api/v3 (WooCommerce 2.2-2.5), 'current' = /wp-json/wc/v3. */
export const WOOCOMMERCE_API_VERSIONS = ['legacy', 'current'] as const;

const siteUrl = z
  .string()
  .trim()
  .max(500)
  .pipe(z.url({ protocol: /^https?$/, message: 'Enter the store address, e.g. https://shop.example.com.' }))
  .transform((s) => s.replace(/\/+$/, ''));

/**
 * POST /api/v3/stores: connect a store. Shopify: the answer's installUrl starts the install. WooCommerce: the
 * site address, a REST API consumer key and secret (read/write) and which API the store runs.
 */
export const CreateStoreRequestSchema = z.discriminatedUnion('platform', [
  z.object({ platform: z.literal('shopify'), shopDomain }).strict(),
  z
    .object({
      platform: z.literal('woocommerce'),
      url: siteUrl,
      key: z.string().trim().min(1, { message: 'Enter the consumer key.' }).max(200),
      secret: z.string().trim().min(1, { message: 'Enter the consumer secret.' }).max(200),
      version: z.enum(WOOCOMMERCE_API_VERSIONS),
    })
    .strict(),
]);
export type CreateStoreRequest = z.infer<typeof CreateStoreRequestSchema>;

/** A connected store with its health as its owner sees it (never its token). */
export const StoreSchema = z.object({
  id: z.string(),
  platform: z.enum(STORE_PLATFORMS),
  /** Shopify: the shop's domain; WooCommerce: the site address. */
  shopDomain: z.string(),
  /** WooCommerce: the REST API the store runs; null for Shopify. */
  apiVersion: z.enum(WOOCOMMERCE_API_VERSIONS).nullable(),
  status: z.enum(['pending', 'connected', 'disconnected']),
  /** Whether Platen holds a working access token for the store. */
  token: z.enum(['present', 'missing']),
  autoSubmit: z.boolean(),
  lastImportAt: z.iso.datetime().nullable(),
  /** Imports that failed since the last one that worked. */
  failures: z.number().int(),
  lastError: z.string().nullable(),
  /** Where the browser goes to finish connecting (pending stores). */
  installUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Store = z.infer<typeof StoreSchema>;
export const StoreListSchema = z.array(StoreSchema);

export const StoreParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const StoreImportParamsSchema = StoreParamsSchema.extend({ importId: z.string().min(1).max(100) });

/** PATCH /api/v3/stores/{id}: auto-submit imported orders, or hold them as carts to review. */
export const UpdateStoreRequestSchema = z.object({ autoSubmit: z.boolean() }).strict();

export const STORE_IMPORT_STATUSES = [
  'pending',
  'imported',
  'held',
  'failed',
  'waiting-for-mapping',
] as const;

/** GET /api/v3/stores/{id}/imports?status=failed,waiting-for-mapping */
export const StoreImportsQuerySchema = z.object({
  status: z
    .string()
    .max(200)
    .optional()
    .transform((s) => (s ? s.split(',').map((x) => x.trim()) : null))
    .pipe(z.array(z.enum(STORE_IMPORT_STATUSES)).nullable()),
});

/** One store order and what became of it. */
export const StoreImportSchema = z.object({
  id: z.string(),
  externalOrderId: z.string(),
  externalOrderName: z.string(),
  status: z.enum(STORE_IMPORT_STATUSES),
  reason: z.string().nullable(),
  /** SKUs of the order no mapping covers (waiting-for-mapping). */
  unmappedSkus: z.array(z.string()),
  attempts: z.number().int(),
  orderId: z.string().nullable(),
  cartId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type StoreImport = z.infer<typeof StoreImportSchema>;
export const StoreImportListSchema = z.array(StoreImportSchema);

/** POST /api/v3/stores/{id}/mappings: what a store SKU is in Platen. */
export const SkuMappingRequestSchema = z
  .object({
    sku: z.string().trim().min(1).max(200),
    printableId: z.string().min(1).max(100),
    color: z.string().trim().min(1).max(100),
    size: z.string().trim().toLowerCase().min(1).max(40),
  })
  .strict();
export type SkuMappingRequest = z.infer<typeof SkuMappingRequestSchema>;
export const SkuMappingSchema = z.object({
  sku: z.string(),
  printableId: z.string(),
  color: z.string(),
  size: z.string(),
  externalProductId: z.string().nullable(),
  priceCents: z.number().int().nullable(),
});
export const SkuMappingListSchema = z.array(SkuMappingSchema);

/** POST /api/v3/stores/{id}/products: publish a saved printable to the store at a price (cents). */
export const PublishProductRequestSchema = z
  .object({
    printableId: z.string().min(1).max(100),
    price: z.number().int().min(1).max(10_000_00),
  })
  .strict();
export type PublishProductRequest = z.infer<typeof PublishProductRequestSchema>;

export const PublishedProductSchema = z.object({
  productId: z.string(),
  skus: z.array(z.object({ sku: z.string(), size: z.string(), color: z.string() })),
  priceCents: z.number().int(),
  /** Platen's cost of one piece at `quantity` pieces. */
  costCents: z.number().int(),
  quantity: z.number().int(),
  margin: z.object({ cents: z.number().int(), percent: z.number() }),
});
export type PublishedProduct = z.infer<typeof PublishedProductSchema>;

/** One store as staff see it (/ecommerce): its owner and health, with its failed imports and pushes counted. */
export const StaffStoreSchema = z.object({
  id: z.string(),
  ownerEmail: z.string().nullable(),
  platform: z.enum(STORE_PLATFORMS),
  shopDomain: z.string(),
  apiVersion: z.enum(WOOCOMMERCE_API_VERSIONS).nullable(),
  status: z.enum(['pending', 'connected', 'disconnected']),
  lastImportAt: z.iso.datetime().nullable(),
  failures: z.number().int(),
  lastError: z.string().nullable(),
  /** Imports failed or waiting for a SKU mapping. */
  failedImports: z.number().int(),
  /** Tracking or cancel pushes still waiting for the store, and those given up on. */
  pendingPushes: z.number().int(),
  failedPushes: z.number().int(),
  createdAt: z.iso.datetime(),
});

/** One failed (or waiting) import of any store, newest first. */
export const StaffFailedImportSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  shopDomain: z.string(),
  platform: z.enum(STORE_PLATFORMS),
  externalOrderName: z.string(),
  status: z.enum(STORE_IMPORT_STATUSES),
  reason: z.string().nullable(),
  attempts: z.number().int(),
  updatedAt: z.iso.datetime(),
});

/** GET /api/internal/stores: every store's health and the latest failed imports (staff, /ecommerce). */
export const StaffStoresOverviewSchema = z.object({
  stores: z.array(StaffStoreSchema),
  failedImports: z.array(StaffFailedImportSchema),
});
export type StaffStoresOverview = z.infer<typeof StaffStoresOverviewSchema>;
