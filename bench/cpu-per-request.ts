// `node --import tsx bench/cpu-per-request.ts [rounds]`: server CPU time (user + system, from /proc) per request
// for the P2 cart GET and for the bare node:http hello-world, each under the same autocannon load. Less sensitive
// to a loaded machine than req/s: it counts the CPU the server spent, not the time it waited for a core.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { makeCart, ONE_LINE_OPS, signUp } from './figures/p3-patch-load.ts';
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

await pinSelf(1);
const rounds = Number(process.argv[2] ?? 3);
const hello = await startHelloWorld();
// CPU_PROF_DIR=dir: the server writes a V8 CPU profile there when it stops.
const prof = process.env.CPU_PROF_DIR;
const server = await startRealServer({}, prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : []);
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
process.exit(0);
