import {
  ArtworkBulkRequestSchema,
  ArtworkFileParamsSchema,
  ArtworkListQuerySchema,
  ArtworkParamsSchema,
  ArtworkSchema,
  RenameArtworkRequestSchema,
  ArtworkSearchQuerySchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { readAccountId } from '../../plugins/route-permissions.ts';
import { deleteArtwork, renameArtwork } from '../../services/artwork/manage-artwork.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import {
  ARTWORK_LIMITS,
  artworkFile,
  bulkArtwork,
  getArtwork,
  listArtwork,
  searchArtwork,
  uploadArtwork,
} from '../../services/artwork/artwork-service.ts';
import { sendFile } from '../../storage/send-stored.ts';
import { ENVELOPE, readUpload, registerMultipart, tooLarge } from './artwork-upload.ts';

/** Artwork (R-7-18..21): upload, list, search, bulk, detail and the owner-only file routes. */
export const artworkRoutes =
  ({ db, files, images }: AppDeps, opts: { maxBytes?: number } = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const maxBytes = opts.maxBytes ?? ARTWORK_LIMITS.maxBytes;
    await registerMultipart(app, maxBytes);
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
