import {
  ArtworkActionsSchema,
  ArtworkConversionRequestSchema,
  ArtworkParamsSchema,
  ArtworkPrintabilityQuerySchema,
  ArtworkPrintabilitySchema,
  ArtworkRightsRequestSchema,
  ArtworkRightsSchema,
  ArtworkSchema,
  ArtworkV3ListQuerySchema,
  ArtworkV3ListSchema,
  OptionalIdempotencyKeySchema,
  RenameArtworkRequestSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { sendCreated } from '../send-created.ts';
import { currentUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { readAccountId } from '../../plugins/route-permissions.ts';
import { ARTWORK_LIMITS, getArtwork } from '../../services/artwork/artwork-service.ts';
import {
  artworkActionsOf,
  artworkPage,
  artworkPrintabilityOf,
  artworkRights,
  convertArtwork,
  declareArtworkRights,
  uploadArtworkOnce,
} from '../../services/artwork/artwork-v3.ts';
import { deleteArtwork, renameArtwork } from '../../services/artwork/manage-artwork.ts';
import { ENVELOPE, readUpload, registerMultipart, tooLarge } from './artwork-upload.ts';

/**
 * Public API v3 artwork (R-7-04): the services of /api/print/v3/artwork under the API conventions
 * (page/limit with X-Count/X-Pages, Idempotency-Key on the creating POSTs, rate limits), plus rights, actions,
 * printability and conversion. Each handler calls one use-case.
 */
export const artworkV3Routes =
  ({ db, files, images }: AppDeps, opts: { maxBytes?: number } = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const maxBytes = opts.maxBytes ?? ARTWORK_LIMITS.maxBytes;
    await registerMultipart(app, maxBytes);
    const writeLimit = rateLimit(db, { name: 'artwork-v3-write', max: 30, windowSeconds: 60 });
    const params = ArtworkParamsSchema;

    app.get(
      '/api/v3/artwork',
      { schema: { querystring: ArtworkV3ListQuerySchema, response: { 200: ArtworkV3ListSchema } } },
      async (req, reply) => {
        const r = await artworkPage(db, readAccountId(req), req.query.page, req.query.limit);
        return reply.header('x-count', String(r.count)).header('x-pages', String(r.pages)).send(r.rows);
      },
    );

    app.post(
      '/api/v3/artwork',
      {
        schema: {
          description:
            'Upload an artwork file as multipart/form-data: the file in the "file" field, an optional "name" field.',
          headers: OptionalIdempotencyKeySchema,
          response: { 201: ArtworkSchema },
        },
        onRequest: async (req) => {
          if (Number(req.headers['content-length'] ?? 0) > maxBytes + ENVELOPE) throw tooLarge(maxBytes);
        },
        preHandler: writeLimit,
      },
      async (req, reply) => {
        const upload = await readUpload(req, maxBytes);
        const userId = currentUser(req).id;
        return sendCreated(
          reply,
          await uploadArtworkOnce(db, files, images, userId, req.headers['idempotency-key'], upload),
        );
      },
    );

    app.get('/api/v3/artwork/:artworkId', { schema: { params, response: { 200: ArtworkSchema } } }, (req) =>
      getArtwork(db, readAccountId(req), req.params.artworkId),
    );

    app.patch(
      '/api/v3/artwork/:artworkId',
      { schema: { params, body: RenameArtworkRequestSchema, response: { 200: ArtworkSchema } } },
      (req) => renameArtwork(db, currentUser(req).id, req.params.artworkId, req.body.name),
    );

    app.delete(
      '/api/v3/artwork/:artworkId',
      { schema: { params, response: { 204: z.null() } } },
      async (req, reply) => {
        await deleteArtwork(db, currentUser(req).id, req.params.artworkId);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/v3/artwork/:artworkId/rights',
      { schema: { params, response: { 200: ArtworkRightsSchema } } },
      (req) => artworkRights(db, readAccountId(req), req.params.artworkId),
    );

    app.put(
      '/api/v3/artwork/:artworkId/rights',
      { schema: { params, body: ArtworkRightsRequestSchema, response: { 200: ArtworkRightsSchema } } },
      (req) =>
        declareArtworkRights(
          db,
          readAccountId(req),
          currentUser(req).id,
          req.params.artworkId,
          req.body.licensor,
        ),
    );

    app.get(
      '/api/v3/artwork/:artworkId/actions',
      { schema: { params, response: { 200: ArtworkActionsSchema } } },
      (req) => artworkActionsOf(db, readAccountId(req), req.params.artworkId),
    );

    app.get(
      '/api/v3/artwork/:artworkId/printability',
      {
        schema: {
          params,
          querystring: ArtworkPrintabilityQuerySchema,
          response: { 200: ArtworkPrintabilitySchema },
        },
      },
      (req) => artworkPrintabilityOf(db, readAccountId(req), req.params.artworkId, req.query),
    );

    app.post(
      '/api/v3/artwork/:artworkId/conversion',
      {
        schema: {
          description:
            'Render a vector, PDF/AI, EPS or DST artwork to a new PNG artwork at dpi (first page of a PDF).',
          params,
          headers: OptionalIdempotencyKeySchema,
          body: ArtworkConversionRequestSchema,
          response: { 201: ArtworkSchema },
        },
        preHandler: writeLimit,
      },
      async (req, reply) => {
        const { artworkId } = req.params;
        const key = req.headers['idempotency-key'];
        return sendCreated(
          reply,
          await convertArtwork({ db, files, images }, currentUser(req).id, artworkId, key, req.body),
        );
      },
    );
  };
