// `node --conditions=@platen/source --import tsx bench/profile-p5.ts [n]`: the P5 100-item bulk quote
// in this process on the figure's catalogue (10,000 generated products unless argv[3] says), n times, printing CPU ms per quote. For profiling.
import { rmSync } from 'node:fs';
import { quote100 } from './figures/p5-quote-search.ts';
import { dataDirWithProducts } from './figures/print-bench-support.ts';
import { measured, profiledApp } from './profile-support.ts';

const n = Number(process.argv[2] ?? 200);
const dataDir = await dataDirWithProducts(Number(process.argv[3] ?? 10_000));
const { db, app, headers } = await profiledApp(dataDir, { seed: true });
const body = JSON.stringify(quote100());
const quote = () => app.inject({ method: 'POST', url: '/api/print/quote/bulk', headers, payload: body });
const first = await quote();
const answer = first.json();
console.log(
  'status',
  first.statusCode,
  'total',
  answer.totalCents ?? answer.total,
  'issues',
  answer.issues?.length,
);
for (let i = 0; i < 30; i++) await quote();
const m = await measured(
  n,
  () => db.statements(),
  async () => {
    await quote();
  },
);
console.log(
  `cpu ms/quote ${m.cpuMs.toFixed(2)}; wall ms/quote ${m.wallMs.toFixed(2)}; sql/quote ${m.sqlPer.toFixed(1)}`,
);
await app.close();
await db.close();
rmSync(dataDir, { recursive: true, force: true });
