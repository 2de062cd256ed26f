import { OutboxResponseSchema } from '@platen/contracts';
import { accountsRepository } from '@platen/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';

/** GET /api/internal/mail: the newest 100 outbox mails, for staff (the page /internal/dashboard/mail). */
export const outboxRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/internal/mail',
      { schema: { response: { 200: OutboxResponseSchema } } },
      async (_req, reply) => {
        reply.header('cache-control', 'no-store');
        const rows = await accountsRepository(db).outbox(100);
        return {
          mails: rows.map((m) => ({
            id: m.id,
            kind: m.kind,
            to: m.to,
            subject: m.subject,
            text: m.text,
            status: m.status,
            createdAt: m.createdAt.toISOString(),
          })),
        };
      },
    );
  };
