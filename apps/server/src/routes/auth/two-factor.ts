import {
  OkResponseSchema,
  TotpCodeRequestSchema,
  TotpEnabledResponseSchema,
  TotpLoginRequestSchema,
  TotpSetupRequestSchema,
  TotpSetupResponseSchema,
  UserResponseSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { noStore } from '../../plugins/no-store.ts';
import { bySource, rateLimit } from '../../plugins/rate-limit.ts';
import { completeTotpLogin, disableTotp, enableTotp, setupTotp } from '../../services/account/two-factor.ts';
import { publicUser, roleFields } from '../../services/accounts.ts';
import { newDeviceCookie } from '../../services/login-throttle.ts';
import { homeOf } from '../../services/staff/staff-home.ts';
import { setDeviceCookie } from './device-cookie.ts';

/** Two-factor sign-in with an authenticator app (R-2-06 /auth/totp/user). */
export const twoFactorRoutes =
  ({ db, auth, roles }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', noStore);
    const perSource = rateLimit(db, { name: 'totp-source', max: 30, windowSeconds: 600, key: bySource });
    const perUser = rateLimit(db, { name: 'totp-setup', max: 10, windowSeconds: 600 });

    app.post(
      '/auth/totp/setup',
      {
        schema: { body: TotpSetupRequestSchema, response: { 200: TotpSetupResponseSchema } },
        preHandler: perUser,
      },
      async (req) => setupTotp(db, currentUser(req), req.body),
    );
    app.post(
      '/auth/totp/enable',
      {
        schema: { body: TotpCodeRequestSchema, response: { 200: TotpEnabledResponseSchema } },
        preHandler: perUser,
      },
      async (req) => enableTotp(db, currentUser(req), req.body.code),
    );
    app.post(
      '/auth/totp/disable',
      { schema: { body: TotpCodeRequestSchema, response: { 200: OkResponseSchema } }, preHandler: perUser },
      async (req) => {
        await disableTotp(db, currentUser(req), req.body.code);
        return { ok: true as const, message: 'Two-factor sign-in is off.' };
      },
    );
    app.post(
      '/auth/totp/user',
      {
        schema: { body: TotpLoginRequestSchema, response: { 200: UserResponseSchema } },
        preHandler: perSource,
      },
      async (req, reply) => {
        const user = await completeTotpLogin(db, req.body.ticket, req.body.code);
        setDeviceCookie(req, reply, await newDeviceCookie(db, user.email));
        await auth.startSession(req, reply, user);
        return {
          user: { ...publicUser(user), role: roleFields(user).role },
          home: await homeOf(user, roles),
        };
      },
    );
  };
