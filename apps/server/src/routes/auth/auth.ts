import {
  LoginRequestSchema,
  MeResponseSchema,
  RegisterRequestSchema,
  UserResponseSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { authenticate, publicUser, registerUser } from '../../services/accounts.ts';

/** POST /auth/register, /auth/login, /auth/logout; GET /auth/me. */
export const authRoutes =
  ({ db, auth }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const loginLimit = rateLimit(db, {
      name: 'login',
      max: 10,
      windowSeconds: 60,
      key: (req) =>
        `${req.ip}:${String((req.body as { email?: unknown } | undefined)?.email ?? '')
          .toLowerCase()
          .slice(0, 254)}`,
    });
    const registerLimit = rateLimit(db, {
      name: 'register',
      max: 20,
      windowSeconds: 3600,
      key: (req) => req.ip,
    });

    app.post(
      '/auth/register',
      {
        schema: { body: RegisterRequestSchema, response: { 201: UserResponseSchema } },
        preHandler: registerLimit,
      },
      async (req, reply) => {
        const user = await registerUser(db, req.body);
        await auth.startSession(req, reply, user);
        return reply.status(201).send({ user: publicUser(user) });
      },
    );

    app.post(
      '/auth/login',
      { schema: { body: LoginRequestSchema, response: { 200: UserResponseSchema } }, preHandler: loginLimit },
      async (req, reply) => {
        const user = await authenticate(db, req.body.email, req.body.password);
        await auth.startSession(req, reply, user);
        return { user: publicUser(user) };
      },
    );

    app.post('/auth/logout', { schema: { response: { 204: z.null() } } }, async (req, reply) => {
      await auth.endSession(req, reply);
      return reply.status(204).send(null);
    });

    app.get(
      '/auth/me',
      { schema: { response: { 200: MeResponseSchema } }, preHandler: requireUser },
      async (req) => {
        const u = currentUser(req);
        return { user: { ...publicUser(u), apiKey: u.apiKey } };
      },
    );
  };
