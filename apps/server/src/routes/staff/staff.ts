import {
  AcceptStaffInviteRequestSchema,
  AcceptStaffInviteResponseSchema,
  OrderSearchQuerySchema,
  OrderSearchResponseSchema,
  StaffAssignmentSchema,
  StaffInviteRequestSchema,
  StaffListResponseSchema,
  StaffMemberResponseSchema,
  StaffUserParamsSchema,
} from '@platen/contracts';
import { orderSearchRepository } from '@platen/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { bySource, rateLimit } from '../../plugins/rate-limit.ts';
import { publicOrigin } from '../../services/account/origin.ts';
import { publicUser } from '../../services/accounts.ts';
import { acceptStaffInvite } from '../../services/staff/accept-staff-invite.ts';
import {
  changeEmployee,
  inviteEmployee,
  listStaff,
  resetEmployeeTwoFactor,
  setEmployeeActive,
} from '../../services/staff/staff-admin.ts';
import { homeOf } from '../../services/staff/staff-home.ts';

/** Staff administration (staff.manage; a manager only for their own group) and the invitation's link. */
export const staffRoutes =
  ({ db, mail, auth, config, roles }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const inviteLimit = rateLimit(db, { name: 'staff-invite', max: 50, windowSeconds: 3600 });
    const joinLimit = rateLimit(db, { name: 'staff-join', max: 10, windowSeconds: 600, key: bySource });
    const answer = { response: { 200: StaffMemberResponseSchema } };
    const params = StaffUserParamsSchema;

    app.get('/api/internal/staff', { schema: { response: { 200: StaffListResponseSchema } } }, async (req) =>
      listStaff(db, currentUser(req)),
    );

    app.post(
      '/api/internal/staff',
      {
        schema: { body: StaffInviteRequestSchema, response: { 201: StaffMemberResponseSchema } },
        preHandler: inviteLimit,
      },
      async (req, reply) => {
        const employee = await inviteEmployee(
          db,
          mail,
          currentUser(req),
          req.body,
          publicOrigin(config, req),
        );
        return reply.status(201).send({ employee });
      },
    );

    app.put(
      '/api/internal/staff/:userId',
      { schema: { params, body: StaffAssignmentSchema, ...answer } },
      async (req) => ({ employee: await changeEmployee(db, currentUser(req), req.params.userId, req.body) }),
    );

    for (const [path, active] of [
      ['deactivate', false],
      ['reactivate', true],
    ] as const) {
      app.post(`/api/internal/staff/:userId/${path}`, { schema: { params, ...answer } }, async (req) => ({
        employee: await setEmployeeActive(db, currentUser(req), req.params.userId, active),
      }));
    }

    app.post(
      '/api/internal/staff/:userId/reset-two-factor',
      { schema: { params, ...answer } },
      async (req) => ({
        employee: await resetEmployeeTwoFactor(db, currentUser(req), req.params.userId),
      }),
    );

    app.get(
      '/api/internal/orders',
      { schema: { querystring: OrderSearchQuerySchema, response: { 200: OrderSearchResponseSchema } } },
      async (req) => ({ orders: await orderSearchRepository(db).search(req.query.q, 20) }),
    );

    app.post(
      '/auth/staff-invite',
      {
        schema: { body: AcceptStaffInviteRequestSchema, response: { 201: AcceptStaffInviteResponseSchema } },
        preHandler: joinLimit,
      },
      async (req, reply) => {
        const user = await acceptStaffInvite(db, req.body);
        await auth.startSession(req, reply, user);
        return reply
          .status(201)
          .header('cache-control', 'no-store')
          .send({ user: publicUser(user), home: await homeOf(user, roles) });
      },
    );
  };
