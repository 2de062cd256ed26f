import {
  AcceptedResponseSchema,
  ChangePasswordRequestSchema,
  ForgotRequestSchema,
  OkResponseSchema,
  ResetRequestSchema,
} from '@platen/contracts';
import { ACCOUNT_LIMITS } from '@platen/domain/access/account-tokens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { refuseAssumed } from '../../services/account/holder-proof.ts';
import { noStore } from '../../plugins/no-store.ts';
import { bySource, rateLimit } from '../../plugins/rate-limit.ts';
import { publicOrigin } from '../../services/account/origin.ts';
import {
  changePassword,
  requestPasswordReset,
  resetPassword,
} from '../../services/account/password-reset.ts';

const FORGOT_ANSWER =
  'If an account uses this e-mail, a link to choose a new password is on its way. It works for one hour.';

/** POST /auth/forgot, /auth/reset, /auth/change. */
export const passwordRoutes =
  ({ db, mail, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', noStore);
    const forgotPerSource = rateLimit(db, {
      name: 'forgot-source',
      ...ACCOUNT_LIMITS.forgotPerSource,
      key: bySource,
    });
    const forgotPerEmail = rateLimit(db, {
      name: 'forgot-email',
      ...ACCOUNT_LIMITS.forgotPerEmail,
      key: (req) => String((req.body as { email?: string }).email ?? ''),
    });
    const resetPerSource = rateLimit(db, {
      name: 'reset-source',
      ...ACCOUNT_LIMITS.resetPerSource,
      key: bySource,
    });
    const changePerUser = rateLimit(db, { name: 'change-password', ...ACCOUNT_LIMITS.changePerUser });

    app.post(
      '/auth/forgot',
      {
        schema: { body: ForgotRequestSchema, response: { 202: AcceptedResponseSchema } },
        preHandler: [forgotPerSource, forgotPerEmail],
      },
      async (req, reply) => {
        requestPasswordReset(db, mail, req.body.email, publicOrigin(config));
        return reply.status(202).send({ message: FORGOT_ANSWER });
      },
    );

    app.post(
      '/auth/reset',
      {
        schema: { body: ResetRequestSchema, response: { 200: OkResponseSchema } },
        preHandler: resetPerSource,
      },
      async (req) => {
        await resetPassword(db, req.body.token, req.body.password);
        return { ok: true as const, message: 'Your password is changed. Sign in with it.' };
      },
    );

    app.post(
      '/auth/change',
      {
        schema: { body: ChangePasswordRequestSchema, response: { 200: OkResponseSchema } },
        preHandler: [requireUser, changePerUser],
      },
      async (req) => {
        const u = currentUser(req);
        refuseAssumed(u, 'password');
        await changePassword(db, u, req.body.currentPassword, req.body.password, req.sessionId);
        return { ok: true as const, message: 'Your password is changed.' };
      },
    );
  };
