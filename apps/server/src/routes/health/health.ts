import { HealthResponseSchema } from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';

/** GET /api/health -> {ok, db, version}. */
export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/health', { schema: { response: { 200: HealthResponseSchema } } }, async () => ({
      ok: true as const,
      db: deps.db.kind,
      version: deps.config.version,
    }));
  };
