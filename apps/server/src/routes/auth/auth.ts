import {
  ApiKeyResponseSchema,
  LoginRequestSchema,
  MeResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  RotateApiKeyRequestSchema,
  TotpRequiredResponseSchema,
  UserResponseSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { noStore } from '../../plugins/no-store.ts';
import { bySource, rateLimit } from '../../plugins/rate-limit.ts';
import { refuseAssumed } from '../../services/account/holder-proof.ts';
import { issueTicket, needsTotp } from '../../services/account/two-factor.ts';
import { homeOf } from '../../services/staff/staff-home.ts';
import { deviceCookieName, setDeviceCookie } from './device-cookie.ts';
import { publicUser, registerUser, roleFields, rotateApiKey, signIn } from '../../services/accounts.ts';
/** POST /auth/register, /auth/login, /auth/logout, /auth/api-key/rotate; GET /auth/me. */
export const authRoutes =
  ({ db, auth, roles }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', noStore);

    const registerLimit = rateLimit(db, { name: 'register', max: 20, windowSeconds: 3600, key: bySource });

    const registerRoute = (url: string) =>
      app.post(
        url,
        {
          schema: { body: RegisterRequestSchema, response: { 201: RegisterResponseSchema } },
          preHandler: registerLimit,
        },
        async (req, reply) => {
          const r = await registerUser(db, req.body);
          if (!r.created)
            req.log.info({ userId: r.existingUserId }, 'registration attempted for an existing account');
          await auth.startSession(req, reply, r.created ? r.user : null);
          return reply.status(201).send({ user: publicUser(r.user), apiKey: r.apiKey });
        },
      );
    // R-2-08: /auth/v2/* are the JSON API forms of the same calls.
    registerRoute('/auth/register');
    registerRoute('/auth/v2/register');

    // Throttled inside the use-case: per known device, else per account pair, account and source address.
    // A right password marks the browser as a known device. With two-factor sign-in on, the answer is a ticket
    // for POST /auth/totp/user instead of a session.
    const loginRoute = (url: string) =>
      app.post(
        url,
        {
          schema: {
            body: LoginRequestSchema,
            response: { 200: z.union([UserResponseSchema, TotpRequiredResponseSchema]) },
          },
        },
        async (req, reply) => {
          const { user, deviceCookie } = await signIn(db, {
            ...req.body,
            sourceIp: req.ip,
            deviceCookie: req.cookies[deviceCookieName(req)],
          });
          // With two-factor on, the browser becomes a known device once the code is right too.
          if (await needsTotp(db, user.id))
            return { totpRequired: true as const, ticket: await issueTicket(db, user.id) };
          setDeviceCookie(req, reply, deviceCookie);
          await auth.startSession(req, reply, user);
          // The role too, as the page's initial state has it: the header shows staff their shortcuts at once.
          return {
            user: { ...publicUser(user), role: roleFields(user).role },
            home: await homeOf(user, roles),
          };
        },
      );
    loginRoute('/auth/login');
    loginRoute('/auth/v2/login');

    app.post('/auth/logout', { schema: { response: { 204: z.null() } } }, async (req, reply) => {
      await auth.endSession(req, reply);
      return reply.status(204).send(null);
    });

    app.get(
      '/auth/me',
      { schema: { response: { 200: MeResponseSchema } }, preHandler: requireUser },
      async (req) => ({ user: { ...publicUser(currentUser(req)), ...roleFields(currentUser(req)) } }),
    );

    // From a signed-in session only (so the XSRF check applies): a leaked key cannot replace itself.
    app.post(
      '/auth/api-key/rotate',
      {
        schema: { body: RotateApiKeyRequestSchema.nullish(), response: { 200: ApiKeyResponseSchema } },
        preHandler: requireUser,
      },
      async (req) => {
        refuseAssumed(currentUser(req), 'api-key');
        if (req.authVia !== 'session') {
          throw new AppError(
            'forbidden',
            'Rotate your API key from a signed-in session, not with the key itself.',
          );
        }
        return rotateApiKey(db, currentUser(req).id, { expirePrevious: req.body?.expirePrevious });
      },
    );
  };
