import { type Cart, emptyCart } from '@platen/domain/entities/entities';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Client } from '../support/harness.ts';

/** A multipart/form-data body with one file and optional fields. */
export function multipart(
  file: { bytes: Buffer; filename: string; type?: string; field?: string },
  fields: Record<string, string> = {},
) {
  const boundary = `----platen${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A solid-colour PNG of the given size. */
export const solidPng = (width: number, height: number, rgb: [number, number, number]) =>
  sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();

/** Uploads a file as the client (API key auth) and returns the response. */
export async function upload(
  app: FastifyInstance,
  c: Client,
  bytes: Buffer,
  filename: string,
  name?: string,
  headers: Record<string, string> = c.basic(),
) {
  const body = multipart({ bytes, filename }, name ? { name } : {});
  return app.inject({
    method: 'POST',
    url: '/api/print/v3/artwork',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** A garment design with one element per side. */
export function garmentDesign(
  artworkId: string,
  opts: { width?: number; top?: number; horizontal?: string; matched?: string[] } = {},
) {
  return {
    name: 'Team logo',
    type: 'Garment',
    sides: {
      front: {
        name: 'Front',
        elements: [{ artworkId, width: opts.width ?? 0.5, position: { horizontal: opts.horizontal ?? 'C' } }],
        platen: { offset: { top: opts.top ?? 2 }, width: 14 },
        colors: { matched: opts.matched ?? ['Black'] },
      },
    },
  };
}

/** The California address the quote tests ship to (Fresno, tax 7.25%). */
export const CA = {
  name: 'Ann Buyer',
  address1: '1 Main St',
  city: 'Fresno',
  state: 'CA',
  zip: '93721',
  country: 'US',
};

/** A cart of one two-colour screenprint tee design (Black Gildan 5000, 4 each of med/lrg/xlg) shipped to CA. */
export function screenprintTeeCart(id: string): Cart {
  const cart = emptyCart(id);
  cart.designDrafts = [
    {
      id: 'd1',
      type: 'Garment',
      printType: 'screenprint',
      sides: {
        front: {
          name: 'Front',
          elements: [{ artworkId: 'a', width: 0.5, position: { horizontal: 'C' } }],
          platen: { offset: { top: 2 }, width: 14 },
          colors: { matched: ['Black', 'Red'] },
        },
      },
    },
  ];
  cart.printables = [
    { id: 'p1', designDraftId: 'd1', productIdentifier: 'gildan-5000', color: 'Black', complete: true },
  ];
  cart.shipments = [
    { id: 's1', address: CA, items: [{ printableId: 'p1', quantities: { med: 4, lrg: 4, xlg: 4 } }] },
  ];
  return cart;
}

/** Saves a design as `c` (API key) through POST /api/print/v3/design/:printType (201) and answers its id. */
export async function saveDesign(
  app: FastifyInstance,
  c: Client,
  printType: string,
  body: object,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/print/v3/design/${printType}`,
    headers: c.basic(),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().designId as string;
}

/** RGB of one pixel of a PNG. */
export async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 3;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

/** Two colours within 12 per channel (rendering and compression move a pixel a little). */
export const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) <= 12);
