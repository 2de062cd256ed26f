import type { StaffStoresOverview } from '@platen/contracts';
import { type Db, storesRepository } from '@platen/db';

/**
 * GET /api/internal/stores (staff, /ecommerce and /ecommerce/v2): every store's health (owner, platform, last
 * import, failures, failed imports, pushes waiting or given up) and the latest failed imports with their reason.
 * Never a token or key.
 */
export async function staffStoresOverview(db: Db): Promise<StaffStoresOverview> {
  const repo = storesRepository(db);
  const stores = await repo.staffStores();
  const failedImports = await repo.staffFailedImports();
  return {
    stores: stores.map((s) => ({
      id: s.id,
      ownerEmail: s.ownerEmail,
      platform: s.platform,
      shopDomain: s.shopDomain,
      apiVersion: s.apiVersion,
      status: s.status,
      lastImportAt: s.lastImportAt,
      failures: s.failures,
      lastError: s.lastError,
      failedImports: s.failedImports,
      pendingPushes: s.pendingPushes,
      failedPushes: s.failedPushes,
      createdAt: s.createdAt,
    })),
    failedImports,
  };
}
