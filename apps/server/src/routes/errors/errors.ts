import { ClientErrorReportSchema } from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';

/**
 * POST /api/errors: where the SPA's error reporter sends unhandled browser errors (O-8-26 / R-8-13); they go
 * to the server's ErrorReporter with the user and page. Like every session write it needs the XSRF header.
 */
export const clientErrorRoutes =
  ({ db, reporter }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/errors',
      {
        bodyLimit: 16 * 1024,
        schema: { body: ClientErrorReportSchema, response: { 204: z.null() } },
        preHandler: rateLimit(db, { name: 'client-errors', max: 30, windowSeconds: 60 }),
      },
      async (req, reply) => {
        const err = new Error(req.body.message);
        err.name = 'ClientError';
        if (req.body.stack) err.stack = req.body.stack;
        reporter.report(err, { source: 'browser', url: req.body.url, userId: req.user?.id ?? null });
        return reply.status(204).send(null);
      },
    );
  };
