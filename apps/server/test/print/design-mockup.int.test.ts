import { mugViews } from '@platen/domain/mockup/product-geometry';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { garmentDesign, near, pixel, solidPng, upload } from './print-support.ts';

const targets = await testTargets();

describe.each(targets)('designs, printables and mockups on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp(target);
  });
  afterAll(async () => t?.close());

  it('O-7-15 POST design -> 201 {designId}; O-7-20 GET design -> the design; another user -> 404', async () => {
    const c = await newClient(t.app);
    const art = (await upload(t.app, c, await solidPng(600, 600, [255, 0, 0]), 'red.png')).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/print/v3/design/screenprint',
      headers: c.headers(),
      payload: garmentDesign(art.artworkId),
    });
    expect(res.statusCode).toBe(201);
    const { designId } = res.json();
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/print/design/${designId}`,
      headers: c.basic(),
    });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      designId,
      printType: 'screenprint',
      type: 'Garment',
      name: 'Team logo',
    });
    expect(got.json().sides.front.elements[0].artworkId).toBe(art.artworkId);
    const other = await newClient(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/print/design/${designId}`, headers: other.basic() }))
        .statusCode,
    ).toBe(404);
  });

  it('O-7-16 a design that is not ready -> 400 {issues: [{path, message}]} and nothing saved', async () => {
    const c = await newClient(t.app);
    const art = (await upload(t.app, c, await solidPng(10, 10, [0, 0, 0]), 'a.png')).json();
    const colours = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
    const cases: [string, unknown, string[]][] = [
      ['screenprint', { ...garmentDesign(art.artworkId), type: undefined }, ['type']],
      ['screenprint', garmentDesign(art.artworkId, { matched: [] }), ['sides.front.colors.matched']],
      ['screenprint', garmentDesign(art.artworkId, { matched: colours }), ['sides.front.colors.matched']],
      ['dtg', garmentDesign('not-mine'), ['sides.front.elements.0.artworkId']],
      [
        'mug',
        {
          type: 'Mug',
          sides: {
            front: {
              name: 'Wrap',
              elements: [{ artworkId: art.artworkId, width: 0.5, position: { horizontal: 'C' } }],
            },
          },
        },
        ['variation.size'],
      ],
      [
        'case',
        {
          type: 'Case',
          variation: { finish: 'gloss', placement: 'Sideways' },
          sides: {
            front: {
              name: 'Back',
              elements: [{ artworkId: art.artworkId, width: 0.5, position: { horizontal: 'C' } }],
            },
          },
        },
        ['variation.placement'],
      ],
      [
        'poster',
        {
          type: 'Poster',
          variation: { size: '24width' },
          sides: {
            front: {
              name: 'Front',
              elements: [{ artworkId: art.artworkId, width: 0.8, position: { horizontal: 'C' } }],
            },
          },
        },
        ['sides.front.elements.0.width'],
      ],
      ['dtg', { type: 'Garment', sides: {} }, ['sides']],
    ];
    for (const [printType, body, paths] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/print/v3/design/${printType}`,
        headers: c.basic(),
        payload: body as object,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const issues = res.json().issues as { path: string; message: string }[];
      for (const p of paths)
        expect(
          issues.map((i) => i.path),
          p,
        ).toContain(p);
      expect(issues.every((i) => i.message.length > 0)).toBe(true);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/print/v3/design/sublimation',
          headers: c.basic(),
          payload: garmentDesign(art.artworkId),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('O-7-17 / O-3-22 POST printable -> 201 {printableId}; bad product, colour or size -> 400 issues', async () => {
    const c = await newClient(t.app);
    const art = (await upload(t.app, c, await solidPng(10, 10, [0, 0, 0]), 'a.png')).json();
    const { designId } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/print/v3/design/dtg',
        headers: c.basic(),
        payload: garmentDesign(art.artworkId),
      })
    ).json();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/print/v3/printable',
      headers: c.basic(),
      payload: {
        name: 'Staff tee',
        designId,
        product: { identifier: 'gildan-5000', color: 'Black' },
        sizePrices: [
          { size: 'med', price: 1500 },
          { size: 'xxl', price: 1700 },
        ],
        minQuantity: 1,
      },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().printableId).toEqual(expect.any(String));
    const bad = async (payload: object, path: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/print/v3/printable',
        headers: c.basic(),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    };
    const base = {
      name: 'x',
      designId,
      product: { identifier: 'gildan-5000', color: 'Black' },
      sizePrices: [{ size: 'med', price: 1 }],
      minQuantity: 1,
    };
    await bad({ ...base, product: { identifier: 'nope', color: 'Black' } }, 'product.identifier');
    await bad({ ...base, product: { identifier: 'gildan-5000', color: 'Mauve' } }, 'product.color');
    await bad({ ...base, sizePrices: [{ size: '24m', price: 1 }] }, 'sizePrices.0.size');
    await bad({ ...base, designId: 'nope' }, 'designId');
    // A dtg design on a polyester, dtg-banned product.
    await bad({ ...base, product: { identifier: 'sport-tek-st350', color: 'Black' } }, 'designId');
  });

  it('mockup: the artwork appears at its placed position on the product colour (pixels sampled), cached, owner only', async () => {
    const c = await newClient(t.app);
    const art = (await upload(t.app, c, await solidPng(400, 400, [255, 0, 0]), 'red.png')).json();
    // Half the 14 in front (7 in), centred, 2 in below the top of the print area.
    const { designId } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/print/v3/design/dtg',
        headers: c.basic(),
        payload: garmentDesign(art.artworkId, { width: 0.5, top: 2 }),
      })
    ).json();
    const url = `/api/print/mockup/${designId}/gildan-5000/White/front`;
    const res = await t.app.inject({ method: 'GET', url, headers: c.basic() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.rawPayload;
    const meta = await sharp(png).metadata();
    expect(meta.width).toBe(600);
    // Template: tee front print area x 330..670, y 200..589 of 1000; the mockup is drawn at 0.6.
    // Artwork box: width 170, left 415, top 200 + 2 in x (389/16 px per in) = 249 -> at 0.6: x 249..351, y 149..251.
    expect(near(await pixel(png, 300, 200), [255, 0, 0])).toBe(true);
    expect(near(await pixel(png, 255, 155), [255, 0, 0])).toBe(true);
    expect(near(await pixel(png, 345, 245), [255, 0, 0])).toBe(true);
    // Just outside the artwork: the white shirt.
    expect(near(await pixel(png, 240, 200), [255, 255, 255])).toBe(true);
    expect(near(await pixel(png, 300, 140), [255, 255, 255])).toBe(true);
    expect(near(await pixel(png, 300, 262), [255, 255, 255])).toBe(true);
    // Another colour of the same product: the shirt is black around the artwork.
    const black = (
      await t.app.inject({
        method: 'GET',
        url: `/api/print/mockup/${designId}/gildan-5000/Black/front`,
        headers: c.basic(),
      })
    ).rawPayload;
    expect(near(await pixel(black, 240, 200), [0x11, 0x11, 0x11])).toBe(true);
    expect(near(await pixel(black, 300, 200), [255, 0, 0])).toBe(true);
    // Cached: the same bytes again.
    const again = await t.app.inject({ method: 'GET', url, headers: c.basic() });
    expect(again.rawPayload.equals(png)).toBe(true);
    const other = await newClient(t.app);
    expect((await t.app.inject({ method: 'GET', url, headers: other.basic() })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/print/mockup/${designId}/gildan-5000/Mauve/front`,
          headers: c.basic(),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/print/mockup/${designId}/nope/White/front`,
          headers: c.basic(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('R-3-84 a rotated element is drawn turned about its centre: a tall narrow artwork at 90 degrees lies wide', async () => {
    const c = await newClient(t.app);
    const art = (await upload(t.app, c, await solidPng(100, 400, [255, 0, 0]), 'tall.png')).json();
    const mockupOf = async (rotation: number | undefined) => {
      const body = garmentDesign(art.artworkId, { width: 0.1, top: 2 });
      const el = body.sides.front.elements[0]!;
      const payload = {
        ...body,
        sides: { front: { ...body.sides.front, elements: [{ ...el, aspect: 4, rotation }] } },
      };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/print/v3/design/dtg',
        headers: c.basic(),
        payload,
      });
      expect(res.statusCode).toBe(201);
      const url = `/api/print/mockup/${res.json().designId}/gildan-5000/White/front`;
      return (await t.app.inject({ method: 'GET', url, headers: c.basic() })).rawPayload;
    };
    // Tee front area x 330..670, y 200..589 (14 x 16 in); artwork 34 x 136 template px, 2 in (48.6 px) down.
    // Upright at 0.6: x 290..310, y 149..231. Turned 90: covered 136 x 34 centred -> x 259..341, y 149..170.
    const upright = await mockupOf(undefined);
    const turned = await mockupOf(90);
    const red: [number, number, number] = [255, 0, 0];
    const white: [number, number, number] = [255, 255, 255];
    expect(near(await pixel(upright, 300, 200), red)).toBe(true);
    expect(near(await pixel(upright, 268, 160), white)).toBe(true);
    expect(near(await pixel(turned, 268, 160), red)).toBe(true);
    expect(near(await pixel(turned, 334, 160), red)).toBe(true);
    expect(near(await pixel(turned, 300, 200), white)).toBe(true);
    expect(near(await pixel(turned, 300, 176), white)).toBe(true);
    // The rotation is part of the cache key: the two mockups differ.
    expect(turned.equals(upright)).toBe(false);
  });

  it('mug proof: GET /api/order2/artwork/proof?design=&product= renders the wrap', async () => {
    const c = await newClient(t.app);
    const art = (await upload(t.app, c, await solidPng(800, 333, [0, 0, 255]), 'blue.png')).json();
    const design = {
      type: 'Mug',
      variation: { size: '11oz' },
      sides: {
        front: {
          name: 'Wrap',
          elements: [{ artworkId: art.artworkId, width: 1, position: { horizontal: 'C' } }],
        },
      },
    };
    const { designId } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/print/v3/design/mug',
        headers: c.basic(),
        payload: design,
      })
    ).json();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/order2/artwork/proof?design=${designId}&product=ceramic-mug`,
      headers: c.basic(),
    });
    expect(res.statusCode).toBe(200);
    // Three views of the mug (mugViews, 1200 x 560 drawn at 0.5): the wrap faces the buyer in the middle one;
    // left of the first mug is backdrop. The wrap's curvature is checked in mockup-pictures.int.test.ts.
    const [first, front] = mugViews('11oz');
    const cx = Math.round((front!.body.x + front!.body.width / 2) / 2);
    const cy = Math.round((front!.band.y + front!.band.height / 2) / 2);
    const [r, g, b] = await pixel(res.rawPayload, cx, cy);
    expect(b > 200 && r < 40 && g < 40).toBe(true);
    const [br, bg] = await pixel(res.rawPayload, 5, cy);
    expect(Math.abs(br - bg)).toBeLessThan(6);
    expect(first!.body.x).toBeGreaterThan(100);
  });
});
