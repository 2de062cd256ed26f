import {
  ClaimDecisionRequestSchema,
  ClaimListSchema,
  ClaimParamsSchema,
  ClaimPhotoParamsSchema,
  ClaimReviewListSchema,
  ClaimSchema,
  type NewClaimRequest,
  NewClaimRequestSchema,
  ReprintParamsSchema,
  ReprintRequestSchema,
} from '@platen/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  claimPhoto,
  claimQueue,
  decideClaim,
  fileClaim,
  listClaims,
  listReships,
} from '../../services/claims/claims.ts';
import { sendFile } from '../../storage/send-stored.ts';
import { idempotentCreate } from '../../services/idempotent-create.ts';
import { OptionalIdempotencyKeySchema } from '@platen/contracts';
import { rateLimit } from '../../plugins/rate-limit.ts';

/** Customers file and list claims; cs staff review them (reship, credit, reject). */
export const claimRoutes =
  ({ db, files }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // API conventions: an Idempotency-Key makes filing the claim safe to retry.
    async function file(req: FastifyRequest, reply: FastifyReply, body: NewClaimRequest) {
      const userId = currentUser(req).id;
      const key = (req.headers as Record<string, string | undefined>)['idempotency-key'];
      const r = await idempotentCreate(db, userId, key, body, async (tx) => ({
        status: 201,
        body: await fileClaim(tx, userId, body),
      }));
      if (r.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(r.body);
    }
    app.post(
      '/api/v2/claims',
      {
        schema: {
          headers: OptionalIdempotencyKeySchema,
          body: NewClaimRequestSchema,
          response: { 201: ClaimSchema },
        },
        preHandler: rateLimit(db, { name: 'claims', max: 30, windowSeconds: 60 }),
      },
      async (req, reply) => file(req, reply, req.body),
    );
    // R-7-03 v2 order reprint: the same claim, its order named by the path (staff decide it as a reship).
    app.post(
      '/api/v2/order/:orderId/reprint',
      {
        schema: {
          headers: OptionalIdempotencyKeySchema,
          params: ReprintParamsSchema,
          body: ReprintRequestSchema,
          response: { 201: ClaimSchema },
        },
        preHandler: rateLimit(db, { name: 'claims', max: 30, windowSeconds: 60 }),
      },
      async (req, reply) => file(req, reply, { ...req.body, orderId: req.params.orderId }),
    );
    app.get('/api/v2/claims', { schema: { response: { 200: ClaimListSchema } } }, async (req) =>
      listClaims(db, currentUser(req).id),
    );
    app.get('/api/v2/reship', { schema: { response: { 200: ClaimListSchema } } }, async (req) =>
      listReships(db, currentUser(req).id),
    );
    app.get('/api/internal/claims', { schema: { response: { 200: ClaimReviewListSchema } } }, async () =>
      claimQueue(db),
    );
    app.get(
      '/api/internal/claims/:claimId/photos/:artworkId/:variant',
      { schema: { params: ClaimPhotoParamsSchema } },
      async (req, reply) => {
        const { claimId, artworkId, variant } = req.params;
        const f = await claimPhoto(db, files, claimId, artworkId, variant);
        return sendFile(
          reply,
          { body: f.body, size: f.size, contentType: f.type },
          { cache: 'private, max-age=300', filename: 'claim-photo' },
        );
      },
    );
    app.post(
      '/api/internal/claims/:claimId',
      {
        schema: {
          params: ClaimParamsSchema,
          body: ClaimDecisionRequestSchema,
          response: { 200: ClaimSchema },
        },
      },
      async (req) =>
        decideClaim(db, req.params.claimId, req.body, {
          id: currentUser(req).id,
          assumedBy: req.user?.assumedBy?.id ?? null,
        }),
    );
  };
