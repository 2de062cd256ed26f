import type { Db, StoreRow } from '@platen/db';
import { shopifyPrice, shopifyTrackingCompany } from '@platen/domain/stores/store-orders';
import { shopifyAdmin } from './shopify-admin.ts';
import type { ShopifyApp } from './shopify-app.ts';
import type { StoreSettings } from './store-settings.ts';
import { openToken, storeTokenKey } from './token-seal.ts';
import type { WooCommerceCredentials } from './woocommerce-api.ts';
import { wooCommerceStore } from './woocommerce-store.ts';

/** A product to publish: one variant per size of the printable's colour, each with its Platen SKU. */
export interface StoreProduct {
  title: string;
  color: string;
  variants: { size: string; sku: string; priceCents: number }[];
}
export interface StoreTracking {
  carrier: string;
  numbers: string[];
  url: string | null;
}

/**
 * What the use-cases (publish, tracking push, cancel push) ask of a store, whatever its platform: each
 * platform is an adapter over its own client library. Null: the store cannot be called (not connected, or
 * its platform is not configured on this server).
 */
export interface StorePlatform {
  name: 'Shopify' | 'WooCommerce';
  createProduct(p: StoreProduct): Promise<string>;
  pushTracking(externalOrderId: string, t: StoreTracking): Promise<string | null>;
  cancelOrder(externalOrderId: string): Promise<string | null>;
}

export async function storePlatform(
  db: Db,
  settings: StoreSettings,
  store: StoreRow,
  shopify: ShopifyApp | null,
): Promise<StorePlatform | null> {
  if (store.status !== 'connected' || !store.accessTokenEnc) return null;
  const secret = openToken(await storeTokenKey(db, settings), store.accessTokenEnc);
  if (store.platform === 'woocommerce') return wooCommercePlatform(wooCredentials(store, secret));
  return shopify ? shopifyPlatform(shopify, store.shopDomain, secret) : null;
}

/** A WooCommerce store's credentials: its address and API version, the keys sealed together. */
export function wooCredentials(store: StoreRow, sealedOpen: string): WooCommerceCredentials {
  const { key, secret } = JSON.parse(sealedOpen) as { key: string; secret: string };
  return { url: store.shopDomain, key, secret, version: store.apiVersion ?? 'current' };
}

function shopifyPlatform(app: ShopifyApp, shop: string, token: string): StorePlatform {
  const admin = shopifyAdmin(app, shop, token);
  return {
    name: 'Shopify',
    createProduct: (p) =>
      admin.createProduct({
        title: p.title,
        variants: p.variants.map((v) => ({
          size: v.size.toUpperCase(),
          sku: v.sku,
          price: shopifyPrice(v.priceCents),
        })),
      }),
    pushTracking: (orderId, t) =>
      admin.createFulfillment(orderId, {
        company: shopifyTrackingCompany(t.carrier),
        numbers: t.numbers,
        url: t.url,
      }),
    cancelOrder: (orderId) => admin.cancelOrder(orderId),
  };
}

function wooCommercePlatform(c: WooCommerceCredentials): StorePlatform {
  const woo = wooCommerceStore(c);
  return {
    name: 'WooCommerce',
    createProduct: (p) =>
      woo.createProduct({
        title: p.title,
        color: p.color,
        variants: p.variants.map((v) => ({
          size: v.size.toUpperCase(),
          sku: v.sku,
          price: shopifyPrice(v.priceCents),
        })),
      }),
    pushTracking: (orderId, t) => woo.pushTracking(orderId, t),
    cancelOrder: (orderId) => woo.cancelOrder(orderId),
  };
}
