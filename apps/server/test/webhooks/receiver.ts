import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST the receiver got. */
export interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  body: { id: string; type: string; createdAt: string; sequence: number; data: Record<string, unknown> };
  answered: number;
}

/**
 * A webhook receiver on a free port: records every POST and answers `answer(body, tries)` (tries = how many
 * times this event id arrived, this one included; -1 = never answer).
 */
export async function startReceiver(answer: (body: Received['body'], tries: number) => number = () => 200) {
  const got: Received[] = [];
  const tries = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = JSON.parse(raw) as Received['body'];
      const n = (tries.get(body.id) ?? 0) + 1;
      tries.set(body.id, n);
      const status = answer(body, n);
      got.push({ headers: req.headers, raw, body, answered: status });
      // -1: never answer (a receiver that hangs; the sender times out or dies waiting).
      if (status < 0) return;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    got,
    /** Accepted events, first arrival of each id only, in arrival order. */
    accepted() {
      const seen = new Set<string>();
      return got.filter((g) => g.answered < 300 && !seen.has(g.body.id) && seen.add(g.body.id));
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Waits until `check` is true (polling), or fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 20_000, what = 'condition') {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
