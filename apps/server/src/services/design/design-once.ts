import type { DesignBody } from '@platen/contracts';
import type { DatabasePrintableRequest } from '@platen/contracts/entities';
import type { Db } from '@platen/db';
import type { PrintType } from '@platen/domain/entities/entities';
import { idempotentCreate } from '../idempotent-create.ts';
import { createDesign, createPrintable } from './design-service.ts';
import { listPrintables } from './printable-library.ts';

/** POST /api/v2|v3/design/{printType}: the SPA's design save, once per Idempotency-Key. */
export const createDesignOnce = (
  db: Db,
  userId: string,
  key: string | undefined,
  printType: PrintType,
  body: DesignBody,
) =>
  idempotentCreate(db, userId, key, { printType, body }, async (tx) => ({
    status: 201,
    body: await createDesign(tx, userId, printType, body),
  }));

/** POST /api/v3/printable: the SPA's printable save, once per Idempotency-Key. */
export const createPrintableOnce = (
  db: Db,
  userId: string,
  key: string | undefined,
  req: DatabasePrintableRequest,
) =>
  idempotentCreate(db, userId, key, req, async (tx) => ({
    status: 201,
    body: await createPrintable(tx, userId, req),
  }));

/** GET /api/v3/printable: a page of the user's printables (page/limit) and the totals for X-Count / X-Pages. */
export async function printablePage(db: Db, userId: string, page: number, limit: number) {
  const r = await listPrintables(db, userId, limit, (page - 1) * limit);
  return { rows: r.printables, count: r.total, pages: Math.ceil(r.total / limit) };
}
