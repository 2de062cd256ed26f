import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CatalogProductDoc, catalogRepository, createDb, migrate, readSeed } from '@platen/db';

/** p-th percentile (0..100) of a list of numbers, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * Sends `rate` requests per second for `seconds` (open loop: a slow answer does not delay the next request)
 * and returns each request's latency in ms. `make(i)` builds the i-th request.
 */
export async function fixedRate(
  rate: number,
  seconds: number,
  make: (i: number) => { url: string; init?: RequestInit },
): Promise<{ latencies: number[]; failures: number }> {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let failures = 0;
  const start = performance.now();
  const inflight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const { url, init } = make(i);
    const t0 = performance.now();
    inflight.push(
      fetch(url, init)
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.status >= 400) failures++;
          latencies.push(performance.now() - t0);
        })
        .catch(() => {
          failures++;
        }),
    );
  }
  await Promise.all(inflight);
  return { latencies, failures };
}

/** Registers a bench user and returns Basic-auth headers with its API key. */
export async function benchUser(base: string): Promise<Record<string, string>> {
  const email = `bench${Date.now()}${Math.random().toString(16).slice(2, 6)}@example.com`;
  const reg = await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench password 123', name: 'Bench' }),
  });
  // The API key is shown once, in the registration answer.
  const { apiKey } = (await reg.json()) as { apiKey: string };
  return { authorization: `Basic ${Buffer.from(`:${apiKey}`).toString('base64')}` };
}

const WORDS = [
  'Classic',
  'Premium',
  'Heavyweight',
  'Soft',
  'Vintage',
  'Performance',
  'Organic',
  'Essential',
  'Athletic',
  'Relaxed',
  'Urban',
  'Coastal',
  'Summit',
  'Harbor',
  'Canyon',
  'Prairie',
  'Metro',
  'Alpine',
];
const BRANDS = [
  'Gildan',
  'Bella+Canvas',
  'Next Level',
  'Comfort Colors',
  'Hanes',
  'Port & Company',
  'Champion',
  'Independent',
  'Yupoong',
  'Richardson',
  'Sport-Tek',
  'Alstyle',
  'Jerzees',
  'Fruit of the Loom',
  'Anvil',
  'District',
  'Allmade',
  'LAT',
];

/**
 * A PGlite data folder holding the migrated seed catalogue plus `extra` generated products (variations of the
 * seed products with other brands, styles and names), ready for a server started with DATA_DIR there.
 */
export async function dataDirWithProducts(extra: number): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platen-bench-catalog-'));
  const db = await createDb({ dataDir: path.join(dataDir, 'pglite') });
  await migrate(db);
  const { products } = readSeed<{ products: CatalogProductDoc[] }>('catalog.json');
  const repo = catalogRepository(db);
  let batch: CatalogProductDoc[] = [];
  for (let i = 0; i < extra; i++) {
    const base = products[i % products.length]!;
    const brand = BRANDS[(i * 7) % BRANDS.length]!;
    const style = `${brand.slice(0, 2).toUpperCase()}${1000 + i}`;
    const name = `${WORDS[i % WORDS.length]} ${WORDS[(i * 5 + 3) % WORDS.length]} ${base.name}`;
    batch.push({
      ...base,
      productId: `G${100000 + i}`,
      identifier: `${brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${style.toLowerCase()}`,
      brand,
      style,
      name,
    });
    if (batch.length === 500) {
      await repo.insertProducts(batch);
      batch = [];
    }
  }
  if (batch.length) await repo.insertProducts(batch);
  await db.close();
  return dataDir;
}
