import { QC_DEFECT_REQUIRED } from '@platen/domain/operations/qc-results';
import type { LabelCarrier } from '@platen/domain/shipping/tracking-numbers';
import { isValidTrackingNumber } from '@platen/domain/shipping/tracking-numbers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FloorPrintType, firstVariant, placedOrderOf } from '../floor/support.ts';
import { eventsOf, floorStaff } from '../lifecycle/support.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { fiveItemThreeAddressOrder, scanAt, walkToQc } from './floor-helpers.ts';
import { postTracking, readPdf } from './support.ts';
import { TEST_DESIGN_WARNINGS } from '../ordering/support.ts';

const targets = await testTargets();
const SECRET = 'walk-secret';
const PRINT_TYPES: FloorPrintType[] = ['dtg', 'screenprint', 'embr', 'mug', 'case', 'poster'];

interface Unit {
  barcode: string;
  station: string;
  facility: string;
  itemIndex: number;
}

describe.each(targets)('floor part 2: QC, store, shipping, tracking on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let cs: Client;
  let op: Client;
  beforeAll(async () => {
    t = await openApp(target, { trackingWebhookSecret: SECRET });
    buyer = await newClient(t.app, 'Finishing Buyer');
    ({ cs, operator: op } = await floorStaff(t.app));
  });
  afterAll(async () => t?.close());

  const call = callAs(() => t.app);
  const units = async (orderId: string): Promise<Unit[]> =>
    (await call(op, 'GET', `/api/internal/orders/${orderId}`)).json().units;

  async function approve(orderId: string) {
    const r = await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: TEST_DESIGN_WARNINGS,
    });
    expect(r.statusCode, r.body).toBe(200);
  }

  /** Every live unit through QC (accept), store when the answer says so, and shipping. Returns the scan answers. */
  async function finish(orderId: string) {
    for (const u of await units(orderId))
      if (u.station !== 'voided') await walkToQc(call, op, u.barcode, u.station, u.facility);
    const answers: Record<string, { store?: Record<string, unknown>; ship?: Record<string, unknown> }> = {};
    for (const u of await units(orderId)) {
      if (u.station === 'voided' || u.station === 'shipped') continue;
      let r = await scanAt(call, op, u.barcode, 'qc', u.facility, { result: 'accept' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      answers[u.barcode] = {};
      if (r.body.station === 'store') {
        r = await scanAt(call, op, u.barcode, 'store', u.facility);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        (answers[u.barcode] as { store?: unknown }).store = r.body.data;
      }
      expect(r.body.station).toBe('shipping');
    }
    for (const u of await units(orderId)) {
      if (u.station !== 'shipping') continue;
      const r = await scanAt(call, op, u.barcode, 'shipping', u.facility);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      (answers[u.barcode] as { ship?: unknown }).ship = r.body.data;
    }
    return answers;
  }

  /** The order's parcels: labels are 4x6 PDFs naming their tracking number, which passes its check digit. */
  async function checkLabels(orderId: string) {
    const o = (await call(buyer, 'GET', `/api/v3/orders/${orderId}`)).json();
    expect(o.status).toBe('shipped');
    const trackings: { carrier: string; tracking: string }[] = [];
    for (const s of o.shipments) {
      expect(s.tracking, JSON.stringify(s)).toMatchObject({
        carrier: expect.any(String),
        service: expect.any(String),
        tracking: expect.any(String),
      });
      expect(s.tracking.url).toMatch(/^https:\/\//);
      for (const p of s.parcels) {
        expect(isValidTrackingNumber(p.carrier as LabelCarrier, p.tracking)).toBe(true);
        const pdf = await call(buyer, 'GET', p.labelUrl);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        const doc = readPdf(pdf.rawPayload);
        expect([doc.width, doc.height]).toEqual([288, 432]);
        expect(doc.text).toContain(p.tracking);
        trackings.push({ carrier: p.carrier, tracking: p.tracking });
      }
    }
    return { view: o, trackings };
  }

  async function deliver(orderId: string, trackings: { carrier: string; tracking: string }[]) {
    for (const p of trackings) {
      for (const status of ['in-transit', 'delivered']) {
        const r = await postTracking(t.app, SECRET, p.carrier.toLowerCase(), {
          tracking: p.tracking,
          status,
          at: new Date().toISOString(),
        });
        expect(r.json()).toMatchObject({ matched: true, applied: true, status });
      }
    }
    const names = (await eventsOf(t.db, orderId)).map((e) => e.name);
    expect(names.filter((n) => n === 'delivered')).toHaveLength(trackings.length);
    const o = (await call(buyer, 'GET', `/api/v3/orders/${orderId}`)).json();
    for (const s of o.shipments) for (const p of s.parcels) expect(p.status).toBe('delivered');
  }

  it.each(PRINT_TYPES)(
    '#18.1 R-1-01 a %s order goes from approval through QC, store and shipping to delivered; its label is a valid PDF with a check-digit tracking number',
    async (printType) => {
      const orderId = await placedOrderOf(t.app, buyer, t.db, printType, (id) => firstVariant(t.db, id));
      await approve(orderId);
      const answers = await finish(orderId);
      const all = await units(orderId);
      expect(all.every((u) => u.station === null || u.station === 'shipped')).toBe(true);
      if (all.length > 1) {
        const stored = Object.values(answers).map((a) => a.store);
        expect(stored.every((d) => typeof d?.rack === 'string' && typeof d?.bin === 'number')).toBe(true);
        expect(new Set(stored.map((d) => `${d?.rack}/${d?.bin}`)).size).toBe(1);
      }
      const { trackings } = await checkLabels(orderId);
      expect(trackings).toHaveLength(1);
      await deliver(orderId, trackings);
      const events = await eventsOf(t.db, orderId);
      expect(events.map((e) => e.sequence)).toEqual(events.map((_, i) => i + 1));
    },
  );

  it('#18.1 a 5-item order to 3 addresses: every unit ends in a parcel of its own shipment, three carriers, all delivered', async () => {
    const orderId = await fiveItemThreeAddressOrder(t.app, buyer, t.db);
    await approve(orderId);
    const before = await units(orderId);
    expect(before).toHaveLength(7);
    const answers = await finish(orderId);
    const bins = new Set(Object.values(answers).map((a) => `${a.store?.rack}/${a.store?.bin}`));
    expect(bins.size).toBe(1);
    const packed = Object.values(answers).filter((a) => a.ship?.packed === true);
    expect(packed).toHaveLength(3);
    const { view, trackings } = await checkLabels(orderId);
    expect(view.shipments.map((s: { tracking: { carrier: string } }) => s.tracking.carrier)).toEqual([
      'UPS',
      'USPS',
      'FEDEX',
    ]);
    const parcelUnits = (
      await t.db.query<{ shipment_index: number; barcodes: string[] }>(
        'SELECT shipment_index, barcodes FROM parcels WHERE order_id = $1 ORDER BY shipment_index',
        [orderId],
      )
    ).rows;
    const inParcels = parcelUnits.flatMap((p) => p.barcodes).sort();
    expect(inParcels).toEqual(before.map((u) => u.barcode).sort());
    // The DTG tee's third unit travels to the third address.
    const dtg3 = before
      .filter((u) => u.itemIndex === 0)
      .map((u) => u.barcode)
      .sort()[2];
    expect(parcelUnits.find((p) => p.barcodes.includes(dtg3 as string))?.shipment_index).toBe(2);
    expect((await t.db.query('SELECT 1 FROM bins WHERE order_id = $1', [orderId])).rows).toHaveLength(0);
    await deliver(orderId, trackings);
  });

  it('#18.3 R-3-62 R-9-07 QC fail -> reprint (new barcode, old voided) -> ship, in the customer timeline; two DTG fails warn the artwork team', async () => {
    const orderId = await placedOrderOf(t.app, buyer, t.db, 'dtg', (id) => firstVariant(t.db, id));
    await approve(orderId);
    const [first] = await units(orderId);
    const u = first as Unit;
    const look = (who: typeof op) =>
      call(who, 'GET', `/api/internal/units/${u.barcode}?station=qc&facility=${u.facility}`);
    // QC looks before it judges: the preview says why a scan here would be refused, and records nothing.
    expect((await look(op)).json().refusal).toMatch(/is waiting for/);
    expect((await look(buyer)).statusCode).toBe(403);
    await walkToQc(call, op, u.barcode, u.station, u.facility);
    const seen = (await look(op)).json();
    expect(seen).toMatchObject({ barcode: u.barcode, station: 'qc', refusal: null, orderId });
    expect(seen.mockupUrl).toBe(`/api/internal/units/${u.barcode}/mockup.png`);
    const bad = await scanAt(call, op, u.barcode, 'qc', u.facility, { result: 'maybe' });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('data.result must be one of accept, fail, flag-bad-image.');
    // A fail without its defect is refused and changes nothing: the unit still waits at QC.
    const blind = await scanAt(call, op, u.barcode, 'qc', u.facility, { result: 'fail' });
    expect(blind.status).toBe(422);
    expect(blind.body.message).toBe(QC_DEFECT_REQUIRED);
    expect((await units(orderId)).find((x) => x.barcode === u.barcode)?.station).toBe('qc');
    const fail = await scanAt(call, op, u.barcode, 'qc', u.facility, { result: 'fail', defect: 'smudge' });
    expect(fail.status).toBe(200);
    expect(fail.body.data.defect).toBe('smudge');
    expect(fail.body.station).toBe('voided');
    const reprint = fail.body.data.replacement as string;
    expect(reprint).not.toBe(u.barcode);
    expect(fail.body.data.warning).toBeUndefined();
    expect((await scanAt(call, op, u.barcode, 'qc', u.facility, { result: 'accept' })).body.message).toMatch(
      /voided/,
    );
    let o = (await call(buyer, 'GET', `/api/v3/orders/${orderId}`)).json();
    expect(o.items[0].status).toBe('reprint');
    await walkToQc(call, op, reprint, fail.body.data.replacementStation, u.facility);
    const second = await scanAt(call, op, reprint, 'qc', u.facility, { result: 'fail', defect: 'misprint' });
    expect(second.body.data.warning).toMatch(/failed DTG QC 2 times/);
    await finish(orderId);
    o = (await call(buyer, 'GET', `/api/v3/orders/${orderId}`)).json();
    expect(o.status).toBe('shipped');
    const timeline = (
      await call(buyer, 'GET', `/api/v3/events?orderId=${orderId}&sort=asc&limit=100`)
    ).json() as { name: string; itemIndex?: number }[];
    const names = timeline
      .filter((e) => e.itemIndex === 0 || ['shipped', 'email-order-shipped'].includes(e.name))
      .map((e) => e.name);
    const order = ['qc-defects', 'reprint', 'qc-defects', 'printing', 'qc-complete', 'shipped'];
    let at = -1;
    for (const n of order) {
      at = names.indexOf(n, at + 1);
      expect(at, `${n} in ${names.join(',')}`).toBeGreaterThanOrEqual(0);
    }
    await checkLabels(orderId);
  });
});
