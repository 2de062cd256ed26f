import {
  type Db,
  type JobDefinition,
  type JobQueue,
  onStoreFulfillments,
  storesRepository,
} from '@platen/db';
import { importStoreOrder } from '../services/stores/import-store-order.ts';
import { pushStoreFulfillment } from '../services/stores/push-fulfillment.ts';
import { type StoreSettings, storeSettings } from '../services/stores/store-settings.ts';

export const STORE_IMPORT = 'stores.import-order';
export const STORE_FULFILLMENT = 'stores.push-fulfillment';

/** One store order to import (`place`: a held import placed on the reseller's retry). */
export interface StoreImportJob {
  importId: string;
  place?: boolean;
}

/** Store order imports and tracking pushes, both idempotent, retried with backoff. */
export function storeJobs(db: Db, settings: StoreSettings = storeSettings()): JobDefinition<unknown>[] {
  const imports: JobDefinition<StoreImportJob> = {
    name: STORE_IMPORT,
    // Batches of 10 so a burst is fetched back to back (a batch of 1 waits the poll interval between jobs:
    // bench I1 measured 0.7 orders/s); each job of a batch settles on its own.
    batchSize: 10,
    retryLimit: 5,
    retryDelaySeconds: settings.retryDelaySeconds,
    async run(job) {
      await importStoreOrder(db, job.data.importId, job.data.place ? { place: true } : {});
    },
  };
  const pushes: JobDefinition<{ fulfillmentId: string }> = {
    name: STORE_FULFILLMENT,
    // A store down for a while: 8 tries over about an hour and a half at the default delay.
    retryLimit: 8,
    retryDelaySeconds: settings.retryDelaySeconds,
    retryDelayMaxSeconds: 1800,
    async run(job) {
      await pushStoreFulfillment(db, settings, job.data.fulfillmentId);
    },
  };
  return [imports, pushes] as JobDefinition<unknown>[];
}

/** One job per fulfillment row (its id is `sf_<uuid>`): the nudge and the start's sweep never push twice. */
const fulfillmentJobId = (id: string) => id.replace(/^sf_/, '');

/**
 * Fulfillments queued by a packing commit go to the queue at once; a working process also sends, when it
 * starts, the fulfillments and imports whose send was lost (a stop between commit and send).
 */
export function startStoreDispatch(db: Db, queue: JobQueue, working: boolean): () => void {
  const send = (ids: string[]) =>
    queue
      .sendMany(
        STORE_FULFILLMENT,
        ids.map((fulfillmentId) => ({ data: { fulfillmentId }, id: fulfillmentJobId(fulfillmentId) })),
      )
      .catch(() => {});
  const off = onStoreFulfillments((ids) => void send(ids));
  if (working) {
    const repo = storesRepository(db);
    void repo
      .pendingFulfillments(500)
      .then((ids) => (ids.length ? send(ids) : undefined))
      .catch(() => {});
    // Imports are idempotent (one cart, the placement keyed by the import): running one twice places once.
    void repo
      .pendingImports(500)
      .then((ids) =>
        queue.sendMany(
          STORE_IMPORT,
          ids.map((importId) => ({ data: { importId } })),
        ),
      )
      .catch(() => {});
  }
  return off;
}
