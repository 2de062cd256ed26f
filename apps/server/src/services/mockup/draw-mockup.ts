import { sanitiseSvg } from '@platen/domain/artwork-files/sanitise-svg';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { AppError } from '../../errors/app-error.ts';

/**
 * One layer of a mockup: raster image bytes (read from the file store by the caller) or SVG text (a stored
 * artwork or a placeholder), at a place and size (its upright box), turned `rotation` degrees clockwise about the
 * box's centre.
 */
export interface Layer {
  bytes?: Uint8Array;
  svg?: string;
  left: number;
  top: number;
  width: number;
  height: number;
  rotation?: number;
}

export interface MockupJob {
  /** The product template (SVG text from the catalogue, colour filled in). */
  template: string;
  /** Output scale of the template (0.6 -> a 1000 px template renders 600 px wide). */
  scale: number;
  layers: Layer[];
  maxPixels: number;
  /** SVGs the template's size drawn over it, under the artwork (cached apart, so a colour change is cheap). */
  under?: string[];
  /** SVG the template's size: the artwork shows only where it is white (a case's camera hole is not printed). */
  mask?: string;
  /** SVGs the template's size drawn over the artwork (shading by multiply, gloss by screen, parts over it). */
  overlays?: { svg: string; blend: 'multiply' | 'screen' | 'over' }[];
  /** A mug wrap: its layers are laid out flat, then wrapped round each view's cylinder (output pixels). */
  warp?: WrapJob;
}

/** The flat wrap (output pixels, `ppi` per inch) and the cylinder views it is drawn onto. */
export interface WrapJob {
  width: number;
  height: number;
  ppi: number;
  layers: Layer[];
  views: {
    left: number;
    top: number;
    width: number;
    height: number;
    /** Wrap inches facing the viewer at the centre column; the cylinder radius in inches. */
    centre: number;
    radius: number;
    /** Output pixels the print bows down at the centre (the cylinder seen from a little above). */
    bow: number;
  }[];
}

interface Raster {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}
// Product drawings (base, shading, masks; our own SVG, not user input) are few and their blurs cost most of a
// render: each is rasterised once per scale and kept as raw pixels (least recently used dropped past the cap).
const RASTER_CACHE = 48;
const rasters = new Map<string, Raster>();
function remember(key: string, value: Raster): Raster {
  rasters.set(key, value);
  if (rasters.size > RASTER_CACHE) rasters.delete(rasters.keys().next().value as string);
  return value;
}
async function rasterOf(
  svg: string,
  density: number,
  size?: { width: number; height: number },
): Promise<Raster> {
  const key = `${density}:${size ? `${size.width}x${size.height}` : ''}:${svg}`;
  const hit = rasters.get(key);
  if (hit) {
    rasters.delete(key);
    rasters.set(key, hit);
    return hit;
  }
  let img = sharp(Buffer.from(svg), { density }).ensureAlpha();
  if (size) img = img.resize(size.width, size.height, { fit: 'fill' });
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  return remember(key, { data, raw: { width: info.width, height: info.height, channels: info.channels } });
}
/** The product drawing with alpha where the mask is not white: laid over the artwork, it hides what must not print. */
async function coverOf(
  template: string,
  mask: string,
  density: number,
  size: Raster['raw'],
): Promise<Raster> {
  const key = `cover:${density}:${template}${mask}`;
  const hit = rasters.get(key);
  if (hit) return hit;
  const base = await rasterOf(template, density);
  const m = await rasterOf(mask, density, size);
  const data = Buffer.from(base.data);
  for (let i = 0; i < data.length; i += 4) {
    const shown = (m.data[i + 3]! / 255) * (m.data[i]! / 255);
    data[i + 3] = Math.round(255 * (1 - shown));
  }
  return remember(key, { data, raw: base.raw });
}
const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } });

/**
 * The flat wrap drawn round each view's cylinder: the column at t (-1..1 across the face) sees the wrap at
 * centre + asin(t) * radius inches (packages/domain/src/mockup/product-geometry.ts wrapInchesAt), so the print
 * crowds towards the silhouettes; rows bow down in the middle.
 */
async function wrapViews(warp: WrapJob, maxPixels: number): Promise<OverlayOptions[]> {
  const flat = await blank(warp.width, warp.height)
    .composite(await layerImages(warp.layers, 1, maxPixels))
    .raw()
    .toBuffer();
  const out: OverlayOptions[] = [];
  for (const v of warp.views) {
    const w = Math.round(v.width);
    const h = Math.round(v.height);
    const bow = Math.ceil(v.bow);
    const px = Buffer.alloc(w * (h + bow) * 4);
    for (let x = 0; x < w; x++) {
      const t = ((x + 0.5) / w) * 2 - 1;
      const u = (v.centre + Math.asin(t) * v.radius) * warp.ppi - 0.5;
      if (u < -0.5 || u > warp.width - 0.5) continue;
      const u0 = Math.max(0, Math.floor(u));
      const u1 = Math.min(warp.width - 1, u0 + 1);
      const f = Math.min(1, Math.max(0, u - u0));
      const dy = Math.round(v.bow * Math.sqrt(1 - t * t));
      for (let y = 0; y < h; y++) {
        const sy = Math.min(warp.height - 1, Math.floor(((y + 0.5) / h) * warp.height));
        const a = (sy * warp.width + u0) * 4;
        const b = (sy * warp.width + u1) * 4;
        const o = ((y + dy) * w + x) * 4;
        for (let c = 0; c < 4; c++) px[o + c] = Math.round(flat[a + c]! * (1 - f) + flat[b + c]! * f);
      }
    }
    const png = await sharp(px, { raw: { width: w, height: h + bow, channels: 4 } })
      .png()
      .toBuffer();
    out.push({ input: png, left: Math.round(v.left), top: Math.round(v.top) });
  }
  return out;
}

/** A layer's SVG within the sanitiser's caps (stored artworks may predate them), else the artwork is refused. */
function checkedSvg(text: string): Buffer {
  const clean = sanitiseSvg(text);
  if (!clean.ok)
    throw new AppError('unprocessable', `An artwork of this design cannot be drawn: ${clean.message}`);
  return Buffer.from(clean.svg);
}

/** Sized (and turned) layers as composites; scale s maps layer units to output pixels. `raw`: as raw RGBA pixels
 * (no PNG encode and decode between the layer and the canvas; print files), else as PNG bytes. */
export async function layerImages(
  layers: Layer[],
  s: number,
  maxPixels: number,
  raw = false,
): Promise<OverlayOptions[]> {
  const composites: OverlayOptions[] = [];
  type Sized = {
    input: Buffer;
    raw?: { width: number; height: number; channels: 4 };
    width: number;
    height: number;
  };
  const out = async (img: Sharp): Promise<Sized> => {
    if (!raw) {
      const png = await img.png().toBuffer({ resolveWithObject: true });
      return { input: png.data, width: png.info.width, height: png.info.height };
    }
    const px = await img.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const size = { width: px.info.width, height: px.info.height };
    return { input: px.data, raw: { ...size, channels: 4 as const }, ...size };
  };
  for (const l of layers) {
    const w = Math.max(1, Math.round(l.width * s));
    const h = Math.max(1, Math.round(l.height * s));
    if (l.svg === undefined && !l.bytes) throw new Error('a mockup layer has no image');
    const input =
      l.svg !== undefined
        ? checkedSvg(l.svg)
        : Buffer.from(l.bytes!.buffer, l.bytes!.byteOffset, l.bytes!.byteLength);
    const img = await out(
      sharp(input, { limitInputPixels: maxPixels, density: 150 }).resize(w, h, { fit: 'fill' }),
    );
    const turn = (((l.rotation ?? 0) % 360) + 360) % 360;
    if (!turn) {
      const { width: _w, height: _h, ...overlay } = img;
      composites.push({ ...overlay, left: Math.round(l.left * s), top: Math.round(l.top * s) });
      continue;
    }
    // sharp rotates before it resizes within one pipeline, so the turn is a second pass over the sized image;
    // the canvas grows to the turned bounds (transparent corners) and stays centred on the element's centre.
    const turned = await out(
      sharp(img.input, img.raw ? { raw: img.raw } : {}).rotate(turn, {
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      }),
    );
    const cx = (l.left + l.width / 2) * s;
    const cy = (l.top + l.height / 2) * s;
    const { width: tw, height: th, ...overlay } = turned;
    composites.push({ ...overlay, left: Math.round(cx - tw / 2), top: Math.round(cy - th / 2) });
  }
  return composites;
}

/**
 * Untrusted input (the layers): runs in the image sandbox. Draws the mockup and gives back its PNG bytes (the
 * caller stores them in the file store; the sandbox touches no files): the product
 * drawing, what lies under the artwork, the artwork (bent round a mug's views, hidden where the mask is not
 * white), then the shading overlays blended over it.
 */
export async function drawMockup(
  job: MockupJob,
): Promise<{ width: number; height: number; png: Uint8Array }> {
  const s = job.scale;
  const density = 72 * s;
  const baseRaster = await rasterOf(job.template, density);
  const meta = baseRaster.raw;
  const raster = async (svg: string) => {
    const r = await rasterOf(svg, density, meta);
    return { input: r.data, raw: r.raw };
  };
  const under: OverlayOptions[] = [];
  for (const u of job.under ?? []) under.push({ ...(await raster(u)), left: 0, top: 0 });
  const print = await layerImages(job.layers, s, job.maxPixels);
  if (job.warp) print.push(...(await wrapViews(job.warp, job.maxPixels)));
  if (job.mask && print.length) {
    const cover = await coverOf(job.template, job.mask, density, meta);
    print.push({ input: cover.data, raw: cover.raw, left: 0, top: 0 });
  }
  const overlays: OverlayOptions[] = [];
  for (const o of job.overlays ?? [])
    overlays.push({ ...(await raster(o.svg)), left: 0, top: 0, blend: o.blend });
  const png = await sharp(baseRaster.data, { raw: baseRaster.raw })
    .composite([...under, ...print, ...overlays])
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { width: meta.width, height: meta.height, png };
}
