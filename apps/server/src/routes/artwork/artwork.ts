import fastifyMultipart from '@fastify/multipart';
import {
  ArtworkBulkRequestSchema,
  ArtworkFileParamsSchema,
  ArtworkListQuerySchema,
  ArtworkParamsSchema,
  ArtworkSchema,
  RenameArtworkRequestSchema,
  ArtworkSearchQuerySchema,
} from '@platen/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { readAccountId } from '../../plugins/route-permissions.ts';
import { deleteArtwork, renameArtwork } from '../../services/artwork/manage-artwork.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import {
  ARTWORK_LIMITS,
  artworkFile,
  artworkName,
  bulkArtwork,
  getArtwork,
  listArtwork,
  searchArtwork,
  uploadArtwork,
} from '../../services/artwork/artwork-service.ts';
import { sendFile } from '../../storage/send-stored.ts';

/** Multipart overhead allowed on top of the file cap before the request is refused from its Content-Length. */
const ENVELOPE = 64 * 1024;

/** 413, and the connection is closed so the rest of an oversized body is never read. */
const tooLarge = (maxBytes: number) =>
  new AppError('payload_too_large', `The file is larger than ${Math.round(maxBytes / 1048576)} MB.`, {
    headers: { connection: 'close' },
  });

/**
 * Reads a file part, failing the moment the parser reports the cap (the parser would otherwise go on reading
 * and discarding the rest of the body before the stream ends).
 */
function readCapped(file: NodeJS.ReadableStream, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.on('data', (c: Buffer) => chunks.push(c));
    file.once('limit', () => reject(tooLarge(maxBytes)));
    file.once('error', reject);
    file.once('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Reads the multipart upload: the file (at most maxBytes, else 413 from the parser) and an optional name field. */
async function readUpload(req: FastifyRequest, maxBytes: number) {
  if (!req.isMultipart())
    throw new AppError('unsupported_media_type', 'Send the artwork as multipart/form-data.');
  let bytes: Buffer | null = null;
  let fileName: string | undefined;
  let name: string | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes) {
          part.file.resume();
          continue;
        }
        fileName = part.filename;
        bytes = await readCapped(part.file, maxBytes);
      } else if (part.fieldname === 'name' && typeof part.value === 'string') {
        name = part.value;
      }
    }
  } catch (err) {
    // The parser's own failures (truncated or malformed multipart) are the client's, not ours.
    if (err instanceof AppError || ((err as { statusCode?: number }).statusCode ?? 500) < 500) throw err;
    throw new AppError('bad_request', 'The multipart body is malformed.');
  }
  if (!bytes || bytes.length === 0)
    throw new AppError('validation', 'Attach the artwork file in the "file" field.', {
      issues: [{ path: 'body.file', message: 'Required' }],
    });
  if (bytes.length > maxBytes) throw tooLarge(maxBytes);
  return { bytes, name: artworkName(name, fileName) };
}

/** Artwork (R-7-18..21): upload, list, search, bulk, detail and the owner-only file routes. */
export const artworkRoutes =
  ({ db, files, images }: AppDeps, opts: { maxBytes?: number } = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const maxBytes = opts.maxBytes ?? ARTWORK_LIMITS.maxBytes;
    await app.register(fastifyMultipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 8, headerPairs: 50 },
    });
    const uploadLimit = rateLimit(db, { name: 'artwork-upload', max: 30, windowSeconds: 60 });

    app.post(
      '/api/print/v3/artwork',
      {
        schema: { response: { 201: ArtworkSchema } },
        onRequest: async (req) => {
          const length = Number(req.headers['content-length'] ?? 0);
          if (length > maxBytes + ENVELOPE) throw tooLarge(maxBytes);
        },
        preHandler: [requireUser, uploadLimit],
      },
      async (req, reply) => {
        const user = currentUser(req);
        const upload = await readUpload(req, maxBytes);
        return reply.status(201).send(await uploadArtwork(db, files, images, user.id, upload));
      },
    );

    app.get(
      '/api/print/v3/artwork',
      {
        schema: { querystring: ArtworkListQuerySchema, response: { 200: z.array(ArtworkSchema) } },
        preHandler: requireUser,
      },
      (req) => listArtwork(db, readAccountId(req), req.query.limit),
    );

    app.get(
      '/api/print/v3/artwork/search',
      {
        schema: { querystring: ArtworkSearchQuerySchema, response: { 200: z.array(ArtworkSchema) } },
        preHandler: requireUser,
      },
      (req) => searchArtwork(db, readAccountId(req), req.query.query, req.query.limit),
    );

    app.post(
      '/api/print/v3/artwork/bulk',
      {
        schema: { body: ArtworkBulkRequestSchema, response: { 200: z.array(ArtworkSchema) } },
        preHandler: requireUser,
      },
      (req) => bulkArtwork(db, readAccountId(req), req.body.artworkIds),
    );

    app.get(
      '/api/print/v3/artwork/:artworkId',
      { schema: { params: ArtworkParamsSchema, response: { 200: ArtworkSchema } }, preHandler: requireUser },
      (req) => getArtwork(db, readAccountId(req), req.params.artworkId),
    );

    app.get(
      '/api/print/v3/artwork/:artworkId/:variant',
      { schema: { params: ArtworkFileParamsSchema }, preHandler: requireUser },
      async (req, reply) => {
        const f = await artworkFile(db, files, readAccountId(req), req.params.artworkId, req.params.variant);
        return sendFile(
          reply,
          { body: f.body, size: f.size, contentType: f.type },
          { cache: 'private, max-age=300', filename: 'artwork' },
        );
      },
    );

    app.patch(
      '/api/print/v3/artwork/:artworkId',
      {
        schema: {
          params: ArtworkParamsSchema,
          body: RenameArtworkRequestSchema,
          response: { 200: ArtworkSchema },
        },
      },
      (req) => renameArtwork(db, currentUser(req).id, req.params.artworkId, req.body.name),
    );

    app.delete(
      '/api/print/v3/artwork/:artworkId',
      { schema: { params: ArtworkParamsSchema, response: { 204: z.null() } } },
      async (req, reply) => {
        await deleteArtwork(db, currentUser(req).id, req.params.artworkId);
        return reply.status(204).send(null);
      },
    );
  };
