import { createHash } from 'node:crypto';
import {
  type ArtworkRow,
  artworkRepository,
  catalogRepository,
  type Db,
  designsRepository,
  ordersRepository,
  type UnitRow,
  unitsRepository,
} from '@platen/db';
import type { JobQueue } from '@platen/db/job-queue';
import type { Side } from '@platen/domain/entities/entities';
import {
  type PrintFileKind,
  placeOnPrintFile,
  printCanvas,
  printFileStyle,
} from '@platen/domain/print-files/print-file';
import type { LifecycleState } from '@platen/domain/production/order-lifecycle';
import { AppError, notFound } from '../../errors/app-error.ts';
import { type PrintFileRenderData, renderedPrintFile } from '../../jobs/print-file-job.ts';
import type { StoredLayer } from '../../jobs/mockup-render-job.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { artworkKey } from '../artwork/artwork-files.ts';
import { ARTWORK_LIMITS } from '../artwork/artwork-limits.ts';

/** Part of every print file version: bumped when the drawing itself changes. */
const PRINT_FILE_RENDERER = '1';
/** Formats drawn onto a print file (the others are converted when uploaded or refused here). */
const DRAWABLE = new Set(['png', 'jpeg', 'gif', 'svg']);

export interface PrintFileDeps {
  db: Db;
  jobs: JobQueue;
  files: FileStore;
}

/** A unit's item as a print file needs it: the owner, design, product and colour. */
interface PrintSubject {
  unit: UnitRow;
  userId: string;
  designId: string;
}

/**
 * The stored print file (its file store key) of a unit's side: the PNG, the underbase (dark garments under DTG
 * only) or the PDF. Drawn once per design version by a worker, then reused. `owner` limits it to that customer's
 * units (the v2 API); staff routes pass none.
 */
export async function unitPrintFile(
  deps: PrintFileDeps,
  req: { barcode: string; side: string; kind: PrintFileKind; owner?: string; orderId?: string },
): Promise<string> {
  const { keys, data } = await renderedUnitPrintFile(deps, req);
  if (req.kind === 'underbase' && !data.underbase) throw notFound('Underbase');
  return keys[req.kind];
}

/** A unit side's print file rendered (or found stored): its keys, what was drawn, the unit and the side's inks. */
export async function renderedUnitPrintFile(
  deps: PrintFileDeps,
  req: { barcode: string; side: string; owner?: string; orderId?: string },
) {
  const subject = await printSubject(deps.db, req);
  const { data, inks } = await printFileData(deps.db, subject, req.side);
  const keys = await renderedPrintFile(deps.jobs, deps.files, data);
  return { keys, data, unit: subject.unit, inks };
}

/** The unit, its order's owner and its item's design (404 when missing or, for a customer, not theirs). */
async function printSubject(
  db: Db,
  req: { barcode: string; owner?: string; orderId?: string },
): Promise<PrintSubject> {
  const unit = await unitsRepository(db).get(req.barcode);
  if (!unit || (req.orderId !== undefined && unit.orderId !== req.orderId)) throw notFound('Unit');
  const order = await ordersRepository(db).floorFacts(unit.orderId);
  if (!order || (req.owner !== undefined && order.userId !== req.owner)) throw notFound('Unit');
  const designId = (order.lifecycle as LifecycleState).items[unit.itemIndex]?.designId;
  if (!designId) throw notFound('Design');
  return { unit, userId: order.userId, designId };
}

/** What the render draws, and its version: a hash of the canvas, the placed layers and the artworks' bytes. */
async function printFileData(
  db: Db,
  s: PrintSubject,
  sideName: string,
): Promise<{ data: PrintFileRenderData; inks: string[] }> {
  const [design, product] = await Promise.all([
    designsRepository(db).byId(s.userId, s.designId),
    catalogRepository(db).product(s.unit.productIdentifier ?? ''),
  ]);
  if (!design) throw notFound('Design');
  if (!product) throw notFound('Product');
  const area = product.printAreas[sideName];
  const side = ((design.doc.sides ?? {}) as Record<string, Side>)[sideName];
  if (!area || !side) throw notFound('Side');
  const ids = [...new Set((side.elements ?? []).flatMap((e) => (e.artworkId ? [e.artworkId] : [])))];
  const artworks = new Map((await artworkRepository(db).byIds(s.userId, ids)).map((a) => [a.id, a]));
  const printType = s.unit.printType ?? design.printType;
  const canvas = printCanvas(area);
  const aspectOf = (id: string) => {
    const a = artworks.get(id);
    return a && a.width > 0 ? a.height / a.width : undefined;
  };
  const placed = placeOnPrintFile(side, canvas, printType, aspectOf);
  const hex = product.colors.find((c) => c.name.toLowerCase() === s.unit.color?.toLowerCase())?.hex ?? null;
  const style = printFileStyle(printType, hex);
  const layers = placed.map((p) => storedLayer(s.userId, artworks.get(p.artworkId), p));
  const version = createHash('sha256')
    .update(
      JSON.stringify([
        PRINT_FILE_RENDERER,
        canvas,
        style,
        layers,
        [...artworks.values()].map((a) => a.sha256),
      ]),
    )
    .digest('hex');
  const data = {
    version,
    owner: s.userId,
    width: canvas.widthPx,
    height: canvas.heightPx,
    dpi: canvas.dpi,
    ...style,
    layers,
    maxPixels: ARTWORK_LIMITS.maxPixels,
  };
  return { data, inks: side.colors?.matched ?? [] };
}

/** A placed element as a layer read from the file store (422 when its artwork cannot be drawn). */
function storedLayer(
  userId: string,
  a: ArtworkRow | undefined,
  p: { left: number; top: number; width: number; height: number; rotation: number },
): StoredLayer {
  if (!a)
    throw new AppError('unprocessable', 'An artwork of this design is missing: no print file can be drawn.');
  if (!DRAWABLE.has(a.format))
    throw new AppError(
      'unprocessable',
      `Artwork ${a.name} is ${a.format.toUpperCase()}: no print file can be drawn from it.`,
    );
  const { left, top, width, height, rotation } = p;
  return { left, top, width, height, rotation, key: artworkKey(userId, a.fileName), svg: a.format === 'svg' };
}

/** A side of a unit's design with something on it: its print file version, or why none can be drawn. */
export interface SideVersion {
  side: string;
  version: string | null;
  reason: string | null;
}

/** The print file version of each side of a unit's design that has elements (no design: none). */
export async function unitSideVersions(db: Db, barcode: string): Promise<SideVersion[]> {
  const subject = await printSubject(db, { barcode }).catch((e) => {
    if (e instanceof AppError) return null;
    throw e;
  });
  if (!subject) return [];
  const design = await designsRepository(db).byId(subject.userId, subject.designId);
  const sides = Object.entries((design?.doc.sides ?? {}) as Record<string, Side>)
    .filter(([, s]) => (s.elements ?? []).length > 0)
    .map(([name]) => name);
  const out: SideVersion[] = [];
  for (const side of sides) {
    try {
      out.push({ side, version: (await printFileData(db, subject, side)).data.version, reason: null });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      out.push({ side, version: null, reason: e.message });
    }
  }
  return out;
}
