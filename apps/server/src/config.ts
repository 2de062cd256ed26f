import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  env: 'development' | 'production' | 'test';
  version: string;
  /** Built SPA (index.html + assets). */
  webDist: string;
  /** S3_URL: files go to this S3-compatible bucket instead of DATA_DIR/files (see storage/s3-file-store.ts). */
  s3Url?: string | undefined;
  /** JOBS_IN_WEB (default on): the web process runs job handlers too; off on web nodes beside `npm run worker`. */
  jobsInWeb?: boolean;
  /** R-7-27: the card-payment provider's public (publishable) key embedded in the page; null when unset. */
  cardPaymentPublicKey?: string | null;
}

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The running version, from the root package.json. */
export const VERSION: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;

/**
 * Configuration comes from the environment only: PORT, HOST, DATABASE_URL, DATA_DIR, S3_URL, JOBS_IN_WEB,
 * NODE_ENV, CARD_PAYMENT_PUBLIC_KEY.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    s3Url: env.S3_URL || undefined,
    jobsInWeb: !/^(off|false|0|no)$/i.test(env.JOBS_IN_WEB ?? ''),
    env: nodeEnv,
    version: VERSION,
    webDist: path.join(root, 'apps/web/dist'),
    cardPaymentPublicKey: env.CARD_PAYMENT_PUBLIC_KEY?.trim() || null,
  };
}
