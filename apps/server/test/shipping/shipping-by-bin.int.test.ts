import { suggestedBox } from '@platen/domain/floor/ship-by-bin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorStaff } from '../lifecycle/support.ts';
import { TEST_DESIGN_WARNINGS } from '../ordering/support.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { fiveItemThreeAddressOrder, scanAt, walkToQc } from './floor-helpers.ts';

const targets = await testTargets();

interface Unit {
  barcode: string;
  station: string;
  facility: string;
}
interface FetchUnit {
  barcode: string;
  bin: string | null;
  scanned: boolean;
  printType: string | null;
  productIdentifier: string | null;
}
interface FetchList {
  orderId: string;
  shipmentIndex: number;
  shipment: string;
  scannedKind: string;
  units: FetchUnit[];
  suggestedBox: string;
  complete: boolean;
  labelUrls: string[];
}

describe.each(targets)('shipping by bin on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  let cs: Client;
  let op: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Bin Buyer');
    ({ cs, operator: op } = await floorStaff(t.app));
  });
  afterAll(async () => t?.close());

  const call = callAs(() => t.app);
  const units = async (orderId: string): Promise<Unit[]> =>
    (await call(op, 'GET', `/api/internal/orders/${orderId}`)).json().units;
  const fetchList = async (code: string, facility: string) =>
    call(
      op,
      'GET',
      `/api/internal/shipping/fetch-list?code=${encodeURIComponent(code)}&facility=${facility}`,
    );

  it('a bin scan lists its shipment: units, bins, scanned or not, the box; another shipment is refused naming both; the last unit packs and the list gives the label', async () => {
    const orderId = await fiveItemThreeAddressOrder(t.app, buyer, t.db);
    const approved = await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: TEST_DESIGN_WARNINGS,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    for (const u of await units(orderId)) await walkToQc(call, op, u.barcode, u.station, u.facility);
    let binLabel = '';
    for (const u of await units(orderId)) {
      expect((await scanAt(call, op, u.barcode, 'qc', u.facility, { result: 'accept' })).status).toBe(200);
      const stored = await scanAt(call, op, u.barcode, 'store', u.facility);
      expect(stored.status, JSON.stringify(stored.body)).toBe(200);
      binLabel = stored.body.data.binLabel;
    }
    const facility = ((await units(orderId))[0] as Unit).facility;

    // The bin label gives the first shipment still waiting: its three units, all in the order's bin, none scanned.
    const r = await fetchList(binLabel, facility);
    expect(r.statusCode, r.body).toBe(200);
    const list: FetchList = r.json();
    const orderNo = ((await units(orderId))[0] as Unit).barcode.split('-')[0];
    expect(list).toMatchObject({ orderId, shipmentIndex: 0, shipment: `${orderNo}/1` });
    expect(list.scannedKind).toBe('bin');
    expect(list.units).toHaveLength(3);
    expect(list.units.every((u) => u.bin === binLabel && !u.scanned)).toBe(true);
    expect(list.suggestedBox).toBe(suggestedBox(list.units));
    expect(list.complete).toBe(false);
    expect(list.labelUrls).toEqual([]);

    // A unit of shipment 2 scanned while shipment 1 is packed: refused with both shipments and its bin; unchanged.
    const other: FetchList = (
      await fetchList(
        ((await units(orderId)).find((u) => !list.units.some((x) => x.barcode === u.barcode)) as Unit)
          .barcode,
        facility,
      )
    ).json();
    expect(other.scannedKind).toBe('unit');
    expect(other.shipmentIndex).not.toBe(0);
    const stray = other.units[0] as FetchUnit;
    const refused = await scanAt(call, op, stray.barcode, 'shipping', facility, { shipment: list.shipment });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `This unit belongs to shipment ${other.shipment}, not ${list.shipment}: put it back in bin ${binLabel}.`,
    );
    expect((await units(orderId)).find((u) => u.barcode === stray.barcode)?.station).toBe('shipping');

    // Shipment 1's units scanned: the list ticks them off; the last packs it and the list gives its label.
    for (const [i, u] of list.units.entries()) {
      const s = await scanAt(call, op, u.barcode, 'shipping', facility, { shipment: list.shipment });
      expect(s.status, JSON.stringify(s.body)).toBe(200);
      const now: FetchList = (await fetchList(binLabel, facility)).json();
      if (i < list.units.length - 1) {
        expect(now.shipment).toBe(list.shipment);
        expect(now.units.filter((x) => x.scanned)).toHaveLength(i + 1);
      }
    }
    const done: FetchList = (await fetchList(list.units[0]?.barcode as string, facility)).json();
    expect(done.complete).toBe(true);
    expect(done.units.every((u) => u.scanned)).toBe(true);
    expect(done.labelUrls.length).toBeGreaterThan(0);
    const pdf = await call(op, 'GET', done.labelUrls[0] as string);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // The bin now answers the next shipment waiting in it.
    expect((await fetchList(binLabel, facility)).json().shipmentIndex).not.toBe(0);
  }, 180_000);

  it('an unknown code is 404 with a sentence, a missing facility 400; a role without station.use gets 403', async () => {
    const unknown = await fetchList('NO-SUCH-CODE', 'INDY');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No unit and no bin has the code NO-SUCH-CODE.');
    const freeBin = await fetchList('M-99', 'INDY');
    expect(freeBin.statusCode).toBe(404);
    expect((await call(op, 'GET', '/api/internal/shipping/fetch-list?code=M-01')).statusCode).toBe(400);
    expect(
      (await call(cs, 'GET', '/api/internal/shipping/fetch-list?code=M-01&facility=INDY')).statusCode,
    ).toBe(403);
  });
});
