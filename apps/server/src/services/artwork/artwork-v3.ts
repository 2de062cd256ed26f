import { createHash } from 'node:crypto';
import type { ArtworkResponse } from '@platen/contracts';
import { artworkRepository, type Db, idempotencyRepository } from '@platen/db';
import { artworkActions, isConvertible } from '@platen/domain/design/artwork-actions';
import {
  ARTWORK_RIGHTS_VERSION,
  artworkRightsStatement,
  licensorOf,
  rightsOwner,
} from '@platen/domain/design/artwork-rights';
import { artworkPrintability } from '@platen/domain/editor/printability';
import { AppError } from '../../errors/app-error.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { productDetail } from '../catalog/catalog-service.ts';
import { idempotentCreate } from '../idempotent-create.ts';
import type { ImageSandbox } from '../image-sandbox/image-sandbox.ts';
import { artworkKey } from './artwork-files.ts';
import { ARTWORK_LIMITS } from './artwork-limits.ts';
import { artworkView, insertArtwork, type StoredArtwork, storeArtworkFiles } from './artwork-service.ts';
import { type ConvertJob, convertsByTool, convertTimeoutMs } from './convert-artwork.ts';

const notFound = () => new AppError('not_found', 'Artwork not found.');

async function own(db: Db, userId: string, id: string) {
  const a = await artworkRepository(db).byId(userId, id);
  if (!a) throw notFound();
  return a;
}

/** GET /api/v3/artwork: one page of the user's artwork, newest first, with the totals for X-Count / X-Pages. */
export async function artworkPage(db: Db, userId: string, page: number, limit: number) {
  const r = await artworkRepository(db).page(userId, limit, (page - 1) * limit);
  return { rows: r.rows.map(artworkView), count: r.count, pages: Math.ceil(r.count / limit) };
}

/**
 * Runs a creating use-case once per Idempotency-Key, doing its slow part (the sandbox, converters, file store)
 * before the short transaction that claims the key and inserts the row. A key already used skips the slow part:
 * idempotentCreate then answers the stored answer (or the mismatch).
 */
async function createArtworkOnce(
  db: Db,
  userId: string,
  key: string | undefined,
  request: unknown,
  slow: () => Promise<StoredArtwork>,
) {
  const used = key !== undefined && (await idempotencyRepository(db).get(userId, key)) !== null;
  const stored = used ? null : await slow();
  return idempotentCreate<ArtworkResponse>(db, userId, key, request, async (tx) => {
    if (!stored) throw new Error('an Idempotency-Key was claimed meanwhile without its artwork');
    return { status: 201, body: await insertArtwork(tx, stored) };
  });
}

/**
 * POST /api/v3/artwork: the upload of /api/print/v3/artwork, once per Idempotency-Key (the request is the file's
 * SHA-256 and the name).
 */
export function uploadArtworkOnce(
  db: Db,
  files: FileStore,
  images: ImageSandbox,
  userId: string,
  key: string | undefined,
  upload: { bytes: Buffer; name: string },
) {
  const request = { sha256: createHash('sha256').update(upload.bytes).digest('hex'), name: upload.name };
  return createArtworkOnce(db, userId, key, request, () => storeArtworkFiles(files, images, userId, upload));
}

const rightsView = (a: Awaited<ReturnType<typeof own>>) => {
  const licensor = a.rights ? licensorOf(a.rights.owner) : null;
  return {
    artworkId: a.id,
    declared: a.rights !== null,
    statement: artworkRightsStatement(licensor),
    version: a.rights?.version ?? ARTWORK_RIGHTS_VERSION,
    licensor,
    declaredAt: a.rights?.declaredAt ?? null,
    declaredBy: a.rights?.declaredBy ?? null,
  };
};

/** GET /api/v3/artwork/{id}/rights: the declaration made, or the text to declare. */
export async function artworkRights(db: Db, userId: string, id: string) {
  return rightsView(await own(db, userId, id));
}

/** PUT /api/v3/artwork/{id}/rights: records the declaration (the current text) by the signed-in user. */
export async function declareArtworkRights(
  db: Db,
  userId: string,
  actingUserId: string,
  id: string,
  licensor: string | undefined,
) {
  const a = await artworkRepository(db).declareRights(userId, id, {
    declaredBy: actingUserId,
    version: ARTWORK_RIGHTS_VERSION,
    owner: rightsOwner(licensor ?? null),
  });
  if (!a) throw notFound();
  return rightsView(a);
}

/** GET /api/v3/artwork/{id}/actions: what may be done now (delete refused while an open order uses it). */
export async function artworkActionsOf(db: Db, userId: string, id: string) {
  const a = await own(db, userId, id);
  const openOrders = await artworkRepository(db).openOrdersUsing(userId, id);
  return {
    artworkId: a.id,
    actions: artworkActions({ format: a.format, openOrders, rightsDeclared: a.rights !== null }),
  };
}

/** GET /api/v3/artwork/{id}/printability: DPI per placement of a catalogue product (domain printability rule). */
export async function artworkPrintabilityOf(
  db: Db,
  userId: string,
  id: string,
  q: { product?: string; width?: number },
) {
  const a = await own(db, userId, id);
  const product = q.product ? await productDetail(db, q.product) : null;
  const minQuality = product?.properties.minArtworkQuality;
  const r = artworkPrintability(a, product?.printAreas ?? {}, {
    minArtworkQuality: typeof minQuality === 'number' ? minQuality : null,
    width: q.width ?? null,
  });
  return {
    artworkId: a.id,
    format: a.format,
    pixelWidth: a.width,
    pixelHeight: a.height,
    product: product?.identifier ?? null,
    ...r,
  };
}

/**
 * A PDF/AI or EPS file converted by its Debian tool in the image sandbox (one at a time per user): the converter's
 * own time limit answers first, with a message naming the file; the sandbox's budget backs it.
 */
const convertInSandbox = (images: ImageSandbox, userId: string, job: Omit<ConvertJob, 'timeoutMs'>) => {
  const timeoutMs = convertTimeoutMs();
  return images.run(
    'convertWithTool',
    { ...job, sizeAt300: { width: job.sizeAt300.width, height: job.sizeAt300.height }, timeoutMs },
    { owner: userId, budgetMs: timeoutMs + 5_000 },
  );
};

/**
 * POST /api/v3/artwork/{id}/conversion: a vector, PDF/AI, EPS or DST artwork rendered to a new PNG artwork. PDF
 * and EPS go through Debian's pdftoppm / gs (started by the image sandbox, convert-artwork.ts); SVG and DST are
 * drawn there too; the PNG is then checked and stored like an upload.
 */
export async function convertArtwork(
  deps: { db: Db; files: FileStore; images: ImageSandbox },
  userId: string,
  id: string,
  key: string | undefined,
  body: { format: 'png'; dpi: number },
) {
  const { db, files, images } = deps;
  return createArtworkOnce(db, userId, key, { id, ...body }, async () => {
    const a = await own(db, userId, id);
    if (!isConvertible(a.format))
      throw new AppError(
        'unprocessable',
        `A ${a.format.toUpperCase()} image is already pixels: there is nothing to convert.`,
      );
    const source = await files.get(artworkKey(userId, a.fileName));
    if (!source) throw notFound();
    const png = convertsByTool(a.format)
      ? await convertInSandbox(images, userId, { format: a.format, source, dpi: body.dpi, sizeAt300: a })
      : await images.run(
          'rasteriseArtwork',
          {
            format: a.format as 'svg' | 'dst',
            source,
            dpi: body.dpi,
            maxInputPixels: ARTWORK_LIMITS.maxPixels,
          },
          { owner: userId },
        );
    const name = `${a.name.slice(0, ARTWORK_LIMITS.nameLength - 6)} (PNG)`;
    return storeArtworkFiles(files, images, userId, { bytes: Buffer.from(png), name });
  });
}
