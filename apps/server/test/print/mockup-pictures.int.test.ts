import {
  caseGeometry,
  MUG_MOCKUP_TEMPLATE,
  type MugView,
  mugViews,
} from '@platen/domain/mockup/product-geometry';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { garmentDesign, saveDesign, solidPng, upload } from './print-support.ts';

const targets = await testTargets();

interface Raster {
  data: Buffer;
  width: number;
  height: number;
}
const raster = async (png: Buffer): Promise<Raster> => {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};
const rgb = (r: Raster, x: number, y: number): [number, number, number] => {
  const i = (Math.round(y) * r.width + Math.round(x)) * 3;
  return [r.data[i]!, r.data[i + 1]!, r.data[i + 2]!];
};
/** The artwork's blue, whatever shading lies over it. */
const blue = ([r, g, b]: number[]) => b! > 120 && r! < 90 && g! < 90;
const grey = ([r, g, b]: number[]) => Math.max(r!, g!, b!) - Math.min(r!, g!, b!) < 16;

describe.each(targets)('#12.12 mockup pictures on $kind', (target) => {
  let t: TestApp;
  let c: Client;
  let artworkId: string;
  beforeAll(async () => {
    t = await openApp(target);
    c = await newClient(t.app);
    artworkId = (await upload(t.app, c, await solidPng(600, 600, [0, 0, 255]), 'blue.png')).json().artworkId;
  });
  afterAll(async () => t?.close());

  const proof = async (printType: string, product: string, body: object) => {
    const designId = await saveDesign(t.app, c, printType, body);
    const png = await t.app.inject({
      method: 'GET',
      url: `/api/order2/artwork/proof?design=${designId}&product=${product}`,
      headers: c.basic(),
    });
    expect(png.statusCode).toBe(200);
    return raster(png.rawPayload);
  };
  const mug = (element: object, size = '11oz') =>
    proof('mug', 'ceramic-mug', {
      type: 'Mug',
      variation: { size },
      sides: { front: { name: 'Wrap', elements: [{ artworkId, aspect: 1, ...element }] } },
    });
  const scale = 600 / MUG_MOCKUP_TEMPLATE.width;
  /** Output pixel of a view at t (-1..1 across the face) and the middle of the print band. */
  const at = (v: MugView, tx: number) => ({
    x: (v.body.x + ((tx + 1) / 2) * v.body.width) * scale,
    y: (v.band.y + v.band.height / 2) * scale,
  });
  /** Width in output pixels of the blue run across a view's band middle. */
  const blueRun = (r: Raster, v: MugView) => {
    let n = 0;
    const y = (v.band.y + v.band.height / 2) * scale;
    for (let x = Math.ceil(v.body.x * scale); x < (v.body.x + v.body.width) * scale; x++)
      if (blue(rgb(r, x, y))) n++;
    return n;
  };

  it('#12.12 O-3-15 a mug print placed left shows in the left view only; right in the right view only', async () => {
    const [left, front, right] = mugViews('11oz');
    const l = await mug({ width: 0.4, position: { horizontal: 'C' }, elementPlace: 'left' });
    expect(blue(rgb(l, at(left!, 0).x, at(left!, 0).y))).toBe(true);
    expect(blue(rgb(l, at(front!, 0).x, at(front!, 0).y))).toBe(false);
    expect(blueRun(l, right!)).toBe(0);
    const r = await mug({ width: 0.4, position: { horizontal: 'C' }, elementPlace: 'right' });
    expect(blue(rgb(r, at(right!, 0).x, at(right!, 0).y))).toBe(true);
    expect(blueRun(r, left!)).toBe(0);
    // Full wrap: the front view's centre is printed (a centred artwork faces the buyer).
    const w = await mug({ width: 0.4, position: { horizontal: 'C' }, elementPlace: 'full-wrap' });
    expect(blue(rgb(w, at(front!, 0).x, at(front!, 0).y))).toBe(true);
  });

  it('#12.12 a mug wrap is warped round the cylinder: narrower than flat, bare by the handle, on the body only', async () => {
    const [left, front] = mugViews('11oz');
    // 0.4 of the 8.36 in wrap = 3.34 in centred on the front view: seen on a cylinder of radius 1.625 in it spans
    // 2 sin(3.34 / 2 / 1.625) r = 0.86 of the diameter's share a flat print would take (3.34 / 3.25 = 1.03).
    const w = await mug({ width: 0.4, position: { horizontal: 'C' } });
    const run = blueRun(w, front!);
    const flat = (3.344 / 3.25) * front!.body.width * scale;
    const curved = 2 * Math.sin(3.344 / 2 / 1.625) * (front!.body.width / 2) * scale;
    expect(Math.abs(run - curved)).toBeLessThanOrEqual(3);
    expect(run).toBeLessThan(flat * 0.9);
    // The print keeps to the body's band: nothing above the body or beside it.
    const y = front!.body.y * scale - 4;
    expect(blue(rgb(w, at(front!, 0).x, y))).toBe(false);
    // A full-width wrap leaves the gap by the handle bare: the left view's left silhouette is mug, not print.
    const whole = await mug({ width: 1, aspect: 3.48 / 8.36, position: { horizontal: 'C' } });
    expect(blue(rgb(whole, at(left!, 0).x, at(left!, 0).y))).toBe(true);
    expect(grey(rgb(whole, at(left!, -0.97).x, at(left!, -0.97).y))).toBe(true);
    // Cylinder shading: the same print is darker near the silhouette than at the centre line.
    const centre = rgb(whole, at(front!, 0).x, at(front!, 0).y);
    const edge = rgb(whole, at(front!, 0.9).x, at(front!, 0.9).y);
    expect(edge[2]).toBeLessThan(centre[2] - 30);
  });

  it('#12.12 R-3-42 a 15oz mug is drawn taller than an 11oz one', async () => {
    const [, small] = mugViews('11oz');
    const [, large] = mugViews('15oz');
    const s = await mug({ width: 0.4, position: { horizontal: 'C' } }, '11oz');
    const l = await mug({ width: 0.4, position: { horizontal: 'C' } }, '15oz');
    // Between the two bodies' tops: background on the 11oz, mug on the 15oz.
    const y = ((large!.body.y + small!.body.y) / 2 + 30) * scale;
    const x = (small!.body.x + small!.body.width / 2) * scale;
    expect(rgb(s, x, y)).not.toEqual(rgb(l, x, y));
    expect(blueRun(l, large!)).toBeGreaterThan(0);
  });

  it('#12.12 R-9-85 a full-bleed case print is masked at the camera cut-out and at the rounded corners, and covers the back', async () => {
    const g = caseGeometry();
    const r = await proof('case', 'iphone-16-case', {
      type: 'Case',
      variation: { finish: 'gloss', placement: 'Center Full Bleed' },
      sides: {
        front: {
          name: 'Back',
          elements: [{ artworkId, width: 1, aspect: 6.5 / 4.3, position: { horizontal: 'C' } }],
        },
      },
    });
    expect(r.width).toBe(600);
    const [camera] = g.cutouts;
    const k = 600 / g.template.width;
    // The camera island: dark, never the artwork's blue.
    expect(blue(rgb(r, (camera!.x + camera!.width / 2) * k, (camera!.y + camera!.height * 0.5) * k))).toBe(
      false,
    );
    expect(blue(rgb(r, (camera!.x + 4) * k, (camera!.y + camera!.height / 2) * k))).toBe(false);
    // The back around it is printed.
    expect(blue(rgb(r, (g.body.x + g.body.width / 2) * k, (g.body.y + g.body.height / 2) * k))).toBe(true);
    expect(blue(rgb(r, (camera!.x + camera!.width + 20) * k, (camera!.y + 20) * k))).toBe(true);
    // Off the case (print area corner, outside the rounded back): not printed.
    expect(blue(rgb(r, (g.printArea.x + 2) * k, (g.printArea.y + 2) * k))).toBe(false);
  });

  it('#12.12 a garment mockup is shaded: the sides and folds are darker than the chest, the front differs from the back', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/print/v3/design/dtg',
      headers: c.basic(),
      payload: {
        ...garmentDesign(artworkId, { width: 0.3, top: 1 }),
        sides: {
          front: garmentDesign(artworkId, { width: 0.3, top: 1 }).sides.front,
          back: { ...garmentDesign(artworkId, { width: 0.3, top: 1 }).sides.front, name: 'Back' },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const get = async (side: string) =>
      raster(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/print/mockup/${res.json().designId}/gildan-5000/White/${side}`,
            headers: c.basic(),
          })
        ).rawPayload,
      );
    const front = await get('front');
    const back = await get('back');
    // White tee, 0.6 scale: chest below the print (500, 700) vs near the side seam (255, 700).
    const chest = rgb(front, 300, 420);
    const side = rgb(front, 153, 420);
    expect(chest[0]).toBeGreaterThan(240);
    expect(side[0]).toBeLessThan(chest[0] - 20);
    // The sleeves are part of the drawing (shirt colour, not backdrop) at both sides.
    expect(grey(rgb(front, 90, 170))).toBe(true);
    expect(rgb(front, 90, 170)[0]).toBeGreaterThan(200);
    expect(rgb(front, 510, 170)[0]).toBeGreaterThan(200);
    // The front neckline dips lower than the back's: its seam crosses the middle below the body's top edge
    // (template y 115 -> 69), where the back is plain shirt.
    const seam = (r: Raster) => Math.min(...[67, 68, 69, 70].map((y) => rgb(r, 300, y)[0]));
    expect(seam(front)).toBeLessThan(seam(back) - 30);
  });
});
