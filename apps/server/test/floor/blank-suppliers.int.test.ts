import { blanksRepository } from '@platen/db';
import { FACILITY_CODES } from '@platen/domain/operations/facilities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankSuppliersFromEnv } from '../../src/services/blank-suppliers/supplier-config.ts';
import { promoStandardsClient } from '../../src/services/blank-suppliers/promostandards-client.ts';
import { syncBlankSuppliers } from '../../src/services/blank-suppliers/sync-blank-suppliers.ts';
import type { SupplierPorts } from '../../src/services/blank-suppliers/supplier-ports.ts';
import { createMailer } from '../../src/services/mail/mailer.ts';
import { sendBlankOrders } from '../../src/services/floor/send-blank-orders.ts';
import { floorStaff, staffClient } from '../lifecycle/support.ts';
import { TEST_DESIGN_WARNINGS } from '../ordering/support.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { startPromoStandardsSupplier } from '../support/promostandards-supplier.ts';
import { startSmtp } from '../support/smtp.ts';
import { firstVariant, placedOrderOf } from './support.ts';

const targets = await testTargets();
const waitFor = async <T>(what: string, read: () => Promise<T | null | undefined | false>): Promise<T> => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const v = await read();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe.each(targets)('blank suppliers on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let cs: Client;
  let operator: Client;
  let lead: Client;
  let sanmar: Awaited<ReturnType<typeof startPromoStandardsSupplier>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let ports: SupplierPorts;
  beforeAll(async () => {
    sanmar = await startPromoStandardsSupplier({ id: 'platen-sm', password: 's3cret' });
    smtp = await startSmtp();
    const blankSuppliers = blankSuppliersFromEnv({
      ...sanmar.env('SANMAR'),
      DELTA_PO_EMAIL: 'po@delta.test',
    });
    t = await openApp(target, { blankSuppliers, smtpUrl: smtp.url });
    const mailer = createMailer(t.db, { smtpUrl: smtp.url, reporter: t.reporter });
    ports = { config: blankSuppliers, promoStandards: promoStandardsClient, mailer: () => mailer };
    buyer = await newClient(t.app, 'Supplier Buyer');
    ({ cs, operator } = await floorStaff(t.app));
    lead = await staffClient(t.app, 'lead@platen.test');
    for (const f of FACILITY_CODES) await blanksRepository(t.db).setDemoStock(f, false);
  });
  afterAll(async () => {
    await (await ports?.mailer())?.idle();
    (await ports?.mailer())?.close();
    await t?.close();
    await sanmar?.close();
    await smtp?.close();
  });

  const call = callAs(() => t.app);
  const blankOrder = async (id: number) =>
    (await call(operator, 'GET', '/api/internal/blank-orders'))
      .json()
      .blankOrders.find((o: { id: number }) => o.id === id);

  it('an order needing SANMAR blanks: out of stock at SanMar -> held with a swap suggestion; in stock -> PO to the stand-in; polling -> shipped, the notice quantities expected at receiving', async () => {
    const orderId = await placedOrderOf(t.app, buyer, t.db, 'dtg', (id) => firstVariant(t.db, id));
    const approved = await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: TEST_DESIGN_WARNINGS,
    });
    expect(approved.statusCode).toBe(200);
    const open = (await call(operator, 'GET', '/api/internal/blank-orders'))
      .json()
      .blankOrders.find(
        (o: { supplier: string; status: string }) => o.supplier === 'SANMAR' && o.status === 'open',
      );
    expect(open.lines.map((l: { size: string; quantity: number }) => [l.size, l.quantity])).toEqual([
      ['lrg', 1],
      ['med', 2],
    ]);
    // SanMar has the large but only one medium.
    sanmar.stock.set('gildan-5000|Black|lrg', 40);
    sanmar.stock.set('gildan-5000|Black|med', 1);

    // "Send now" nudges the supplier job on the queue: SanMar's inventory is read first, and falls short.
    const sent = await call(lead, 'POST', `/api/internal/blank-orders/${open.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    const held = await waitFor('the inventory check', async () => {
      const o = await blankOrder(open.id);
      return o.po.state === 'held' ? o : null;
    });
    expect(sanmar.received).toEqual([]);
    const med = held.lines.find((l: { size: string }) => l.size === 'med');
    expect(med).toMatchObject({ supplierAvailable: 1, swapSuggestion: 'Hanes 5180' });
    expect(held.po.note).toBe('gildan-5000 Black med: SANMAR has 1 of 2; swap suggestion: Hanes 5180');

    // SanMar restocks: the next run sends the PO, with our credentials, one line item per sku.
    sanmar.stock.set('gildan-5000|Black|med', 25);
    // (The app's own job, nudged by "send now", may be the run that sends it: either way it goes once.)
    await syncBlankSuppliers(t.db, ports);
    await waitFor('the PO at the stand-in', async () => sanmar.received.length > 0);
    await waitFor(
      'the transmitted state',
      async () => (await blankOrder(open.id)).po.state === 'transmitted',
    );
    expect(sanmar.received).toHaveLength(1);
    const po = sanmar.received[0]!;
    expect(po.poNumber).toBe(`PLT-BO-${open.id}`);
    expect(po.id).toBe('platen-sm');
    const items = [po.po.LineItemArray as { LineItem: unknown }].flatMap((a) => a.LineItem) as {
      lineNumber: string;
      productId: string;
      Quantity: { value: string | number };
    }[];
    expect(items.map((i) => [i.lineNumber, i.productId, Number(i.Quantity.value)])).toEqual([
      ['1', 'gildan-5000', 1],
      ['2', 'gildan-5000', 2],
    ]);
    let o = await blankOrder(open.id);
    expect(o.po).toMatchObject({
      state: 'transmitted',
      channel: 'promostandards',
      number: `PLT-BO-${open.id}`,
    });
    expect(o.lines.every((l: { swapSuggestion: string | null }) => l.swapSuggestion === null)).toBe(true);
    expect(o.status).toBe('sent');

    // Nothing shipped yet: polling records SanMar's status only.
    await syncBlankSuppliers(t.db, ports);
    o = await blankOrder(open.id);
    expect(o).toMatchObject({ status: 'sent', po: { supplierStatus: 'Received' } });

    // SanMar ships the large and one medium: the order is shipped and receiving expects those quantities.
    sanmar.status.set(po.poNumber, 'Partial Shipment');
    sanmar.packages.set(po.poNumber, [
      {
        salesOrder: 'SO-1',
        tracking: '1ZSANMAR01',
        carrier: 'UPS',
        items: [
          { line: 1, quantity: 1 },
          { line: 2, quantity: 1 },
        ],
      },
    ]);
    await syncBlankSuppliers(t.db, ports);
    await syncBlankSuppliers(t.db, ports);
    o = await blankOrder(open.id);
    expect(o.status).toBe('shipped');
    expect(o.po.supplierStatus).toBe('Partial Shipment');
    expect(o.shipNotices).toHaveLength(1);
    expect(o.shipNotices[0]).toMatchObject({ carrier: 'UPS', trackingNumbers: ['1ZSANMAR01'] });
    expect(o.lines.map((l: { size: string; expected: number }) => [l.size, l.expected])).toEqual([
      ['lrg', 1],
      ['med', 1],
    ]);

    // Receiving takes what the notice said.
    const got = await call(operator, 'POST', `/api/internal/blank-orders/${open.id}/receive`, {
      lines: [
        { productIdentifier: 'gildan-5000', color: 'Black', size: 'lrg', quantity: 1 },
        { productIdentifier: 'gildan-5000', color: 'Black', size: 'med', quantity: 1 },
      ],
    });
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().blankOrder.status).toBe('partial');
  });

  it('a DELTA blank order is e-mailed as a purchase order with its lines as a CSV attachment, once', async () => {
    const blanks = blanksRepository(t.db);
    const id = await t.db.transaction(async (tx) => {
      const repo = blanksRepository(tx);
      const oid = await repo.openOrder('DELTA', 'LAX', new Date(Date.now() + 3600_000).toISOString());
      await repo.addLine(oid, {
        productIdentifier: 'delta-11730',
        color: 'Athletic Heather',
        size: 'lrg',
        quantity: 3,
        barcodes: [],
      });
      await repo.addLine(oid, {
        productIdentifier: 'delta-11730',
        color: 'Navy, "Deep"',
        size: 'sml',
        quantity: 2,
        barcodes: [],
      });
      return oid;
    });
    expect(await sendBlankOrders(t.db, new Date().toISOString(), id)).toEqual([id]);
    await syncBlankSuppliers(t.db, ports);
    await syncBlankSuppliers(t.db, ports);
    const mail = await smtp.next('po@delta.test', new RegExp(`Purchase order PLT-BO-${id}`));
    expect(mail.text).toContain(`5 blanks on 2 lines, shipped to our LAX facility`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `PLT-BO-${id}.csv`, contentType: 'text/csv' });
    expect(mail.attachments[0]!.content).toBe(
      [
        'po_number,line,style,color,size,quantity,ship_to',
        `PLT-BO-${id},1,delta-11730,Athletic Heather,lrg,3,LAX`,
        `PLT-BO-${id},2,delta-11730,"Navy, ""Deep""",sml,2,LAX`,
        '',
      ].join('\r\n'),
    );
    await (await ports.mailer()).idle();
    expect(smtp.mails.filter((m) => m.subject.includes(`PLT-BO-${id}`))).toHaveLength(0);
    const o = (await blanks.list(1, id))[0]!;
    expect(o.po).toMatchObject({ channel: 'email-csv', state: 'transmitted', number: `PLT-BO-${id}` });
  });
});
