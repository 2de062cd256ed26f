import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { placeOnPrintFile, printCanvas, printFileStyle } from '@platen/domain/print-files/print-file';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { drawPrintFile } from '../../src/services/print-files/draw-print-file.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'platen-print-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A 2 x 2 in DTG side at 300 DPI (the least a print file has) with art of four colour quadrants over 1.5 in. */
async function smallDtgFile() {
  const q = (fill: string, x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="60" height="60" fill="${fill}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120">${q('#d62828', 0, 0)}${q('#1d3557', 60, 0)}${q('#2a9d8f', 0, 60)}${q('#f4a261', 60, 60)}</svg>`;
  const art = await sharp(Buffer.from(svg)).png().toBuffer();
  const canvas = printCanvas({ width: 2, height: 2, dpi: 300 });
  const side = { elements: [{ artworkId: 'a', width: 1.5 / 2, aspect: 1, position: { horizontal: 'C' } }] };
  const [placed] = placeOnPrintFile(side as never, canvas, 'dtg', () => 1);
  return drawPrintFile({
    width: canvas.widthPx,
    height: canvas.heightPx,
    dpi: canvas.dpi,
    maxPixels: 10_000_000,
    ...printFileStyle('dtg', '111111'),
    layers: [{ ...placed!, bytes: art } as never],
  });
}

describe('print file PDF (docs/decisions/print-files.md)', () => {
  it('the PDF page is the PNG: the same art at true size, white where the PNG is transparent, 2 x 2 in', async () => {
    const drawn = await smallDtgFile();
    writeFileSync(path.join(dir, 'print.pdf'), drawn.pdf);
    const info = execFileSync('pdfinfo', [path.join(dir, 'print.pdf')], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+144 x 144 pts/);
    execFileSync('pdftoppm', [
      '-r',
      '300',
      '-png',
      '-singlefile',
      path.join(dir, 'print.pdf'),
      path.join(dir, 'page'),
    ]);
    const page = await sharp(readFileSync(path.join(dir, 'page.png')))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const png = await sharp(Buffer.from(drawn.png))
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([page.info.width, page.info.height]).toEqual([png.info.width, png.info.height]);
    let off = 0;
    let sum = 0;
    for (let i = 0; i < png.data.length; i++) {
      const d = Math.abs(page.data[i]! - png.data[i]!);
      sum += d;
      if (d > 3) off++;
    }
    // The rasteriser smooths the art's edges (about 1% of values); a flipped page, a wrong predictor or a lost
    // mask would be off almost everywhere.
    expect(off / png.data.length).toBeLessThan(0.03);
    expect(sum / png.data.length).toBeLessThan(2);
    // The art is there (not a blank page), its red quadrant on the page; the page is not upside down (the old
    // PDF drew the art flipped: pdfkit's page content runs with the y axis flipped).
    let red = 0;
    for (let i = 0; i < page.data.length; i += 3) if (page.data[i]! > 180 && page.data[i + 1]! < 80) red++;
    expect(red).toBeGreaterThan(30 * 30);
  });

  it("the underbase is the art's coverage as a greyscale PNG tagged 300 DPI", async () => {
    const drawn = await smallDtgFile();
    const meta = await sharp(Buffer.from(drawn.underbase!)).metadata();
    expect(meta).toMatchObject({ width: 600, height: 600, channels: 1, density: 300 });
    // White ink exactly where the art covers, as much as it covers: the PNG's alpha, value for value.
    const ink = await sharp(Buffer.from(drawn.underbase!)).extractChannel(0).raw().toBuffer();
    const alpha = await sharp(Buffer.from(drawn.png)).extractChannel(3).raw().toBuffer();
    expect(ink.equals(alpha)).toBe(true);
    expect(ink.includes(255) && ink.includes(0)).toBe(true);
  });
});
