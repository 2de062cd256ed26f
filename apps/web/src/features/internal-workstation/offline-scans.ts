import type { ScanRequest } from '@platen/contracts';

/** A scan kept on the device until the server has answered it: its Idempotency-Key, the request, when queued. */
export interface QueuedScan {
  key: string;
  request: ScanRequest;
  queuedAt: number;
}

const DB_NAME = 'platen-station';
const STORE = 'scans';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE))
        req.result.createObjectStore(STORE, { keyPath: 'key' });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const r = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(r.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/**
 * The station's scan queue in IndexedDB: every scan is written here before it is sent (so a scan made while the
 * network is down, or whose answer was lost, survives a reload), and removed once the server answered it.
 */
export const offlineScans = {
  add: (s: QueuedScan) => run('readwrite', (store) => store.put(s)).then(() => undefined),
  remove: (key: string) => run('readwrite', (store) => store.delete(key)).then(() => undefined),
  /** Oldest first (scans are replayed in the order they were made). */
  all: async (): Promise<QueuedScan[]> =>
    ((await run('readonly', (store) => store.getAll())) as QueuedScan[]).sort(
      (a, b) => a.queuedAt - b.queuedAt,
    ),
};
