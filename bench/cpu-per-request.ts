// `node --import tsx bench/cpu-per-request.ts [rounds] [get|patch|patch-pg|quote]`: server CPU time (user + system,
// from /proc) per request. Less sensitive to a loaded machine than latency or req/s: it counts the CPU the server
// spent, not the time it waited for a core.
// - get (default): the P2 cart GET and the bare node:http hello-world, each under the same autocannon load.
// - patch / patch-pg: the P3 workload (cart PATCH at 200 req/s over 10 carts) on PGlite / on PostgreSQL (P6).
// - quote: the P5 100-item bulk quote at 50 req/s on the figure's 10,000-product catalogue.
// patch and quote subtract the server's idle CPU (job polling) measured over as long just before.
import { readFileSync, rmSync } from 'node:fs';
import { testTargets } from '@platen/db/testing';
import autocannon from 'autocannon';
import { makeCart, ONE_LINE_OPS, patchAtRate, signUp } from './figures/p3-patch-load.ts';
import { quote100 } from './figures/p5-quote-search.ts';
import { benchUser, dataDirWithProducts, fixedRate } from './figures/print-bench-support.ts';
import { type BenchServer, pinSelf, startHelloWorld, startRealServer } from './lib.ts';

const TICK_US = 1e6 / 100; // USER_HZ

function cpuUs(pid: number): number {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * TICK_US; // utime, stime
}

async function perRequest(s: BenchServer, url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, headers, connections: 10, amount: 20_000 }); // warm-up
  const before = cpuUs(s.pid!);
  const r = await autocannon({ url, headers, connections: 10, amount: 60_000 });
  const used = cpuUs(s.pid!) - before;
  if (r.non2xx || r.errors) throw new Error(`non-2xx ${r.non2xx}, errors ${r.errors}`);
  return used / r.requests.total;
}

/** Server CPU µs per request of `work` (which returns how many requests it sent), less the idle CPU of as long. */
async function perRequestLessIdle(s: BenchServer, work: () => Promise<number>) {
  const i0 = cpuUs(s.pid!);
  const t0 = performance.now();
  const n = await work();
  const ms = performance.now() - t0;
  const used = cpuUs(s.pid!) - i0;
  const idle0 = cpuUs(s.pid!);
  await new Promise((r) => setTimeout(r, ms));
  const idle = cpuUs(s.pid!) - idle0;
  return { perRequest: (used - idle) / n, raw: used / n, idlePerSecond: (idle / ms) * 1000 };
}

const show = (label: string, r: { perRequest: number; raw: number; idlePerSecond: number }) =>
  console.log(
    `${label} ${r.perRequest.toFixed(0)} µs CPU (${r.raw.toFixed(0)} with idle work; idle ${(r.idlePerSecond / 1000).toFixed(1)} ms CPU/s)`,
  );

async function getRounds(rounds: number) {
  const hello = await startHelloWorld();
  // CPU_PROF_DIR=dir: the server writes a V8 CPU profile there when it stops.
  const server = await startRealServer({}, profArgs());
  try {
    const a = await signUp(server.url);
    const id = await makeCart(server.url, a, ONE_LINE_OPS);
    for (let i = 0; i < rounds; i++) {
      const h = await perRequest(hello, `${hello.url}/`);
      const c = await perRequest(server, `${server.url}/api/order2/cart/${id}`, a.auth);
      console.log(`hello ${h.toFixed(1)} µs, cart GET ${c.toFixed(1)} µs, ratio ${(h / c).toFixed(3)}`);
    }
  } finally {
    await hello.stop();
    await server.stop();
  }
}

const profArgs = () => {
  const prof = process.env.CPU_PROF_DIR;
  return prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : [];
};

async function patchRounds(rounds: number, env: Record<string, string>, label: string) {
  const server = await startRealServer(env, profArgs());
  try {
    const a = await signUp(server.url);
    const carts: string[] = [];
    for (let i = 0; i < 10; i++) carts.push(await makeCart(server.url, a, ONE_LINE_OPS));
    await patchAtRate(server.url, a, carts, 200, 1000);
    for (let i = 0; i < rounds; i++) {
      const r = await perRequestLessIdle(server, async () => {
        const res = await patchAtRate(server.url, a, carts, 200, 10_000);
        console.log(`  p50 ${res.p50} ms, p99 ${res.p99} ms, non-200 ${res.non200}`);
        return res.sent;
      });
      show(`${label} PATCH`, r);
    }
  } finally {
    await server.stop();
  }
}

async function quoteRounds(rounds: number) {
  const dataDir = await dataDirWithProducts(10_000);
  const server = await startRealServer({ DATA_DIR: dataDir }, profArgs());
  try {
    const auth = await benchUser(server.url);
    const body = JSON.stringify(quote100());
    const req = () => ({
      url: `${server.url}/api/print/quote/bulk`,
      init: { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body },
    });
    await fixedRate(50, 2, req);
    for (let i = 0; i < rounds; i++) {
      const r = await perRequestLessIdle(server, async () => {
        const res = await fixedRate(50, 10, req);
        const sorted = [...res.latencies].sort((x, y) => x - y);
        const q = (f: number) =>
          sorted[Math.min(sorted.length - 1, Math.ceil(f * sorted.length) - 1)]?.toFixed(2);
        console.log(`  p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, failures ${res.failures}`);
        return res.latencies.length + res.failures;
      });
      show('quote', r);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await pinSelf(1);
const rounds = Number(process.argv[2] ?? 3);
const which = process.argv[3] ?? 'get';
if (which === 'get') await getRounds(rounds);
else if (which === 'patch') await patchRounds(rounds, {}, 'PGlite');
else if (which === 'patch-pg') {
  const pg = (await testTargets()).find((t) => t.kind === 'postgres');
  if (!pg) throw new Error('no PostgreSQL reachable (DATABASE_URL or 127.0.0.1:5432)');
  const { url, drop } = await pg.open();
  try {
    await patchRounds(rounds, { DATABASE_URL: url as string }, 'PostgreSQL');
  } finally {
    await drop();
  }
} else if (which === 'quote') await quoteRounds(rounds);
else throw new Error(`unknown mode ${which}: get, patch, patch-pg or quote`);
process.exit(0);
