// fixedRate (print-bench-support.ts) in a worker thread of its own: the latencies it measures are the server's
// and the network's, not stalls of the thread that also drives the image sandboxes (bench F4R).
import { parentPort, workerData } from 'node:worker_threads';
import { fixedRate } from './print-bench-support.ts';

const { rate, seconds, url } = workerData as { rate: number; seconds: number; url: string };
parentPort!.postMessage(await fixedRate(rate, seconds, () => ({ url })));
