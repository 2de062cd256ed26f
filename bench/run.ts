// `npm run bench [-- P1 P8 ...]`: runs the figures, prints them, and writes bench/results.json. Never asserts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { f1 } from './figures/f1-scans.ts';
import { f2 } from './figures/f2-floor.ts';
import { f4 } from './figures/f4-print-files.ts';
import { f4Rendering } from './figures/f4-api-while-rendering.ts';
import { g1 } from './figures/g1-graphql.ts';
import { f3 } from './figures/f3-batch-tickets.ts';
import { h1Converters } from './figures/h1-health-under-converters.ts';
import { h1 } from './figures/h1-login-under-upload-attack.ts';
import { i1 } from './figures/i1-store-imports.ts';
import { j1 } from './figures/j1-jobs.ts';
import { l1 } from './figures/l1-order-lists.ts';
import { l2 } from './figures/l2-staff-pages.ts';
import { p1 } from './figures/p1-health.ts';
import { p2 } from './figures/p2-cart-get.ts';
import { p3 } from './figures/p3-patch-load.ts';
import { p4Patch } from './figures/p4-patch-size.ts';
import { p6 } from './figures/p6-pglite-vs-postgres.ts';
import { p4Domain } from './figures/p4-domain.ts';
import { p5 } from './figures/p5-quote-search.ts';
import { p7 } from './figures/p7-mockups.ts';
import { p8 } from './figures/p8-bundle.ts';
import { p8Editor } from './figures/p8-editor.ts';
import { q1 } from './figures/q1-reports.ts';
import { p8Lighthouse } from './figures/p8-lighthouse.ts';
import { s1Lighthouse } from './figures/s1-lighthouse.ts';
import { w1 } from './figures/w1-webhooks.ts';
import { type Figure, pinSelf, root } from './lib.ts';

/** Every figure, in the order they run. Later issues add theirs here. */
const figures: Figure[] = [
  p1,
  p4Domain,
  p8,
  p8Lighthouse,
  p8Editor,
  p5,
  p7,
  p2,
  p3,
  p4Patch,
  p6,
  h1,
  h1Converters,
  j1,
  s1Lighthouse,
  l1,
  l2,
  w1,
  f1,
  f2,
  f4,
  f4Rendering,
  g1,
  f3,
  i1,
  q1,
];

await pinSelf(1);
const wanted = process.argv.slice(2).map((s) => s.toUpperCase());
const file = path.join(root, 'bench/results.json');
const results: Record<string, Record<string, unknown>> = existsSync(file)
  ? JSON.parse(readFileSync(file, 'utf8'))
  : {};

for (const f of figures) {
  const key = f.key ?? f.id;
  if (wanted.length && !wanted.includes(f.id) && !wanted.includes(key)) continue;
  console.log(`\n${f.id}: ${f.title}`);
  try {
    const r = await f.run();
    results[key] = { ...(results[key] ?? {}), ...r, measured_at: new Date().toISOString() };
    for (const [k, v] of Object.entries(r)) console.log(`  ${key}.${k} = ${v}`);
  } catch (err) {
    console.log(`  ${f.id} failed: ${(err as Error).message}`);
    results[key] = { ...(results[key] ?? {}), error: (err as Error).message };
  }
}
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
process.exit(0);
