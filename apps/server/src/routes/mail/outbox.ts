import { OutboxResponseSchema } from '@platen/contracts';
import { accountsRepository } from '@platen/db';
import { mayReadKeptLinks } from '@platen/domain/mail/mail-secrets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';

/**
 * GET /api/internal/mail (mail.read): the newest 100 outbox mails (the page /internal/dashboard/mail), with
 * one-time links redacted; only ADMIN, and only when the outbox is the delivery (no SMTP), reads them whole.
 */
export const outboxRoutes =
  ({ db, mail }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/internal/mail',
      { schema: { response: { 200: OutboxResponseSchema } } },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        const unredacted = mayReadKeptLinks(currentUser(req).roleLevel, mail.transport);
        const rows = await accountsRepository(db).outbox(100, { unredacted });
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
