import { loadavg } from 'node:os';
import { nestSheets } from '@platen/domain/print-files/sheet-nesting';
import { placeOnPrintFile, printCanvas, printFileStyle } from '@platen/domain/print-files/print-file';
import sharp from 'sharp';
import { createImageSandbox } from '../../apps/server/src/services/image-sandbox/image-sandbox.ts';
import { type Figure, round } from '../lib.ts';

const RENDERS = 12;
const NESTINGS = 50;

const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)] as number;
};

/** The print-file job of a 14 x 16 in DTG front on a black tee at 300 DPI: a 3000 x 3000 PNG over 12 in, underbase. */
export async function dtgPrintFileJob() {
  // Art with detail and flat areas (circles in bands of colour), as a typical DTG design; 3000 px over 12 in.
  const circles = Array.from({ length: 400 }, (_, i) => {
    const [x, y] = [((i * 73) % 3000) + 20, ((i * 137) % 3000) + 20];
    return `<circle cx="${x}" cy="${y}" r="${40 + (i % 9) * 15}" fill="hsl(${(i * 29) % 360},70%,50%)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="3000"><rect width="3000" height="3000" fill="#223344"/>${circles}</svg>`;
  const art = await sharp(Buffer.from(svg)).png().toBuffer();
  const canvas = printCanvas({ width: 14, height: 16, dpi: 300 });
  const side = { elements: [{ artworkId: 'a', width: 12 / 14, aspect: 1, position: { horizontal: 'C' } }] };
  const [p] = placeOnPrintFile(side as never, canvas, 'dtg', () => 1);
  const job = {
    width: canvas.widthPx,
    height: canvas.heightPx,
    dpi: canvas.dpi,
    maxPixels: 100_000_000,
    ...printFileStyle('dtg', '111111'),
    layers: [{ ...p!, bytes: art }],
  };
  return job;
}

/** p95 of 12 renders of the DTG front through the image sandbox. */
async function printFileP95(): Promise<number> {
  const job = await dtgPrintFileJob();
  const images = createImageSandbox({ processes: 1 });
  try {
    await images.run('drawPrintFile', job, { owner: 'bench', budgetMs: 120_000 });
    const times: number[] = [];
    for (let i = 0; i < RENDERS; i++) {
      const t0 = performance.now();
      await images.run('drawPrintFile', job, { owner: 'bench', budgetMs: 120_000 });
      times.push(performance.now() - t0);
    }
    return round(p95(times), 0);
  } finally {
    await images.close();
  }
}

/** 200 sublimation items of mixed sizes (mugs, coasters, cases, 12-24 in posters) onto sheets. */
function nestingMs(): number {
  const sizes = [
    [8.36, 3.48],
    [4.08, 4.08],
    [4.3, 6.5],
    [11, 17],
    [16, 24],
    [24, 36],
  ] as const;
  const items = Array.from({ length: 200 }, (_, i) => {
    const [width, height] = sizes[i % sizes.length]!;
    return { code: `U${i}`, width, height };
  });
  nestSheets(items);
  const times: number[] = [];
  for (let i = 0; i < NESTINGS; i++) {
    const t0 = performance.now();
    nestSheets(items);
    times.push(performance.now() - t0);
  }
  return round(p95(times), 2);
}

/**
 * F4: a print-ready file of a 14 x 16 in DTG side at 300 DPI (PNG, underbase and PDF, through the image sandbox
 * as the print-file job runs it), p95 of 12 renders; nesting 200 sublimation items onto sheets (p95 of 50).
 */
export const f4: Figure = {
  id: 'F4',
  title: 'Print file of a 14x16 in DTG side at 300 DPI; sheet nesting of 200 items',
  async run() {
    const load_1m_before = round(loadavg()[0] ?? -1, 2);
    const print_file_p95_ms = await printFileP95();
    const nesting_ms = nestingMs();
    return { print_file_p95_ms, nesting_ms, load_1m_before, load_1m_after: round(loadavg()[0] ?? -1, 2) };
  },
};
