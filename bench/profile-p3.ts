// `node --conditions=@platen/source --import tsx bench/profile-p3.ts [n]`: the P3 cart PATCH (replace /po on a
// 1-line cart) in this process on PGlite, n times through app.inject, printing CPU ms and SQL statements per
// PATCH. For profiling: PLATEN_PROFILE_OUT=file.cpuprofile profiles the measured PATCHes alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ORDERABLE_OPS } from '../apps/server/test/ordering/support.ts';
import { measured, profiledApp } from './profile-support.ts';

const n = Number(process.argv[2] ?? 2000);
const dataDir = mkdtempSync(path.join(tmpdir(), 'platen-profile-p3-'));
const { db, app, headers } = await profiledApp(dataDir);
const carts: { id: string; v: number }[] = [];
for (let i = 0; i < 10; i++) {
  const c = await app.inject({
    method: 'POST',
    url: '/api/order2/cart',
    headers: { authorization: headers.authorization },
  });
  const id = c.json()._id as string;
  const p = await app.inject({
    method: 'PATCH',
    url: `/api/order2/cart/${id}`,
    headers,
    payload: { _v: 0, _d: ORDERABLE_OPS },
  });
  if (p.statusCode !== 200) throw new Error(`build cart: ${p.statusCode} ${p.body.slice(0, 300)}`);
  carts.push({ id, v: 1 });
}
let sent = 0;
const patch = async () => {
  const cart = carts[sent % carts.length]!;
  sent++;
  const r = await app.inject({
    method: 'PATCH',
    url: `/api/order2/cart/${cart.id}`,
    headers,
    payload: JSON.stringify({ _v: cart.v, _d: [{ op: 'replace', path: '/po', value: `po-${sent}` }] }),
  });
  if (r.statusCode !== 200) throw new Error(`patch: ${r.statusCode} ${r.body}`);
  cart.v = r.json()._v as number;
};
for (let i = 0; i < 300; i++) await patch();
const m = await measured(n, () => db.statements(), patch);
console.log(
  `cpu ms/patch ${m.cpuMs.toFixed(3)}; wall ms/patch ${m.wallMs.toFixed(3)}; sql/patch ${m.sqlPer.toFixed(2)}`,
);
await app.close();
await db.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
