import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { formatDollars } from '@platen/domain/money/format-dollars';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../lifecycle/support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { orderOf, staffCredit } from './support.ts';

const run = promisify(execFile);
// Documents do not depend on the database kind: PGlite only.
const [pglite] = await testTargets();

/** Renders every page with pdftoppm (it must open) and returns the PDF's text. */
async function readPdf(dir: string, bytes: Buffer): Promise<string> {
  const file = path.join(dir, `doc-${Date.now()}.pdf`);
  await writeFile(file, bytes);
  await run('pdftoppm', ['-r', '40', '-png', file, path.join(dir, 'page')]);
  const png = await readFile(path.join(dir, 'page-1.png'));
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return (await run('pdftotext', ['-layout', file, '-'])).stdout;
}

describe('invoices and statements as documents', () => {
  let t: TestApp;
  let dir: string;
  let cs: Client;
  let buyer: Client;
  beforeAll(async () => {
    t = await openApp(pglite!);
    dir = await mkdtemp(path.join(tmpdir(), 'platen-docs-'));
    cs = await staffClient(t.app, 'cs@platen.test');
    buyer = await newClient(t.app, 'Statement Buyer', { funded: false });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: buyer.headers() });

  it('#19.4 the invoice PDF opens and its total is the order debit; the statement PDF and CSV open/close on the ledger', async () => {
    await staffCredit(t.app, cs, buyer.userId, 10_000, 'check');
    const orderId = await orderOf(t.db, buyer.userId, 4321);
    await orderOf(t.db, buyer.userId, 1234);
    await t.app.inject({
      method: 'POST',
      url: `/api/v2/order/${orderId}/cancel`,
      headers: buyer.headers(),
      payload: {},
    });

    const invoices = (await get('/api/v2/billing/invoice')).json() as {
      id: string;
      orderId: string;
      number: string;
      total: number;
    }[];
    const inv = invoices.find((i) => i.orderId === orderId)!;
    const pdf = await get(`/api/v2/billing/invoice/${inv.id}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await readPdf(dir, pdf.rawPayload);
    expect(text).toContain(inv.number);
    const debit = (await get('/api/v2/billing/transactions?type=order')).json() as {
      orderId: string;
      amount: number;
    }[];
    // Issue 28: the cancelled order's invoice is revised to 0; revision 1 is what the order debit paid.
    expect(debit.find((d) => d.orderId === orderId)!.amount).toBe(4321);
    expect(inv.total).toBe(0);
    expect(text).toMatch(new RegExp(`Total\\s+\\${formatDollars(inv.total)}`));
    expect(text).toContain(`Revised invoice: revision 2 of ${inv.number}`);
    expect(text).toMatch(/Revision 1 \(\d{4}-\d\d-\d\d\): \$43\.21 - as issued/);
    expect(text).toContain('Order cancelled');

    const month = new Date().toISOString().slice(0, 7);
    const s = (await get(`/api/v2/billing/statement?month=${month}`)).json();
    const ledger = (await get('/api/v2/billing/balance')).json();
    expect(s.opening).toBe(0);
    expect(s.closing).toBe(ledger.balance);
    expect(s.closing).toBe(10_000 - 1234);
    expect(s.transactions).toHaveLength(4);
    const sPdf = await get(`/api/v2/billing/statement.pdf?month=${month}`);
    const sText = await readPdf(dir, sPdf.rawPayload);
    expect(sText).toMatch(new RegExp(`Closing balance\\s+\\${formatDollars(ledger.balance)}`));
    expect(sText).toContain('Opening balance');
    const csv = await get(`/api/v2/billing/statement.csv?month=${month}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body.trim().split('\r\n');
    expect(rows).toHaveLength(1 + 1 + 4 + 1);
    expect(rows.at(-1)).toBe(`,,,closing-balance,,,,${(ledger.balance / 100).toFixed(2)}`);
    // The amounts of the CSV sum to the closing balance.
    const sum = rows.slice(2, -1).reduce((acc, r) => acc + Math.round(Number(r.split(',')[6]) * 100), 0);
    expect(sum).toBe(ledger.balance);
    // Another account's invoice is a 404; a bad month a 400.
    const other = await newClient(t.app, 'Nosy');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v2/billing/invoice/${inv.id}`,
          headers: other.headers(),
        })
      ).statusCode,
    ).toBe(404);
    expect((await get('/api/v2/billing/statement?month=2026-13')).statusCode).toBe(400);
  });
});
