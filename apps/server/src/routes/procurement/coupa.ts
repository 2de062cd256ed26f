import {
  ApiErrorSchema,
  CartIdParamsSchema,
  CoupaBuyerParamsSchema,
  CoupaBuyerRequestSchema,
  CoupaBuyerResponseSchema,
  PunchoutReturnResponseSchema,
} from '@platen/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { bySource, rateLimit } from '../../plugins/rate-limit.ts';
import { publicOrigin } from '../../services/account/origin.ts';
import { listCoupaBuyers, saveCoupaBuyer } from '../../services/procurement/coupa-buyers.ts';
import { punchoutHandoffPage } from '../../services/procurement/handoff-page.ts';
import { receiveOrderRequest } from '../../services/procurement/coupa-order.ts';
import { CxmlError, statusResponse } from '../../services/procurement/cxml.ts';
import { punchoutSetup, returnCartToCoupa, startPunchout } from '../../services/procurement/punchout.ts';
import { fundsNotice } from '../orders/placement-context.ts';

const XML_LIMIT = 1024 * 1024;
const cxmlBody = z.string().max(XML_LIMIT).describe('A cXML 1.2 document (text/xml)');
/** Every answer is a cXML document (text/xml): the Status code repeats the HTTP status. */
const cxmlAnswer = z.string().describe('A cXML 1.2 Response (text/xml)');
/** A body that is not cXML text at all (JSON, a form) is refused by the schema's validation as JSON. */
const cxmlAnswers = {
  200: cxmlAnswer,
  400: z.union([cxmlAnswer, ApiErrorSchema]),
  401: cxmlAnswer,
  404: cxmlAnswer,
  409: cxmlAnswer,
};

/**
 * Coupa punchout (cXML 1.2, docs/decisions/coupa-punchout.md): the PunchOutSetupRequest, the StartPage sign-in
 * (/auth/coupa), the cart returned to Coupa as a PunchOutOrderMessage, and the OrderRequest that places it.
 */
export const coupaRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, auth, config } = deps;
    const perSource = rateLimit(db, { name: 'coupa', max: 120, windowSeconds: 60, key: bySource });
    for (const type of ['text/xml', 'application/xml'])
      if (!app.hasContentTypeParser(type))
        app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: XML_LIMIT }, (_req, body, done) =>
          done(null, body),
        );

    /** A cXML answer: 200 with the document, or the refusal's status in both the HTTP line and the cXML Status. */
    async function cxml(req: FastifyRequest, reply: FastifyReply, run: () => Promise<string>) {
      const host = new URL(publicOrigin(config, req)).host;
      reply.header('content-type', 'text/xml; charset=utf-8').header('cache-control', 'no-store');
      try {
        return reply.status(200).send(await run());
      } catch (err) {
        if (!(err instanceof CxmlError)) throw err;
        return reply.status(err.code).send(statusResponse(host, err.code, err.message));
      }
    }

    app.post(
      '/coupa/punchout',
      {
        schema: {
          body: cxmlBody,
          response: cxmlAnswers,
          description: 'cXML PunchOutSetupRequest -> PunchOutSetupResponse',
        },
        preHandler: perSource,
      },
      (req, reply) => cxml(req, reply, () => punchoutSetup(db, req.body, publicOrigin(config, req))),
    );

    app.post(
      '/coupa/order',
      {
        schema: {
          body: cxmlBody,
          response: cxmlAnswers,
          description: 'cXML OrderRequest (the purchase order) -> Response',
        },
        preHandler: perSource,
      },
      (req, reply) =>
        cxml(req, reply, async () => {
          const r = await receiveOrderRequest(db, req.body, fundsNotice(deps, req));
          return statusResponse(new URL(publicOrigin(config, req)).host, r.code, r.message);
        }),
    );

    app.get(
      '/auth/coupa',
      {
        schema: {
          querystring: z.object({ token: z.string().min(1).max(200) }),
          response: { 401: ApiErrorSchema },
        },
        preHandler: perSource,
      },
      async (req, reply) => {
        const user = await startPunchout(db, req.query.token);
        await auth.startSession(req, reply, user);
        return reply.header('cache-control', 'no-store').redirect('/');
      },
    );

    app.get(
      '/api/internal/coupa/buyers',
      { schema: { response: { 200: z.array(CoupaBuyerResponseSchema) } } },
      async () => listCoupaBuyers(db),
    );

    app.put(
      '/api/internal/coupa/buyers/:identity',
      {
        schema: {
          params: CoupaBuyerParamsSchema,
          body: CoupaBuyerRequestSchema,
          response: { 200: CoupaBuyerResponseSchema, 422: ApiErrorSchema },
        },
      },
      async (req) => saveCoupaBuyer(db, req.params.identity, req.body),
    );

    // The browser's way back: a page whose form posts the message to Coupa (its CSP allows that one origin).
    app.get(
      '/coupa/punchout/cart/:cartId',
      {
        schema: {
          params: CartIdParamsSchema,
          response: {
            200: z.string().describe('An HTML page (text/html) that posts the cart to Coupa'),
            404: ApiErrorSchema,
            409: ApiErrorSchema,
            422: ApiErrorSchema,
          },
        },
        preHandler: requireUser,
      },
      async (req, reply) => {
        const back = await returnCartToCoupa(db, currentUser(req).id, req.params.cartId);
        const { html, csp } = punchoutHandoffPage(back.formPostUrl, back.cxml, back.totalCents);
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', csp)
          .send(html);
      },
    );

    app.post(
      '/api/order2/cart/:cartId/punchout',
      {
        schema: {
          params: CartIdParamsSchema,
          response: {
            200: PunchoutReturnResponseSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
            422: ApiErrorSchema,
          },
        },
        preHandler: requireUser,
      },
      async (req) => returnCartToCoupa(db, currentUser(req).id, req.params.cartId),
    );
  };
