import {
  ClaimDecisionRequestSchema,
  ClaimListSchema,
  ClaimParamsSchema,
  ClaimSchema,
  NewClaimRequestSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { claimQueue, decideClaim, fileClaim, listClaims } from '../../services/claims/claims.ts';

/** Issue 19: customers file and list claims; cs staff review them (reship, credit, reject). */
export const claimRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v2/claims',
      { schema: { body: NewClaimRequestSchema, response: { 201: ClaimSchema } } },
      async (req, reply) => reply.code(201).send(await fileClaim(db, currentUser(req).id, req.body)),
    );
    app.get('/api/v2/claims', { schema: { response: { 200: ClaimListSchema } } }, async (req) =>
      listClaims(db, currentUser(req).id),
    );
    app.get('/api/internal/claims', { schema: { response: { 200: ClaimListSchema } } }, async () =>
      claimQueue(db),
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
