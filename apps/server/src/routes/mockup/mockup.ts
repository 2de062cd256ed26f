import {
  ApprovalMockupParamsSchema,
  MockupParamsSchema,
  MockupTemplateParamsSchema,
  MockupTemplateQuerySchema,
  ProofQuerySchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { renderMockup, renderTemplateView } from '../../services/mockup/mockup-service.ts';
import { staffItemMockup } from '../../services/mockup/staff-item-mockup.ts';
import { sendStored } from '../../storage/send-stored.ts';

/** Mockups: garments by design, product, colour and side; mug, case and poster proofs. */
export const mockupRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, files } = deps;
    const png = (reply: import('fastify').FastifyReply, key: string) =>
      sendStored(reply, files, key, { cache: 'private, max-age=300', filename: 'mockup.png' });
    // The public template view: per signed-in user, else per address.
    const templateLimit = rateLimit(db, { name: 'mockup-template', max: 120, windowSeconds: 60 });

    // The SPA's path and the public API v3's: one handler.
    for (const url of ['/api/print/mockup', '/api/v3/mockup'])
      app.get(
        `${url}/:designId/:productId/:color/:side`,
        { schema: { params: MockupParamsSchema }, preHandler: requireUser },
        async (req, reply) => {
          const { designId, productId, color, side } = req.params;
          const key = await renderMockup(deps, currentUser(req).id, {
            designId,
            product: productId,
            color,
            side,
          });
          return png(reply, key);
        },
      );

    // The approver's view of a customer's proof (approvals.review, from the route table).
    app.get(
      '/api/internal/approvals/:orderId/mockup/:itemIndex/:side',
      { schema: { params: ApprovalMockupParamsSchema } },
      async (req, reply) => {
        const { orderId, itemIndex, side } = req.params;
        return png(reply, await staffItemMockup(deps, orderId, itemIndex, side));
      },
    );

    app.get(
      '/api/order2/artwork/proof',
      { schema: { querystring: ProofQuerySchema }, preHandler: requireUser },
      async (req, reply) => {
        const key = await renderMockup(deps, currentUser(req).id, {
          designId: req.query.design,
          product: req.query.product,
          color: req.query.color,
          side: 'front',
        });
        return png(reply, key);
      },
    );

    // R-2-24: public like the catalogue's own templates (no user data in it); catalogue colours only.
    for (const url of ['/api/print/mockup-template', '/api/v3/mockup-template'])
      app.get(
        `${url}/:templateIdentifier`,
        {
          schema: { params: MockupTemplateParamsSchema, querystring: MockupTemplateQuerySchema },
          preHandler: templateLimit,
        },
        async (req, reply) => {
          const key = await renderTemplateView(deps, {
            templateIdentifier: req.params.templateIdentifier,
            color: req.query.color,
            caller: req.user?.id ?? req.ip,
          });
          return sendStored(reply, files, key, { cache: 'public, max-age=3600', filename: 'template.png' });
        },
      );
  };
