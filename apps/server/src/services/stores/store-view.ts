import type { Store } from '@platen/contracts';
import type { StoreRow } from '@platen/db';

/** The store as its owner sees it: health figures, never the token. */
export function storeView(s: StoreRow): Store {
  return {
    id: s.id,
    platform: s.platform,
    shopDomain: s.shopDomain,
    apiVersion: s.apiVersion,
    status: s.status,
    token: s.accessTokenEnc ? 'present' : 'missing',
    autoSubmit: s.autoSubmit,
    lastImportAt: s.lastImportAt,
    failures: s.failures,
    lastError: s.lastError,
    installUrl:
      s.platform === 'shopify' && s.status === 'pending'
        ? `/ecommerce/shopify/install?shop=${encodeURIComponent(s.shopDomain)}`
        : null,
    createdAt: s.createdAt,
  };
}
