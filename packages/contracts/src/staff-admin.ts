import { z } from 'zod';
import { RegisterSubUserRequestSchema } from './account.ts';

/** The role an invitation or a change gives an employee. */
export const StaffAssignmentSchema = z
  .object({
    level: z.enum(['EMPLOYEE', 'MANAGE', 'ADMIN']),
    group: z.enum(['admin', 'production', 'sales', 'cs']),
    position: z.string().trim().min(1).max(60),
    facility: z.string().max(20).nullable(),
  })
  .strict();
export type StaffAssignment = z.infer<typeof StaffAssignmentSchema>;

/** POST /api/internal/staff: invite an employee by e-mail. */
export const StaffInviteRequestSchema = StaffAssignmentSchema.extend({
  email: z.string().trim().toLowerCase().email({ message: 'Enter an e-mail address.' }).max(200),
  name: z.string().trim().min(2, { message: 'Name must be at least 2 characters.' }).max(80),
}).strict();

/** One employee on the staff administration screen. */
export const StaffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  level: z.string(),
  group: z.string().nullable(),
  position: z.string().nullable(),
  facility: z.string().nullable(),
  status: z.enum(['invited', 'active', 'deactivated']),
  twoFactorRequired: z.boolean(),
  twoFactorOn: z.boolean(),
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** One audit event: who changed whom, how and when. */
export const StaffAuditEventSchema = z.object({
  id: z.number(),
  at: z.string(),
  actorEmail: z.string(),
  targetEmail: z.string(),
  action: z.string(),
  summary: z.string(),
});
export type StaffAuditEvent = z.infer<typeof StaffAuditEventSchema>;

/** GET /api/internal/staff: employees the caller administers, the choices the form offers, the audit log. */
export const StaffListResponseSchema = z.object({
  /** The caller's own id: their row offers no actions (nobody administers themselves here). */
  youId: z.string(),
  employees: z.array(StaffMemberSchema),
  audit: z.array(StaffAuditEventSchema),
  choices: z.object({
    levels: z.array(z.string()),
    groups: z.array(z.string()),
    positions: z.array(z.object({ name: z.string(), groups: z.array(z.string()), supervisor: z.boolean() })),
    facilities: z.array(z.string()),
  }),
});
export type StaffListResponse = z.infer<typeof StaffListResponseSchema>;

/** Answers of the changing calls: the employee as now. */
export const StaffMemberResponseSchema = z.object({ employee: StaffMemberSchema });
export const StaffUserParamsSchema = z.object({ userId: z.string().min(1).max(100) });

/** POST /auth/staff-invite: the invitation's link, the employee's name and chosen password. */
export const AcceptStaffInviteRequestSchema = RegisterSubUserRequestSchema;
export const AcceptStaffInviteResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), company: z.string().nullable() }),
  home: z.string(),
});

/** GET /api/internal/orders?q=: staff find orders by id, name or PO, customer e-mail or unit barcode. */
export const OrderSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(200) });
export const OrderSearchResponseSchema = z.object({
  orders: z.array(
    z.object({
      id: z.string(),
      name: z.string().nullable(),
      email: z.string(),
      status: z.string(),
      createdAt: z.string(),
      matched: z.enum(['id', 'name', 'po', 'email', 'barcode']),
    }),
  ),
});
export type OrderSearchResponse = z.infer<typeof OrderSearchResponseSchema>;
