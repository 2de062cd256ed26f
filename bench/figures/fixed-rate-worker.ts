// fixedRate (print-bench-support.ts) in a worker thread of its own: the latencies it measures are the server's
// and the network's, not stalls of the thread that also drives the image sandboxes (bench F4R). The thread runs
// at a real-time priority where the system allows it: the renders share its core (the sandbox keeps them off the
// server's), and a client on another machine would not wait for them to give the core back.
import { spawnSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { fixedRate } from './print-bench-support.ts';

try {
  const tid = readlinkSync('/proc/thread-self').split('/').pop();
  if (tid) spawnSync('chrt', ['-f', '-p', '10', tid], { stdio: 'ignore' });
} catch {
  // Best effort: without /proc or chrt the client runs at normal priority.
}
const { rate, seconds, url } = workerData as { rate: number; seconds: number; url: string };
// A second at the same rate first, not timed: a new thread's first requests open connections and compile the
// client (20-50 ms each), and with 240 requests a round those few were its p99, idle or rendering alike.
await fixedRate(rate, 1, () => ({ url }));
parentPort!.postMessage(await fixedRate(rate, seconds, () => ({ url })));
