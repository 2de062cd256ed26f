/** R-9-10/11: how often local state is synced to storage, by environment. */
export const STORAGE_SYNC_INTERVAL_MS = { development: 3000, production: 10_000 } as const;

/** Sync interval for an environment name; anything but "development" gets the production value (less load). */
export const storageSyncInterval = (env: string | null | undefined): number =>
  env === 'development' ? STORAGE_SYNC_INTERVAL_MS.development : STORAGE_SYNC_INTERVAL_MS.production;
