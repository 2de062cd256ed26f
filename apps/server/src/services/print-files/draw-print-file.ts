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

/** The art's colour and coverage as PNGs (8 bits, not interlaced): the PDF embeds their compressed rows as is. */
interface Planes {
  width: number;
  height: number;
  rgbPng: Buffer;
  alphaPng: Buffer;
}

/** pdfkit's low-level object API (not in its type definitions): objects, page resources, page content. */
interface PdfLowLevel {
  ref(data?: Record<string, unknown>): { end(chunk?: Buffer): void };
  page: { xobjects: Record<string, unknown> };
  addContent(s: string): void;
}

/**
 * The zlib stream of a PNG's pixel rows: its IDAT chunks' data, concatenated. A PDF image reads it as is with
 * FlateDecode and PNG predictors (each row's filter byte), so nothing is inflated or deflated again here.
 */
export function pngIdat(png: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 8; at + 12 <= png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return Buffer.concat(parts);
}

/**
 * A PDF page the print area's size (72 pt per inch) with the art on it at true size: an RGB image with the alpha
 * plane as its soft mask, both the PNGs' own compressed rows (libvips writes them in strips; no raw plane of the
 * 20 MP area is deflated in JavaScript, and pdfkit's PNG path would decode the alpha PNG in JavaScript: seconds).
 */
async function pdfWrapper(p: Planes, widthIn: number, heightIn: number): Promise<Buffer> {
  const size: [number, number] = [widthIn * 72, heightIn * 72];
  const doc = new PDFDocument({ size, margin: 0, info: { Title: 'Print file', Creator: 'Platen' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const low = doc as unknown as PdfLowLevel;
  const image = { Type: 'XObject', Subtype: 'Image', Width: p.width, Height: p.height, BitsPerComponent: 8 };
  const rows = (colors: number) => {
    const parms = low.ref({ Predictor: 15, Colors: colors, BitsPerComponent: 8, Columns: p.width });
    parms.end();
    return { Filter: 'FlateDecode', DecodeParms: parms };
  };
  const mask = low.ref({ ...image, ColorSpace: 'DeviceGray', ...rows(1) });
  mask.end(pngIdat(p.alphaPng));
  const art = low.ref({ ...image, ColorSpace: 'DeviceRGB', ...rows(3), SMask: mask });
  art.end(pngIdat(p.rgbPng));
  low.page.xobjects.Art = art;
  // pdfkit's page content runs with the y axis flipped (its origin top left): the image is placed as its own
  // image() places one (a negative height from the top), or the page shows the art upside down.
  low.addContent(`q ${size[0]} 0 0 ${-size[1]} 0 ${size[1]} cm /Art Do Q`);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** The iCCP chunk (length, type, data, CRC) of a PNG, taken from a 1x1 PNG libvips writes with the sRGB profile. */
let srgbChunk: Promise<Buffer> | undefined;
function srgbIccChunk(): Promise<Buffer> {
  srgbChunk ??= sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .withIccProfile('srgb')
    .png()
    .toBuffer()
    .then((png) => {
      for (let at = 8; at + 8 <= png.length; ) {
        const length = png.readUInt32BE(at);
        if (png.toString('latin1', at + 4, at + 8) === 'iCCP') return png.subarray(at, at + 12 + length);
        at += 12 + length;
      }
      throw new Error('libvips wrote no sRGB profile');
    });
  return srgbChunk;
}

/**
 * The PNG with the sRGB ICC profile embedded: its iCCP chunk goes right after IHDR (before any IDAT, as PNG asks).
 * The pixels are sRGB already: sharp's withIccProfile would also run an sRGB -> sRGB transform over every pixel
 * (0.5 s of a 14 x 16 in side), for the same file.
 */
async function withSrgbProfile(png: Buffer): Promise<Buffer> {
  const ihdrEnd = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([png.subarray(0, ihdrEnd), await srgbIccChunk(), png.subarray(ihdrEnd)]);
}

/**
 * The art on the print area as raw RGBA. One layer on a transparent area (a typical garment side) is cut to the
 * area and padded with transparent pixels to its size: drawn over nothing it is itself, and libvips' composite
 * works in floating point over the whole canvas (seconds at 20 MP). Anything else is composited.
 */
async function placedArt(job: PrintFileJob): Promise<Buffer> {
  const { width, height } = job;
  const clear = { r: 0, g: 0, b: 0, alpha: 0 };
  const background = job.transparent ? clear : { r: 255, g: 255, b: 255, alpha: 1 };
  const layers = await layerImages(job.layers, 1, job.maxPixels, true);
  const only = layers.length === 1 && job.transparent ? layers[0] : undefined;
  if (!only?.raw) {
    return sharp({ create: { width, height, channels: 4, background } })
      .composite(layers)
      .raw()
      .toBuffer();
  }
  const l = { left: only.left ?? 0, top: only.top ?? 0, width: only.raw.width, height: only.raw.height };
  const [x0, y0] = [Math.max(0, l.left), Math.max(0, l.top)];
  const [x1, y1] = [Math.min(width, l.left + l.width), Math.min(height, l.top + l.height)];
  if (x1 <= x0 || y1 <= y0) return Buffer.alloc(width * height * 4);
  return sharp(only.input as Buffer, { raw: only.raw })
    .extract({ left: x0 - l.left, top: y0 - l.top, width: x1 - x0, height: y1 - y0 })
    .extend({ left: x0, top: y0, right: width - x1, bottom: height - y1, background: clear })
    .raw()
    .toBuffer();
}

/**
 * Untrusted input (the layers): runs in the image sandbox. Draws the artwork at true size on the print area,
 * as an sRGB PNG tagged with its DPI (transparent around the art for garments, white for sublimated items), the
 * white underbase as a separate greyscale PNG (white ink where the art is) when asked, and a PDF page of the
 * print area's size around it. One decode and resize per layer, raw pixels between the steps; the PNGs are
 * written at zlib level 3 (the RIP reads them once).
 */
export async function drawPrintFile(job: PrintFileJob): Promise<DrawnPrintFile> {
  const { width, height } = job;
  const raw = await placedArt(job);
  const image = () => sharp(raw, { raw: { width, height, channels: 4 } });
  const png = await withSrgbProfile(
    await image().withDensity(job.dpi).png({ compressionLevel: 3 }).toBuffer(),
  );
  const alphaPng = await image()
    .extractChannel(3)
    .toColourspace('b-w')
    .withDensity(job.dpi)
    .png({ compressionLevel: 3 })
    .toBuffer();
  const underbase = job.underbase ? alphaPng : undefined;
  const rgbPng = await image().removeAlpha().png({ compressionLevel: 1 }).toBuffer();
  const pdf = await pdfWrapper({ width, height, rgbPng, alphaPng }, width / job.dpi, height / job.dpi);
  return { png, ...(underbase ? { underbase } : {}), pdf };
}
