import path from 'node:path';
import { createDb, catalogRepository, pricingRepository } from '@platen/db';
import { dataDirWithProducts } from './figures/print-bench-support.ts';
import { seed } from '../apps/server/src/services/seed.ts';
const dir = process.env.DIR ?? (await dataDirWithProducts(10_000));
console.log('dir', dir);
const db = await createDb({ dataDir: path.join(dir, 'pglite') });
await seed(db);
const ids = ['gildan-5000', 'bella-canvas-3001', 'yupoong-6089', 'ceramic-mug', 'iphone-16-pro-case', 'matte-poster-24x36'];
async function time(name: string, f: () => unknown, n = 50) {
  for (let i = 0; i < 5; i++) await f();
  const u0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < n; i++) await f();
  const u = process.cpuUsage(u0);
  console.log(name.padEnd(16), 'wall', ((performance.now() - t0) / n).toFixed(2), 'cpu', ((u.user + u.system) / 1000 / n).toFixed(2));
}
await time('productsPriced', () => catalogRepository(db).productsPriced(ids));
await time('products', () => catalogRepository(db).products(ids));
await time('tables', () => pricingRepository(db).tables());
const r = await db.query(`EXPLAIN ANALYZE SELECT p.doc, (SELECT json_object_agg(b.size, b.cents) FROM blank_prices b WHERE b.product_id = p.product_id) AS prices
           FROM catalog_products p WHERE p.product_id = ANY(ARRAY(SELECT product_id FROM catalog_products WHERE identifier = ANY($1::text[])) || $1::text[])`, [ids]);
console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
await db.close();
process.exit(0);
