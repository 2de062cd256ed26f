import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { type Layer, layerImages } from '../mockup/draw-mockup.ts';

/** A print file to draw: the canvas at true size (pixels, DPI), the placed layers and the style. */
export interface PrintFileJob {
  width: number;
  height: number;
  dpi: number;
  layers: Layer[];
  maxPixels: number;
  transparent: boolean;
  underbase: boolean;
}

export interface DrawnPrintFile {
  png: Uint8Array;
  /** White ink where the art is (grey = its coverage), for DTG on dark garments; else absent. */
  underbase?: Uint8Array;
  pdf: Uint8Array;
}

interface Planes {
  width: number;
  height: number;
  rgb: Buffer;
  alpha: Buffer;
}

/** pdfkit's low-level object API (not in its type definitions): objects, page resources, page content. */
interface PdfLowLevel {
  ref(data: Record<string, unknown>): { end(chunk: Buffer): void };
  page: { xobjects: Record<string, unknown> };
  addContent(s: string): void;
}

/**
 * A PDF page the print area's size (72 pt per inch) with the art on it at true size: an RGB image with the alpha
 * plane as its soft mask, deflated here (pdfkit's own PNG path decodes a 20 MP alpha PNG in JavaScript: seconds).
 */
async function pdfWrapper(p: Planes, widthIn: number, heightIn: number): Promise<Buffer> {
  const size: [number, number] = [widthIn * 72, heightIn * 72];
  const doc = new PDFDocument({ size, margin: 0, info: { Title: 'Print file', Creator: 'Platen' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const low = doc as unknown as PdfLowLevel;
  const image = { Type: 'XObject', Subtype: 'Image', Width: p.width, Height: p.height, BitsPerComponent: 8 };
  const mask = low.ref({ ...image, ColorSpace: 'DeviceGray', Filter: 'FlateDecode' });
  mask.end(deflateSync(p.alpha, { level: 1 }));
  const art = low.ref({ ...image, ColorSpace: 'DeviceRGB', Filter: 'FlateDecode', SMask: mask });
  art.end(deflateSync(p.rgb, { level: 1 }));
  low.page.xobjects.Art = art;
  low.addContent(`q ${size[0]} 0 0 ${size[1]} 0 0 cm /Art Do Q`);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/**
 * Untrusted input (the layers): runs in the image sandbox. Draws the artwork at true size on the print area,
 * as an sRGB PNG tagged with its DPI (transparent around the art for garments, white for sublimated items), the
 * white underbase as a separate greyscale PNG (white ink where the art is) when asked, and a PDF page of the
 * print area's size around it.
 */
export async function drawPrintFile(job: PrintFileJob): Promise<DrawnPrintFile> {
  const { width, height } = job;
  const background = job.transparent ? { r: 0, g: 0, b: 0, alpha: 0 } : { r: 255, g: 255, b: 255, alpha: 1 };
  const composites = await layerImages(job.layers, 1, job.maxPixels);
  const raw = await sharp({ create: { width, height, channels: 4, background } })
    .composite(composites)
    .raw()
    .toBuffer();
  const image = () => sharp(raw, { raw: { width, height, channels: 4 } });
  const png = await image()
    .withDensity(job.dpi)
    .withIccProfile('srgb')
    .png({ compressionLevel: 3 })
    .toBuffer();
  const alpha = await image().extractChannel(3).raw().toBuffer();
  const underbase = job.underbase
    ? await sharp(alpha, { raw: { width, height, channels: 1 } })
        .toColourspace('b-w')
        .withDensity(job.dpi)
        .png({ compressionLevel: 3 })
        .toBuffer()
    : undefined;
  const rgb = await image().removeAlpha().raw().toBuffer();
  const pdf = await pdfWrapper({ width, height, rgb, alpha }, width / job.dpi, height / job.dpi);
  return { png, ...(underbase ? { underbase } : {}), pdf };
}
