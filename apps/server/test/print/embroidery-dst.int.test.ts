import { writeDst } from '../../../../packages/domain/test/dst-writer.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf, floorStaff } from '../lifecycle/support.ts';
import { TEST_DESIGN_WARNINGS } from '../ordering/support.ts';
import { firstVariant, placedOrderOf } from '../floor/support.ts';
import { type Client, callAs, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { CA, saveDesign, upload } from './print-support.ts';

const targets = await testTargets();

/** A fill of `rows` rows of `perRow` stitches `step` tenths of a mm apart, one colour stop half way. */
const fill = (rows: number, perRow: number, step: number) =>
  Buffer.from(
    writeDst([
      { kind: 'stitch', dx: 0, dy: 0 },
      ...Array.from({ length: rows }, (_, r) => [
        ...(r === Math.floor(rows / 2) ? [{ kind: 'colour' as const }] : []),
        ...Array.from({ length: perRow - 1 }, () => ({
          kind: 'stitch' as const,
          dx: r % 2 ? -step : step,
          dy: 0,
        })),
        { kind: 'jump' as const, dx: 0, dy: step },
        { kind: 'stitch' as const, dx: 0, dy: 0 },
      ]).flat(),
    ]),
  );

/** 12,001 stitches over 1.89 x 1.57 in: 3 tiers of 1,000 above the free 10,000. */
const LOGO = fill(100, 120, 4);

const hatDesign = (artworkId: string) => ({
  name: 'Cap logo',
  type: 'Garment',
  sides: {
    front: {
      name: 'Front',
      elements: [{ artworkId, width: 0.4, position: { horizontal: 'C' } }],
      platen: { offset: { top: 0.5 }, width: 5 },
      colors: { matched: ['Black', 'White'] },
    },
  },
});

describe.each(targets)('embroidery DST files on $kind', (target) => {
  let t: TestApp;
  let buyer: Client;
  beforeAll(async () => {
    t = await openApp(target);
    buyer = await newClient(t.app, 'Embroidery Buyer');
  });
  afterAll(async () => t?.close());
  const call = callAs(() => t.app);
  const quoteHat = async (designId: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/print/quote/bulk',
        headers: buyer.basic(),
        payload: {
          items: [
            {
              type: 'embr',
              designId,
              products: [{ id: 'yupoong-6089', quantity: 2, size: 'one', color: 'Black' }],
              address: CA,
            },
          ],
        },
      })
    ).json();

  it('R-9-63 an uploaded DST is read (stitches, colour stops, size) and its real stitch count prices the embroidery', async () => {
    const res = await upload(t.app, buyer, LOGO, 'cap-logo.dst');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().embroidery).toEqual({
      stitchCount: 12_001,
      jumps: 100,
      colourStops: 1,
      widthMm: 47.6,
      heightMm: 40,
      widthIn: 1.87,
      heightIn: 1.57,
    });
    const q = await quoteHat(await saveDesign(t.app, buyer, 'embr', hatDesign(res.json().artworkId)));
    expect(q.issues).toEqual([]);
    // 2 hats x (600 per side + 3 tiers x 75).
    expect(q.breakdown[0].printing).toBe(2 * (600 + 3 * 75));
    // Another DST of 10,000 stitches on the same placement: the free stitches only.
    const small = await upload(t.app, buyer, fill(1, 9_999, 0), 'dots.dst');
    expect(small.json().embroidery.stitchCount).toBe(10_000);
    const q2 = await quoteHat(await saveDesign(t.app, buyer, 'embr', hatDesign(small.json().artworkId)));
    expect(q2.breakdown[0].printing).toBe(2 * 600);
  });

  it('a malformed DST or one larger than any embroidery placement is refused with a sentence; one too tall for the hat front is a quote issue', async () => {
    const cut = await upload(t.app, buyer, LOGO.subarray(0, LOGO.length - 3), 'cut.dst');
    expect(cut.statusCode).toBe(422);
    expect(cut.json().message).toBe(
      'This DST file is cut short: it has no end record. Export it again from your software.',
    );
    const huge = await upload(t.app, buyer, fill(10, 120, 20), 'huge.dst');
    expect(huge.statusCode).toBe(422);
    expect(huge.json().message).toBe(
      'The DST is 9.37 x 0.79 in; the largest embroidery placement takes at most 5 x 5 in.',
    );
    // 4.5 in tall fits a shirt front but not the 2.75 in hat front.
    const tall = await upload(t.app, buyer, fill(57, 10, 20), 'tall.dst');
    expect(tall.statusCode, tall.body).toBe(201);
    const q = await quoteHat(await saveDesign(t.app, buyer, 'embr', hatDesign(tall.json().artworkId)));
    expect(q.issues.map((i: { message: string }) => i.message)).toEqual([
      'The DST is 0.71 x 4.49 in; the front takes at most 5 x 2.75 in.',
    ]);
  });

  it('R-4-03 the embroidery station shows the unit DST (stitches, colour stops, run size), downloads it, and the run records the stitch event', async () => {
    const { cs, operator } = await floorStaff(t.app);
    const art = (await upload(t.app, buyer, LOGO, 'station.dst')).json();
    const orderId = await placedOrderOf(t.app, buyer, t.db, 'embr', (id) => firstVariant(t.db, id));
    // The order's design carries the DST on its front (the design the customer saved).
    await t.db.query(
      `UPDATE designs SET doc = jsonb_set(doc, '{sides,front,elements}', $2::jsonb)
        WHERE id = (SELECT lifecycle->'items'->0->>'designId' FROM orders WHERE id = $1)`,
      [orderId, JSON.stringify([{ artworkId: art.artworkId, width: 0.4, position: { horizontal: 'C' } }])],
    );
    const approved = await call(cs, 'POST', `/api/internal/approvals/${orderId}`, {
      decision: 'approve',
      acknowledged: TEST_DESIGN_WARNINGS,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [u] = (await call(operator, 'GET', `/api/internal/orders/${orderId}`)).json().units;
    await call(operator, 'POST', '/api/internal/shifts', { station: 'pull', facility: u.facility });
    expect(
      (await call(operator, 'POST', '/api/internal/scans', { barcode: u.barcode, station: 'pull' })).json(),
    ).toMatchObject({ station: 'embroidery' });

    const view = await call(operator, 'GET', `/api/internal/units/${u.barcode}/embroidery`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      barcode: u.barcode,
      runSize: 1,
      sides: [{ side: 'front', artworkName: 'station.dst', dst: { stitchCount: 12_001, colourStops: 1 } }],
    });
    const file = await call(operator, 'GET', view.json().sides[0].download);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`${u.barcode}-front.dst`);
    expect(Buffer.compare(file.rawPayload, LOGO)).toBe(0);
    // A customer cannot reach the station's file.
    expect((await call(buyer, 'GET', view.json().sides[0].download)).statusCode).toBe(403);

    await call(operator, 'POST', '/api/internal/shifts', { station: 'embroidery', facility: u.facility });
    const run = await call(operator, 'POST', '/api/internal/scans', {
      barcode: u.barcode,
      station: 'embroidery',
      data: { pieces: 1 },
    });
    expect(run.statusCode, run.body).toBe(200);
    const stitch = (await eventsOf(t.db, orderId)).find((e) => e.name === 'stitch');
    expect(stitch?.data).toMatchObject({
      pieces: 1,
      stitchCount: 12_001,
      colourStops: 1,
      runStitches: 12_001,
    });
  });
});
