import {
  DesignBulkRequestSchema,
  DesignListQuerySchema,
  DesignResponseSchema,
  DesignSearchQuerySchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { readAccountId } from '../../plugins/route-permissions.ts';
import { requireUser } from '../../plugins/auth.ts';
import { bulkDesigns, listDesigns, searchDesigns } from '../../services/design/design-library.ts';

/** The user's design library (R-7-22..24): bulk by ids, list and search by print types. Owner only. */
export const designLibraryRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const designs = { 200: z.array(DesignResponseSchema) };

    app.post(
      '/api/manager2/design/bulk',
      { schema: { body: DesignBulkRequestSchema, response: designs }, preHandler: requireUser },
      (req) => bulkDesigns(db, readAccountId(req), req.body.designIds),
    );

    app.get(
      '/api/order2/design/list',
      { schema: { querystring: DesignListQuerySchema, response: designs }, preHandler: requireUser },
      (req) => listDesigns(db, readAccountId(req), req.query.types, req.query.limit),
    );

    app.get(
      '/api/order2/design/search',
      { schema: { querystring: DesignSearchQuerySchema, response: designs }, preHandler: requireUser },
      (req) => searchDesigns(db, readAccountId(req), req.query.types, req.query.query, req.query.limit),
    );
  };
