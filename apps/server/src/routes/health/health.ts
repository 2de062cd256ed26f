import { HealthResponseSchema } from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { healthAnswer } from '../../plugins/health-fast-path.ts';

/**
 * GET /api/health -> {ok, db, version}. The answer never changes while the process runs: it is checked against
 * its schema and serialised once, and every request sends that text (no per-request zod run). A plain check
 * over a socket is answered before Fastify with the same bytes (plugins/health-fast-path.ts).
 */
export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const text = healthAnswer(deps.db.kind, deps.config.version);
    const answer = HealthResponseSchema.parse(JSON.parse(text));
    const serialized = () => text;
    app.get('/api/health', { schema: { response: { 200: HealthResponseSchema } } }, async (_req, reply) =>
      reply.header('content-type', 'application/json; charset=utf-8').serializer(serialized).send(answer),
    );
  };
