import { createHash } from 'node:crypto';
import {
  type ArtworkRow,
  artworkRepository,
  catalogRepository,
  type Db,
  designsRepository,
} from '@platen/db';
import type { Side } from '@platen/domain/entities/entities';
import type { JobQueue } from '@platen/db/job-queue';
import { type MockupArea, placeElements } from '@platen/domain/mockup/mockup-layout';
import { caseGeometry, mugSizeOf, mugViews } from '@platen/domain/mockup/product-geometry';
import { templateViewColour } from '@platen/domain/mockup/template-view-colour';
import { AppError } from '../../errors/app-error.ts';
import { type MockupRenderData, renderedMockup, type StoredLayer } from '../../jobs/mockup-render-job.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { artworkKey } from '../artwork/artwork-files.ts';
import { ARTWORK_LIMITS } from '../artwork/artwork-limits.ts';
import { boundedFileCache } from './bounded-file-cache.ts';
import type { MockupJob } from './draw-mockup.ts';
import {
  caseDrawing,
  mugDrawing,
  type ProductDrawing,
  productDrawing,
} from '../catalog/product-templates.ts';

/** Output width of a mockup in pixels (templates are drawn 1000 px wide). */
export const MOCKUP_WIDTH = 600;
/**
 * Part of every cache key: bumped when the drawing changes (2: rotation and mug places; 3: photo-like drawings,
 * the mug wrap round three cylinder views, the case print cut at the camera).
 */
const RENDERER_VERSION = '3';
/** Flat mug wrap resolution in output pixels per inch (the views are ~165 px high at the output scale). */
const WRAP_PPI = 60;
/** Formats the renderer draws; the others show as a labelled box of the artwork's size. */
const DRAWABLE = new Set(['png', 'jpeg', 'gif', 'svg']);

const notFound = (what: string) => new AppError('not_found', `${what} not found.`);

function placeholder(a: ArtworkRow): string {
  const label = a.format.toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" preserveAspectRatio="none"><rect width="400" height="400" fill="#d6dbe3" stroke="#5a667d" stroke-width="8" stroke-dasharray="20 12"/><text x="200" y="220" font-family="sans-serif" font-size="64" text-anchor="middle" fill="#33405a">${label}</text></svg>`;
}

export interface MockupRequest {
  designId: string;
  product: string;
  color?: string | undefined;
  side?: string | undefined;
}

/** Where mockups are drawn and kept: the job queue (renders run on a worker) and the file store. */
export interface MockupDeps {
  db: Db;
  jobs: JobQueue;
  files: FileStore;
}

type Placed = ReturnType<typeof placeElements>;
type Product = NonNullable<Awaited<ReturnType<ReturnType<typeof catalogRepository>['product']>>>;
type Design = NonNullable<Awaited<ReturnType<ReturnType<typeof designsRepository>['byId']>>>;

/** The side being drawn: its elements, print area, the artworks it uses and the product colour. */
interface MockupScene {
  userId: string;
  product: Product;
  design: Design;
  sideName: string;
  side: Side;
  area: Product['printAreas'][string];
  template: string;
  hex: string;
  artworks: Map<string, ArtworkRow>;
}

/** The drawing of the product, where the elements land, and for mugs the wrap round the cylinder views. */
interface Layout {
  drawing: ProductDrawing | null;
  placed: Placed;
  warp: MockupRenderData['warp'];
}

/**
 * The stored mockup (its file store key) of a user's design on a product colour and side: the template in that
 * colour with every element of the side at its real position and size. Cached by a hash of everything it
 * depends on; drawn once by a worker when missing.
 */
export async function renderMockup(
  { db, jobs, files }: MockupDeps,
  userId: string,
  req: MockupRequest,
): Promise<string> {
  const scene = await mockupScene(db, userId, req);
  // Mugs: the flat wrap laid out at WRAP_PPI, then wrapped round two cylinder views (left and right half).
  // Cases: the print on the geometry's area, cut at the camera. Garments: shaded drawings. Others: the template.
  const { drawing, placed, warp } = scene.product.type === 'Mug' ? mugLayout(scene) : flatLayout(scene);
  const svg = drawing?.base ?? scene.template.replaceAll('#COLOR', `#${scene.hex}`);
  const templateWidth = drawing?.width ?? Number(/width="(\d+)"/.exec(svg)?.[1] ?? 1000);
  const scale = MOCKUP_WIDTH / templateWidth;
  const job: Pick<MockupJob, 'under' | 'mask' | 'overlays'> = {
    ...(drawing?.under?.length ? { under: drawing.under } : {}),
    ...(drawing?.mask ? { mask: drawing.mask } : {}),
    ...(drawing?.overlays.length ? { overlays: drawing.overlays } : {}),
  };
  // `placed` carries each element's box and rotation, so a turned or re-placed element is a new mockup.
  const key = createHash('sha256')
    .update(
      JSON.stringify([
        RENDERER_VERSION,
        svg,
        job.under ?? null,
        job.mask ?? null,
        job.overlays ?? null,
        warp?.views ?? null,
        scale,
        placed,
        [...scene.artworks.values()].map((a) => [a.id, a.sha256]),
      ]),
    )
    .digest('hex');
  const data: MockupRenderData = {
    hash: key,
    owner: userId,
    template: svg,
    scale,
    layers: warp ? [] : layersOf(scene, placed),
    maxPixels: ARTWORK_LIMITS.maxPixels,
    ...job,
    ...(warp ? { warp } : {}),
  };
  return renderedMockup(jobs, files, data);
}

/** Reads the design, product, colour, side, template and artworks a mockup needs (404 for what is missing). */
async function mockupScene(db: Db, userId: string, req: MockupRequest): Promise<MockupScene> {
  const [design, product] = await Promise.all([
    designsRepository(db).byId(userId, req.designId),
    catalogRepository(db).product(req.product),
  ]);
  if (!design) throw notFound('Design');
  if (!product) throw notFound('Product');
  const color = req.color
    ? product.colors.find((c) => c.name.toLowerCase() === req.color!.toLowerCase())
    : product.colors[0];
  if (!color) throw notFound('Colour');
  const sideName = req.side ?? 'front';
  const templateName = product.templates[sideName];
  const area = product.printAreas[sideName];
  if (!templateName || !area) throw notFound('Side');
  const template = await catalogRepository(db).template(templateName);
  if (!template) throw notFound('Template');
  const side = ((design.doc.sides ?? {}) as Record<string, Side>)[sideName] ?? { elements: [] };
  const ids = [...new Set((side.elements ?? []).flatMap((e) => (e.artworkId ? [e.artworkId] : [])))];
  const artworks = new Map((await artworkRepository(db).byIds(userId, ids)).map((a) => [a.id, a]));
  return { userId, product, design, sideName, side, area, template, hex: color.hex, artworks };
}

/** Height over width of an artwork, when known. */
function aspectOf(scene: MockupScene) {
  return (id: string) => {
    const a = scene.artworks.get(id);
    return a && a.width > 0 ? a.height / a.width : undefined;
  };
}

/** Layers by file store key (the render job reads them on whichever worker draws it). */
function layersOf(scene: MockupScene, placed: Placed): StoredLayer[] {
  const layers: StoredLayer[] = [];
  for (const p of placed) {
    const a = scene.artworks.get(p.artworkId);
    if (!a) continue;
    const box = { left: p.left, top: p.top, width: p.width, height: p.height, rotation: p.rotation };
    if (!DRAWABLE.has(a.format)) layers.push({ ...box, inline: placeholder(a) });
    else layers.push({ ...box, key: artworkKey(scene.userId, a.fileName), svg: a.format === 'svg' });
  }
  return layers;
}

/** A mug: the flat wrap laid out at WRAP_PPI, wrapped round the cylinder views of its size. */
function mugLayout(scene: MockupScene): Layout {
  const { area } = scene;
  const size = mugSizeOf((scene.design.doc.variation as { size?: string } | null | undefined)?.size);
  const drawing = mugDrawing(size, scene.hex);
  const scale = MOCKUP_WIDTH / drawing.width;
  const flat: MockupArea = {
    box: { x: 0, y: 0, width: area.width * WRAP_PPI, height: area.height * WRAP_PPI },
    width: area.width,
    height: area.height,
  };
  const placed = placeElements(scene.side, flat, aspectOf(scene), false, true);
  const warp = {
    width: Math.round(flat.box.width),
    height: Math.round(flat.box.height),
    ppi: WRAP_PPI,
    layers: layersOf(scene, placed),
    views: mugViews(size).map((v) => ({
      left: v.body.x * scale,
      top: v.band.y * scale,
      width: v.body.width * scale,
      height: v.band.height * scale,
      centre: v.centre,
      radius: v.radius,
      bow: v.body.width * 0.09 * scale * 0.5,
    })),
  };
  return { drawing, placed, warp };
}

/** A case (the print on the geometry's area), a garment (shaded drawing) or another product (its template). */
function flatLayout(scene: MockupScene): Layout {
  const { product, area, hex } = scene;
  const g = product.type === 'Case' ? caseGeometry() : null;
  const templateName = product.templates[scene.sideName]!;
  const drawing = g ? caseDrawing(hex) : productDrawing(templateName, hex);
  const box = g ? g.printArea : area.box;
  const placed = placeElements(
    scene.side,
    { box, width: area.width, height: area.height },
    aspectOf(scene),
    product.type === 'Garment',
    false,
  );
  return { drawing, placed, warp: undefined };
}

/** Size names of the mockup server view (R-2-24); only `regular` exists, drawn MOCKUP_WIDTH wide. */
export const TEMPLATE_SIZES = ['regular'] as const;

/**
 * The template views' cache: a view exists only per catalogue colour of a template's products (a few hundred),
 * and the folder is bounded besides, so no series of requests can fill the disk.
 */
export const TEMPLATE_VIEW_CACHE = { maxFiles: 1000, maxBytes: 64 * 1024 * 1024 } as const;

/**
 * R-2-24: the mockup server view of a template in a colour (PNG at the regular size). Public, so it draws only
 * catalogue colours of the products on that template (any other is 400 and writes nothing) and caches the PNG in
 * a bounded folder.
 */
export async function renderTemplateView(
  { db, jobs, files }: MockupDeps,
  req: { templateIdentifier: string; color: string; caller: string },
): Promise<string> {
  const repo = catalogRepository(db);
  const template = await repo.template(req.templateIdentifier);
  if (!template) throw notFound('Template');
  const colour = templateViewColour(
    req.templateIdentifier,
    req.color,
    await repo.templateColours(req.templateIdentifier),
  );
  if (!colour.ok)
    throw new AppError('validation', colour.message, {
      issues: [{ path: 'querystring.color', message: 'Not a catalogue colour of this template' }],
    });
  // A drawing made here renders in its layers (shading blended by sharp), the others as the stored template.
  const drawing = productDrawing(req.templateIdentifier, colour.hex);
  const svg = drawing?.base ?? template.replaceAll('#COLOR', `#${colour.hex}`);
  const templateWidth = drawing?.width ?? Number(/width="(\d+)"/.exec(svg)?.[1] ?? 1000);
  const scale = MOCKUP_WIDTH / templateWidth;
  const layered = {
    ...(drawing?.under?.length ? { under: drawing.under } : {}),
    ...(drawing?.overlays.length ? { overlays: drawing.overlays } : {}),
  };
  const key = createHash('sha256')
    .update(JSON.stringify([RENDERER_VERSION, 'template', svg, layered, scale]))
    .digest('hex');
  const cache = boundedFileCache(files, 'template-views', TEMPLATE_VIEW_CACHE);
  const out = cache.keyOf(key);
  if (await files.head(out)) return out;
  await renderedMockup(jobs, files, {
    hash: key,
    out,
    owner: req.caller,
    template: svg,
    scale,
    layers: [],
    maxPixels: ARTWORK_LIMITS.maxPixels,
    ...layered,
  });
  await cache.added();
  return out;
}
