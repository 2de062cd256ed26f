import {
  ApiErrorSchema,
  EmailPreferencesRequestSchema,
  EmailPreferencesSchema,
  PromoReportQuerySchema,
  PromoReportSchema,
} from '@platen/contracts';
import { unsubscribePath } from '@platen/domain/promotions/promo-campaigns';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { noStore } from '../../plugins/no-store.ts';
import { bySource, rateLimit } from '../../plugins/rate-limit.ts';
import { emailPreferences, saveEmailPreferences } from '../../services/promotions/email-preferences.ts';
import { promoReport } from '../../services/promotions/promo-report.ts';
import { unsubscribeByLink, unsubscribeTarget } from '../../services/promotions/unsubscribe.ts';
import { sendPage } from '../../site/send-page.ts';
import { unsubscribePage } from '../../site/unsubscribe-page.ts';

const META = {
  path: '/email/unsubscribe',
  title: 'Unsubscribe · Platen',
  description: 'Stop promotional e-mail from Platen.',
};
const TokenParams = z.object({ token: z.string().min(1).max(300) });
/** The unsubscribe pages' documented answer: an HTML page (200, or 404 for a link that is not valid). */
const PageAnswer = z.string().describe('text/html page');

/** Renders a refused link as the page, with its 404 (the sentence of the AppError). */
async function orRefused(reply: FastifyReply, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 404) throw err;
    await sendPage(reply, META, unsubscribePage({ kind: 'refused', message: err.message }), 404);
  }
}

/** R-9-62: e-mail preferences, the staff campaign report, and the one-click unsubscribe link (RFC 8058). */
export const promotionsRoutes =
  ({ db, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form; the signed link alone decides.
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, _body, done) => done(null, {}),
    );
    const unsubscribeLimit = rateLimit(db, {
      name: 'unsubscribe',
      max: 30,
      windowSeconds: 600,
      key: bySource,
    });
    const pageSchema = {
      params: TokenParams,
      response: { 200: PageAnswer, 400: ApiErrorSchema, 404: PageAnswer, 429: ApiErrorSchema },
    };

    app.get('/email/unsubscribe/:token', { schema: pageSchema }, async (req, reply) => {
      reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
      return orRefused(reply, async () => {
        const t = await unsubscribeTarget(db, req.params.token);
        const body = t.optedOut
          ? unsubscribePage({ kind: 'already' })
          : unsubscribePage({ kind: 'confirm', action: unsubscribePath(req.params.token) });
        return sendPage(reply.header('cache-control', 'no-store'), META, body);
      });
    });
    app.post(
      '/email/unsubscribe/:token',
      { schema: { ...pageSchema, body: z.unknown() }, preHandler: unsubscribeLimit },
      async (req, reply) =>
        orRefused(reply, async () => {
          await unsubscribeByLink(db, req.params.token);
          return sendPage(reply.header('cache-control', 'no-store'), META, unsubscribePage({ kind: 'done' }));
        }),
    );

    app.get(
      '/api/manager2/settings/email',
      { schema: { response: { 200: EmailPreferencesSchema } }, onSend: noStore },
      async (req) => emailPreferences(db, currentUser(req).id),
    );
    app.put(
      '/api/manager2/settings/email',
      {
        schema: { body: EmailPreferencesRequestSchema, response: { 200: EmailPreferencesSchema } },
        onSend: noStore,
      },
      async (req) => saveEmailPreferences(db, currentUser(req).id, req.body.marketing),
    );
    app.get(
      '/api/internal/promotions',
      {
        schema: { querystring: PromoReportQuerySchema, response: { 200: PromoReportSchema } },
        onSend: noStore,
      },
      async (req) => promoReport(db, req.query, config.promotions),
    );
  };
