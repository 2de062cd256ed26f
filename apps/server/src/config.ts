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
  /** R-7-27: the card-payment provider's public (publishable) key embedded in the page; null when unset. */
  cardPaymentPublicKey?: string | null;
}

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The running version, from the root package.json. */
export const VERSION: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;

/**
 * Configuration comes from the environment only: PORT, HOST, DATABASE_URL, DATA_DIR, NODE_ENV,
 * CARD_PAYMENT_PUBLIC_KEY.
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
    env: nodeEnv,
    version: VERSION,
    webDist: path.join(root, 'apps/web/dist'),
    cardPaymentPublicKey: env.CARD_PAYMENT_PUBLIC_KEY?.trim() || null,
  };
}
