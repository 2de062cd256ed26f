import type { Page } from 'playwright-core';
import sharp from 'sharp';

/** Signs in with the seeded demo account. */
export async function signIn(page: Page, base: string) {
  await page.goto(`${base}/auth/login`);
  await page.getByLabel('Email').fill('demo@platen.test');
  await page.getByLabel('Password').fill('platen-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth/'));
}

/** Creates a cart holding one printable of a product colour (through the real cart API, from the page). */
export async function cartWithPrintable(page: Page, product: string, color: string) {
  return page.evaluate(
    async ({ product, color }) => {
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const headers = {
        'content-type': 'application/json',
        'x-xsrf-token': xsrf,
        accept: 'application/json',
      };
      const created = await (
        await fetch('/api/order2/cart', { method: 'POST', headers: { 'x-xsrf-token': xsrf } })
      ).json();
      const cartId = created._id as string;
      const printableId = crypto.randomUUID();
      const ops = [
        {
          op: 'add',
          path: '/printables/-',
          value: { id: printableId, designDraftId: null, productIdentifier: product, color, complete: false },
        },
      ];
      const res = await fetch(`/api/order2/cart/${cartId}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ _v: 0, _d: ops }),
      });
      const body = await res.text();
      if (!res.ok || JSON.parse(body)._errors?.length) throw new Error(`patch ${res.status} ${body}`);
      return { cartId, printableId };
    },
    { product, color },
  );
}

/** A PNG of one flat colour (the pixel test looks for this colour in the mockup). */
export const flatPng = (width: number, height: number, rgb: [number, number, number]) =>
  sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();

/** Bounding box of the pixels close to a colour in a PNG; null when none. */
export async function colourBounds(png: Buffer, rgb: [number, number, number], tolerance = 40) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * 3;
      const d =
        Math.abs(data[i]! - rgb[0]) + Math.abs(data[i + 1]! - rgb[1]) + Math.abs(data[i + 2]! - rgb[2]);
      if (d <= tolerance) {
        minX = Math.min(minX, x);
        minY = Math.min(minY, y);
        maxX = Math.max(maxX, x);
        maxY = Math.max(maxY, y);
      }
    }
  }
  return maxX < 0 ? null : { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}
