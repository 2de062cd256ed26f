import { HealthResponseSchema } from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';

/**
 * GET /api/health -> {ok, db, version}. The answer never changes while the process runs: it is checked against
 * its schema and serialised once, here, and every request sends that text (no per-request zod run).
 */
export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const answer = HealthResponseSchema.parse({ ok: true, db: deps.db.kind, version: deps.config.version });
    const text = JSON.stringify(answer);
    const serialized = () => text;
    app.get('/api/health', { schema: { response: { 200: HealthResponseSchema } } }, async (_req, reply) =>
      reply.header('content-type', 'application/json; charset=utf-8').serializer(serialized).send(answer),
    );
  };
