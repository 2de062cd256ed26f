import type { ScanRequest, ScanResult } from '@platen/contracts';
import {
  CONNECTIVITY_CHECK_MS,
  CONNECTIVITY_TIMEOUT_MS,
  signalBars,
  storageSyncMs,
} from '@platen/domain/floor/connectivity';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiError, isServerAnswer } from '@/api/base-api.ts';
import { useLazyStationPingQuery, useScanMutation } from './api/workstation.ts';
import { offlineScans } from './offline-scans.ts';

export type ScanOutcome =
  | { kind: 'done'; result: ScanResult }
  | { kind: 'refused'; message: string }
  | { kind: 'kept' };

/**
 * The station's link to the server: the signal (checked every 30 s and when the browser goes on or off line),
 * and scans that survive a dropped network: each is kept in IndexedDB with its own Idempotency-Key before it is
 * sent, removed once the server answered (done or refused), and the kept ones are sent again, oldest first,
 * every 10 s (3 s in development) until the server answers them.
 */
export function useStationLink() {
  const [scan] = useScanMutation();
  const [ping] = useLazyStationPingQuery();
  const [bars, setBars] = useState(5);
  const [waiting, setWaiting] = useState(0);
  const syncing = useRef(false);

  const refreshCount = useCallback(async () => setWaiting((await offlineScans.all()).length), []);

  /** Sends one kept scan; true when the server answered it (then it leaves the queue). */
  const send = useCallback(
    async (key: string, request: ScanRequest): Promise<ScanOutcome> => {
      const r = await scan({ request, key });
      if ('data' in r && r.data) {
        await offlineScans.remove(key);
        return { kind: 'done', result: r.data };
      }
      const err = ('error' in r ? r.error : null) as ApiError | null;
      if (err && isServerAnswer(err)) {
        await offlineScans.remove(key);
        return { kind: 'refused', message: err.message };
      }
      setBars(0);
      return { kind: 'kept' };
    },
    [scan],
  );

  const sync = useCallback(async () => {
    if (syncing.current) return;
    syncing.current = true;
    try {
      for (const q of await offlineScans.all()) if ((await send(q.key, q.request)).kind === 'kept') break;
    } finally {
      syncing.current = false;
      await refreshCount();
    }
  }, [send, refreshCount]);

  const check = useCallback(async () => {
    const t0 = performance.now();
    const r = await ping();
    const ms = performance.now() - t0;
    const ok = !r.error && ms < CONNECTIVITY_TIMEOUT_MS;
    setBars(ok ? signalBars(ms) : 0);
    if (ok) void sync();
  }, [ping, sync]);

  useEffect(() => {
    void refreshCount();
    void check();
    const checking = setInterval(() => void check(), CONNECTIVITY_CHECK_MS);
    const syncingTimer = setInterval(() => void sync(), storageSyncMs(import.meta.env.PROD));
    const online = () => void check();
    const offline = () => setBars(0);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      clearInterval(checking);
      clearInterval(syncingTimer);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [check, sync, refreshCount]);

  /** A new scan: kept on the device first, then sent (the answer, or "kept" when the network is down). */
  const submit = useCallback(
    async (request: ScanRequest): Promise<ScanOutcome> => {
      const key = crypto.randomUUID();
      await offlineScans.add({ key, request, queuedAt: Date.now() });
      // Scans made earlier go first: while some wait, this one waits behind them.
      if ((await offlineScans.all()).length > 1 || (bars === 0 && !navigator.onLine)) {
        await refreshCount();
        void sync();
        return { kind: 'kept' };
      }
      const out = await send(key, request);
      await refreshCount();
      return out;
    },
    [bars, send, sync, refreshCount],
  );

  return { bars, waiting, submit };
}
