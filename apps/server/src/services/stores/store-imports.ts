import { STORE_CANCELLED_REASON } from './cancel-from-store.ts';
import type { SkuMappingRequest, StoreImport } from '@platen/contracts';
import {
  type Db,
  type JobQueue,
  type SkuMappingRow,
  type StoreImportRow,
  type StoreImportStatus,
  type StoreRow,
  storesRepository,
} from '@platen/db';
import { storeOrderOf, unmappedSkus } from '@platen/domain/stores/store-orders';
import { AppError, notFound } from '../../errors/app-error.ts';
import { ownStore } from './connect-store.ts';

function importView(
  platform: StoreRow['platform'],
  i: StoreImportRow,
  mappings: SkuMappingRow[],
): StoreImport {
  return {
    id: i.id,
    externalOrderId: i.externalOrderId,
    externalOrderName: i.externalOrderName,
    status: i.status,
    reason: i.reason,
    unmappedSkus:
      i.status === 'waiting-for-mapping' ? unmappedSkus(storeOrderOf(platform, i.payload), mappings) : [],
    attempts: i.attempts,
    orderId: i.orderId,
    cartId: i.cartId,
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
  };
}

/** GET /api/v3/stores/{id}/imports?status=: the store's imports, newest first, optionally by status. */
export async function listImports(
  db: Db,
  userId: string,
  storeId: string,
  statuses: StoreImportStatus[] | null,
) {
  const store = await ownStore(db, userId, storeId);
  const repo = storesRepository(db);
  const mappings = await repo.mappings(storeId);
  return (await repo.imports(storeId, statuses)).map((i) => importView(store.platform, i, mappings));
}

/**
 * POST /api/v3/stores/{id}/imports/{importId}/retry: a failed, waiting or held import runs again (a held one
 * is placed). An imported one is a 409.
 */
export async function retryImport(
  db: Db,
  jobs: JobQueue,
  importJob: string,
  userId: string,
  storeId: string,
  importId: string,
) {
  const store = await ownStore(db, userId, storeId);
  const repo = storesRepository(db);
  const imp = await repo.ownImport(storeId, importId);
  if (!imp) throw notFound('Import');
  if (imp.status === 'imported') throw new AppError('conflict', 'This store order was already imported.');
  if (imp.reason === STORE_CANCELLED_REASON) throw new AppError('conflict', STORE_CANCELLED_REASON);
  await jobs.send(importJob, { importId, ...(imp.status === 'held' ? { place: true } : {}) });
  return importView(store.platform, imp, await repo.mappings(storeId));
}

/** GET /api/v3/stores/{id}/mappings */
export async function listMappings(db: Db, userId: string, storeId: string) {
  await ownStore(db, userId, storeId);
  return storesRepository(db).mappings(storeId);
}

/**
 * POST /api/v3/stores/{id}/mappings: a store SKU is a printable of the user's in a colour and size; the
 * store's imports waiting for a mapping run again.
 */
export async function mapSku(
  db: Db,
  jobs: JobQueue,
  importJob: string,
  userId: string,
  storeId: string,
  req: SkuMappingRequest,
) {
  await ownStore(db, userId, storeId);
  const repo = storesRepository(db);
  const p = (await repo.printables(userId, [req.printableId]))[0];
  if (!p)
    throw new AppError('unprocessable', 'Choose one of your saved printables.', {
      issues: [{ path: 'printableId', code: 'not_found', message: 'Choose one of your saved printables.' }],
    });
  await repo.upsertMapping({ storeId, ...req });
  for (const importId of await repo.waitingImports(storeId)) await jobs.send(importJob, { importId });
  return (await repo.mappings(storeId)).find((m) => m.sku === req.sku)!;
}
