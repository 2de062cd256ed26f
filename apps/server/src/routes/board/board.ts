import { BoardQuerySchema, ProductionBoardSchema } from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { productionBoardFor } from '../../services/shipping/production-board.ts';

/** #18 GET /api/internal/board?facility=INDY: the production board (staff; the web page polls it). */
export const boardRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/internal/board',
      { schema: { querystring: BoardQuerySchema, response: { 200: ProductionBoardSchema } } },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return productionBoardFor(db, req.query.facility);
      },
    );
  };
