import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS } from '../ordering/support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { designOfColours, expectOneTotal, threeItemOrder, totalsOf } from './reprice-support.ts';

const targets = await testTargets();
const exec = promisify(execFile);

/** The text of a PDF (pdftotext, as the documents test reads invoices). */
async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'reprice-'));
  const file = path.join(dir, 'invoice.pdf');
  await writeFile(file, bytes);
  const text = (await exec('pdftotext', ['-layout', file, '-'])).stdout;
  await rm(dir, { recursive: true, force: true });
  return text;
}

describe.each(targets)('#28 order changes re-price on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp(target);
  });
  afterAll(async () => t?.close());

  const post = (c: Client, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: c.headers(), payload });
  const preview = async (c: Client, orderId: string, itemIndex?: number) => {
    const q = itemIndex === undefined ? '' : `?itemIndex=${itemIndex}`;
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/v2/order/${orderId}/cancelPreview${q}`,
      headers: c.headers(),
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { totalBefore: number; totalAfter: number; refund: number; dueCut: number };
  };
  const balance = async (c: Client) =>
    (await t.app.inject({ method: 'GET', url: '/api/v2/billing/balance', headers: c.headers() })).json()
      .balance as number;

  it('#28 a paid order: cancelling an item refunds what the re-quote takes off, as previewed; order, API, invoice revision and ledger agree', async () => {
    const buyer = await newClient(t.app, 'Reprice Paid');
    const orderId = await threeItemOrder(t.app, t.db, buyer);
    const start = await totalsOf(t.app, t.db, buyer, orderId);
    expect(start.status).toBe('paid');
    expectOneTotal(start);
    const p = await preview(buyer, orderId, 1);
    expect(p.totalBefore).toBe(start.stored);
    expect(p.refund).toBeGreaterThan(0);
    expect(p.dueCut).toBe(0);
    // The preview changed nothing.
    expect((await totalsOf(t.app, t.db, buyer, orderId)).stored).toBe(start.stored);
    const b0 = await balance(buyer);
    expect((await post(buyer, `/api/v2/order/${orderId}/cancelItem`, { itemIndex: 1 })).statusCode).toBe(200);
    const after = await totalsOf(t.app, t.db, buyer, orderId);
    expect(after.stored).toBe(p.totalAfter);
    expect(await balance(buyer)).toBe(b0 + p.refund);
    expect(after.invoice?.revision).toBe(2);
    expect(after.invoice?.revisions.map((r) => r.total)).toEqual([start.stored, p.totalAfter]);
    expectOneTotal(after);
    // The whole order: what is left comes back, and the total is 0 everywhere.
    const rest = await preview(buyer, orderId);
    expect(rest.refund).toBe(after.stored);
    expect((await post(buyer, `/api/v2/order/${orderId}/cancel`)).statusCode).toBe(200);
    const end = await totalsOf(t.app, t.db, buyer, orderId);
    expect(end.stored).toBe(0);
    expect(await balance(buyer)).toBe(b0 + p.refund + rest.refund);
    expectOneTotal(end);
    // The PDF is never silently stale: it says it is revision 3 and lists every revision with its reason.
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/v3/orders/${orderId}`, headers: buyer.headers() })
    ).json();
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v2/billing/invoice/${view.money.invoice.id}.pdf`,
      headers: buyer.headers(),
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Revised invoice: revision 3 of ${view.money.invoice.number}`);
    expect(text).toContain('Item 2 cancelled');
    expect(text).toContain('Order cancelled');
    expect(text).toMatch(/Total\s+\$0\.00/);
  });

  it('#28 an unpaid order: a cancelled item comes off the amount due, nothing goes through the ledger, the Pay now e-mail is sent again with the new amount', async () => {
    const buyer = await newClient(t.app, 'Reprice Unpaid', { funded: false });
    const orderId = await threeItemOrder(t.app, t.db, buyer);
    const start = await totalsOf(t.app, t.db, buyer, orderId);
    expect(start.status).toBe('unpaid');
    expect(start.amountDue).toBe(start.stored);
    const p = await preview(buyer, orderId, 0);
    expect(p.refund).toBe(0);
    expect(p.dueCut).toBeGreaterThan(0);
    expect((await post(buyer, `/api/v2/order/${orderId}/cancelItem`, { itemIndex: 0 })).statusCode).toBe(200);
    const after = await totalsOf(t.app, t.db, buyer, orderId);
    expect(after.amountDue).toBe(start.amountDue - p.dueCut);
    expect(after.net).toBe(0);
    expectOneTotal(after);
    const held = (
      await t.app.inject({ method: 'GET', url: '/api/v2/billing/held', headers: buyer.headers() })
    ).json();
    expect(held.orders.find((o: { orderId: string }) => o.orderId === orderId)?.total).toBe(after.stored);
    // The "Pay now" e-mail the customer holds is sent again with the new amount, the old one, why and the revision.
    const mail = await t.db.query<{ subject: string; body: string }>(
      "SELECT subject, body FROM email_outbox WHERE to_address = $1 AND kind = 'order-held-for-funds' ORDER BY created_at, id",
      [buyer.email],
    );
    expect(mail.rows).toHaveLength(2);
    const revised = mail.rows[1]!;
    expect(revised.subject).toBe(`Order ${orderId}: the amount due changed`);
    const dollars = (c: number) => `$${(c / 100).toFixed(2)}`;
    expect(revised.body).toContain(
      `changed (Item 1 cancelled): ${dollars(after.amountDue)} is now due before it goes to production, instead of ${dollars(start.amountDue)}.`,
    );
    expect(revised.body).toContain('(revision 2)');
    expect(revised.body).toMatch(/Pay now: https?:\/\/[^ ]+\/manager\/v2\/billing\/invoice\/[0-9a-f-]+/);
    // A preview moves nothing and sends nothing.
    await preview(buyer, orderId, 1);
    const again = await t.db.query('SELECT 1 FROM email_outbox WHERE to_address = $1', [buyer.email]);
    expect(again.rows).toHaveLength(2);
  });

  it('#28 a shipping method, an address and a design change re-quote the order; the difference goes through the ledger', async () => {
    const buyer = await newClient(t.app, 'Reprice Changes');
    const orderId = await threeItemOrder(t.app, t.db, buyer);
    const start = await totalsOf(t.app, t.db, buyer, orderId);
    const method = await post(buyer, `/api/v2/order/${orderId}/changeShippingMethod`, {
      shipmentIndex: 0,
      shippingMethod: 'ups-next-day-air',
    });
    expect(method.statusCode, method.body).toBe(200);
    const faster = await totalsOf(t.app, t.db, buyer, orderId);
    expect(faster.stored).toBeGreaterThan(start.stored);
    expect(method.json().totalCents).toBe(faster.stored);
    expectOneTotal(faster);
    const address = await post(buyer, `/api/v2/order/${orderId}/changeAddress`, {
      shipmentIndex: 0,
      address: { ...ADDRESS, city: 'New York', state: 'NY', zip: '10001' },
    });
    expect(address.statusCode, address.body).toBe(200);
    expectOneTotal(await totalsOf(t.app, t.db, buyer, orderId));
    const design = await post(buyer, `/api/v2/order/${orderId}/changeDesign`, {
      itemIndex: 2,
      designId: await designOfColours(t.db, buyer.userId, ['Black', 'White', 'Red', 'Blue']),
    });
    expect(design.statusCode, design.body).toBe(200);
    const end = await totalsOf(t.app, t.db, buyer, orderId);
    expect(end.stored).not.toBe(faster.stored);
    expect(end.invoice?.revision).toBeGreaterThanOrEqual(3);
    expectOneTotal(end);
  });

  it('#28 two cancels of one item at once refund it once', async () => {
    const buyer = await newClient(t.app, 'Reprice Race');
    const orderId = await threeItemOrder(t.app, t.db, buyer);
    const b0 = await balance(buyer);
    const before = (await totalsOf(t.app, t.db, buyer, orderId)).stored;
    const both = await Promise.all([
      post(buyer, `/api/v2/order/${orderId}/cancelItem`, { itemIndex: 2 }),
      post(buyer, `/api/v2/order/${orderId}/cancelItem`, { itemIndex: 2 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const credits = await t.db.query(
      "SELECT 1 FROM ledger_transactions WHERE order_id = $1 AND type = 'item-cancelled'",
      [orderId],
    );
    expect(credits.rows).toHaveLength(1);
    const after = await totalsOf(t.app, t.db, buyer, orderId);
    expect(await balance(buyer)).toBe(b0 + before - after.stored);
    expectOneTotal(after);
  });
});
