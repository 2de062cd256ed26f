import { randomUUID } from 'node:crypto';
import type { DesignBody } from '@platen/contracts';
import type { DatabasePrintableRequest } from '@platen/contracts/entities';
import {
  artworkRepository,
  catalogRepository,
  type Db,
  type DesignRow,
  type Queryable,
  designsRepository,
  printablesRepository,
} from '@platen/db';
import { designSaveIssues, printableIssues } from '@platen/domain/design-save/design-save-issues';
import type { DesignDraft, PrintType } from '@platen/domain/entities/entities';
import { AppError } from '../../errors/app-error.ts';

const refused = (what: string, issues: { path: string; message: string; code?: string }[]) =>
  new AppError('validation', `${what}: ${issues[0]!.path}: ${issues[0]!.message}`, { issues });

/** O-7-15: saves a design that passes the design-ready rules; otherwise 400 with every issue. */
export async function createDesign(db: Queryable, userId: string, printType: PrintType, body: DesignBody) {
  const draft: DesignDraft = {
    id: 'new',
    name: body.name ?? null,
    type: body.type ?? null,
    printType,
    variation: body.variation ?? null,
    sublimationColor: body.sublimationColor ?? null,
    sides: body.sides,
  };
  const artworkIds = [
    ...new Set(
      Object.values(body.sides).flatMap((s) => s.elements.flatMap((e) => (e.artworkId ? [e.artworkId] : []))),
    ),
  ];
  const owned = new Set((await artworkRepository(db).byIds(userId, artworkIds)).map((a) => a.id));
  const issues = designSaveIssues(draft, (id) => owned.has(id));
  if (issues.length > 0) throw refused('Design not ready', issues);
  const row = await designsRepository(db).insert({
    id: randomUUID(),
    userId,
    printType,
    name: draft.name ?? null,
    doc: {
      type: draft.type,
      variation: draft.variation,
      sublimationColor: draft.sublimationColor,
      sides: draft.sides,
    },
  });
  return { designId: row.id };
}

/** O-7-20: the user's design; another user's is not found. */
export async function getDesign(db: Db, userId: string, designId: string) {
  const d = await designsRepository(db).byId(userId, designId);
  if (!d) throw new AppError('not_found', 'Design not found.');
  return designView(d);
}

/** The API view of a saved design (R-3-13). */
export function designView(d: DesignRow) {
  const doc = d.doc as {
    type?: string | null;
    variation?: Record<string, unknown> | null;
    sublimationColor?: string | null;
    sides?: Record<string, unknown>;
  };
  return {
    designId: d.id,
    name: d.name,
    type: doc.type ?? null,
    printType: d.printType,
    source: 'api',
    createdAt: d.createdAt,
    variation: doc.variation ?? null,
    sublimationColor: doc.sublimationColor ?? null,
    sides: doc.sides ?? {},
  };
}

/** O-7-17: saves a database printable: the user's design on a catalogue product colour, with size prices. */
export async function createPrintable(db: Queryable, userId: string, req: DatabasePrintableRequest) {
  const [design, product] = await Promise.all([
    designsRepository(db).byId(userId, req.designId),
    catalogRepository(db).product(req.product.identifier),
  ]);
  const issues = printableIssues(req, design, product);
  if (issues.length > 0 || !design || !product) throw refused('Printable not saved', issues);
  const color = product.colors.find((c) => c.name.toLowerCase() === req.product.color.trim().toLowerCase())!;
  const row = await printablesRepository(db).insert({
    id: randomUUID(),
    userId,
    designId: design.id,
    productId: product.productId,
    color: color.name,
    name: req.name,
    sizePrices: req.sizePrices.map((s) => ({ size: s.size.toLowerCase(), price: Math.floor(s.price) })),
    minQuantity: req.minQuantity,
  });
  return { printableId: row.id };
}
