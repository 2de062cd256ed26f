import {
  DesignBodySchema,
  DesignCreatedSchema,
  DesignParamsSchema,
  DesignPrintTypeParamsSchema,
  DesignResponseSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { readAccountId } from '../../plugins/route-permissions.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { createDesign, getDesign } from '../../services/design/design-service.ts';

/** O-7-15 / O-7-16 / O-7-20: save a design per print type; read it back. */
export const designRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/print/v3/design/:printType',
      {
        schema: {
          params: DesignPrintTypeParamsSchema,
          body: DesignBodySchema,
          response: { 201: DesignCreatedSchema },
        },
        preHandler: requireUser,
      },
      async (req, reply) =>
        reply.status(201).send(await createDesign(db, currentUser(req).id, req.params.printType, req.body)),
    );

    app.get(
      '/api/print/design/:designId',
      {
        schema: { params: DesignParamsSchema, response: { 200: DesignResponseSchema } },
        preHandler: requireUser,
      },
      (req) => getDesign(db, readAccountId(req), req.params.designId),
    );
  };
