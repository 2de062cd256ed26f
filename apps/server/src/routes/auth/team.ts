import {
  AddSubUsersRequestSchema,
  RegisterSubUserRequestSchema,
  SetGrantsRequestSchema,
  TeamResponseSchema,
  UserResponseSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { bySource, rateLimit } from '../../plugins/rate-limit.ts';
import { publicUser } from '../../services/accounts.ts';
import { publicOrigin } from '../../services/account/origin.ts';
import { inviteSubUsers, listTeam, registerSubUser, setMemberGrants } from '../../services/account/team.ts';

/** Teams (R-6-13..19): invite by e-mail, join with the link, the parent's grants screen. */
export const teamRoutes =
  ({ db, mail, auth, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const inviteLimit = rateLimit(db, { name: 'invite', max: 50, windowSeconds: 3600 });
    const joinLimit = rateLimit(db, { name: 'join', max: 10, windowSeconds: 600, key: bySource });

    app.post(
      '/auth/addSubUsers',
      {
        schema: { body: AddSubUsersRequestSchema, response: { 201: TeamResponseSchema } },
        preHandler: inviteLimit,
      },
      async (req, reply) => {
        const team = await inviteSubUsers(
          db,
          mail,
          currentUser(req),
          req.body.users,
          publicOrigin(config, req),
        );
        return reply.status(201).send(team);
      },
    );

    app.post(
      '/auth/registerSubUser',
      {
        schema: { body: RegisterSubUserRequestSchema, response: { 201: UserResponseSchema } },
        preHandler: joinLimit,
      },
      async (req, reply) => {
        const user = await registerSubUser(db, req.body);
        await auth.startSession(req, reply, user);
        return reply
          .status(201)
          .header('cache-control', 'no-store')
          .send({ user: publicUser(user) });
      },
    );

    app.get(
      '/api/manager2/settings/teams',
      { schema: { response: { 200: TeamResponseSchema } } },
      async (req) => listTeam(db, currentUser(req).id),
    );

    app.put(
      '/api/manager2/settings/teams/:userId',
      {
        schema: {
          params: z.object({ userId: z.string().max(100) }),
          body: SetGrantsRequestSchema,
          response: { 200: TeamResponseSchema },
        },
      },
      async (req) =>
        setMemberGrants(db, currentUser(req).id, req.params.userId, req.body.permissions, req.body.agentType),
    );
  };
