import { AssumeParamsSchema, UserResponseSchema } from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { publicUser } from '../../services/accounts.ts';
import { assume, unassume } from '../../services/lifecycle/assume.ts';

/** R-6-20, R-6-21: POST /auth/assume/:userId and POST /auth/unassume (session routes; XSRF as usual). */
export const assumeRoutes =
  ({ db, roles }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/assume/:userId',
      { schema: { params: AssumeParamsSchema, response: { 200: UserResponseSchema } } },
      async (req) => ({
        user: publicUser(
          await assume(db, req.sessionId, currentUser(req), req.params.userId, await roles.permissionsFor()),
        ),
      }),
    );
    app.post('/auth/unassume', { schema: { response: { 200: UserResponseSchema } } }, async (req) => ({
      user: publicUser(await unassume(db, req.sessionId, currentUser(req))),
    }));
  };
