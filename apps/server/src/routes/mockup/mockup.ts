import {
  MockupParamsSchema,
  MockupTemplateParamsSchema,
  MockupTemplateQuerySchema,
  ProofQuerySchema,
} from '@platen/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { renderMockup, renderTemplateView } from '../../services/mockup/mockup-service.ts';

const png = (reply: FastifyReply, body: Buffer) =>
  reply
    .header('content-type', 'image/png')
    .header('cache-control', 'private, max-age=300')
    .header('x-content-type-options', 'nosniff')
    .send(body);

/** Mockups: garments by design, product, colour and side; mug, case and poster proofs. */
export const mockupRoutes =
  ({ db, config, images }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The public template view: per signed-in user, else per address.
    const templateLimit = rateLimit(db, { name: 'mockup-template', max: 120, windowSeconds: 60 });

    app.get(
      '/api/print/mockup/:designId/:productId/:color/:side',
      { schema: { params: MockupParamsSchema }, preHandler: requireUser },
      async (req, reply) => {
        const { designId, productId, color, side } = req.params;
        const body = await renderMockup(db, config.dataDir, images, currentUser(req).id, {
          designId,
          product: productId,
          color,
          side,
        });
        return png(reply, body);
      },
    );

    app.get(
      '/api/order2/artwork/proof',
      { schema: { querystring: ProofQuerySchema }, preHandler: requireUser },
      async (req, reply) => {
        const body = await renderMockup(db, config.dataDir, images, currentUser(req).id, {
          designId: req.query.design,
          product: req.query.product,
          color: req.query.color,
          side: 'front',
        });
        return png(reply, body);
      },
    );

    // R-2-24: public like the catalogue's own templates (no user data in it); catalogue colours only.
    app.get(
      '/api/print/mockup-template/:templateIdentifier',
      {
        schema: { params: MockupTemplateParamsSchema, querystring: MockupTemplateQuerySchema },
        preHandler: templateLimit,
      },
      async (req, reply) => {
        const body = await renderTemplateView(db, config.dataDir, images, {
          templateIdentifier: req.params.templateIdentifier,
          color: req.query.color,
          caller: req.user?.id ?? req.ip,
        });
        return reply
          .header('content-type', 'image/png')
          .header('cache-control', 'public, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .send(body);
      },
    );
  };
