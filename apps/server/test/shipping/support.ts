import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '@platen/db';
import type { FastifyInstance } from 'fastify';
import { appendOrderFacts } from '../../src/services/shipping/order-facts.ts';
import { signTrackingBody } from '../../src/services/shipping/tracking-signature.ts';
import type { Client } from '../support/harness.ts';

/** The text of a PDF (poppler's pdftotext) and its page size in points; throws when it is not a valid PDF. */
export function readPdf(bytes: Buffer): { text: string; width: number; height: number; pages: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'platen-pdf-'));
  try {
    const file = path.join(dir, 'f.pdf');
    writeFileSync(file, bytes);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    return { text, width: Number(size?.[1]), height: Number(size?.[2]), pages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Moves an approved (artwork-created) order into printing, as the floor's first scan does. */
export async function startPrinting(db: Db, orderId: string) {
  await db.transaction((tx) =>
    appendOrderFacts(
      tx,
      orderId,
      (s) =>
        s.status === 'artwork-created'
          ? [{ name: 'printing', itemIndex: null, data: { from: 'artwork-created', to: 'printing' } }]
          : [],
      null,
    ),
  );
}

/** POST /api/v3/tracking/{carrier} signed with `secret` (or a given header). */
export function postTracking(
  app: FastifyInstance,
  secret: string,
  carrier: string,
  body: unknown,
  header?: string,
) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: `/api/v3/tracking/${carrier}`,
    headers: {
      'content-type': 'application/json',
      'platen-tracking-signature': header ?? signTrackingBody(secret, raw),
    },
    payload: raw,
  });
}

/** GET as a client. */
export const getAs = (app: FastifyInstance, c: Client, url: string) =>
  app.inject({ method: 'GET', url, headers: c.headers() });
