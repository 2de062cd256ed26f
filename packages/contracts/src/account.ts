import { PASSWORD_MAX_LENGTH } from '@platen/domain/access/password-policy';
import { AGENT_TYPES, SUB_USER_PERMISSION_KEYS } from '@platen/domain/access/sub-user-permissions';
import { z } from 'zod';
import { isShippingServiceCode } from '@platen/domain/shipping/shipping-services';
import { EmailSchema } from './auth.ts';

const password = z
  .string()
  .min(1, { message: 'Enter a password.' })
  .max(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` });
const oneTimeToken = z
  .string()
  .trim()
  .min(1, { message: 'This link is not valid. Ask for a new one.' })
  .max(100, { message: 'This link is not valid. Ask for a new one.' })
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'This link is not valid. Ask for a new one.' });

/** POST /auth/forgot: answered 202 whether or not the e-mail has an account. */
export const ForgotRequestSchema = z.object({ email: EmailSchema }).strict();
export const AcceptedResponseSchema = z.object({ message: z.string() });
/** POST /auth/reset: the link's token and the new password; the token is then refused. */
export const ResetRequestSchema = z.object({ token: oneTimeToken, password }).strict();
/** POST /auth/change: the current password is needed. */
export const ChangePasswordRequestSchema = z
  .object({ currentPassword: z.string().max(PASSWORD_MAX_LENGTH), password })
  .strict();
export const OkResponseSchema = z.object({ ok: z.literal(true), message: z.string().optional() });

/** A sub-user's grants (R-6-13..17). */
export const SubUserGrantsSchema = z
  .object(Object.fromEntries(SUB_USER_PERMISSION_KEYS.map((k) => [k, z.boolean().optional()])))
  .strict() as z.ZodType<Partial<Record<(typeof SUB_USER_PERMISSION_KEYS)[number], boolean>>>;
export const AgentTypeSchema = z.enum(AGENT_TYPES);

/** POST /auth/addSubUsers: invite people by e-mail with their grants (or an agent type). */
export const AddSubUsersRequestSchema = z
  .object({
    users: z
      .array(
        z
          .object({
            email: EmailSchema,
            permissions: SubUserGrantsSchema.optional(),
            agentType: AgentTypeSchema.nullish(),
          })
          .strict(),
      )
      .min(1, { message: 'Invite at least one person.' })
      .max(20, { message: 'Invite at most 20 people at a time.' }),
  })
  .strict();
export const SubUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  permissions: SubUserGrantsSchema,
  agentType: AgentTypeSchema.nullable(),
  /** Invited and not yet joined. */
  pending: z.boolean(),
});
export type SubUser = z.infer<typeof SubUserSchema>;
export const TeamResponseSchema = z.object({ users: z.array(SubUserSchema) });
export type TeamResponse = z.infer<typeof TeamResponseSchema>;
/** POST /auth/registerSubUser: the invitation's token, the new member's name and password. */
export const RegisterSubUserRequestSchema = z
  .object({
    token: oneTimeToken,
    name: z.string().trim().min(2, { message: 'Name must be at least 2 characters.' }).max(80),
    password,
  })
  .strict();
/** PUT /api/manager/v2/settings/teams/:userId: a member's grants and agent type. */
export const SetGrantsRequestSchema = z
  .object({ permissions: SubUserGrantsSchema, agentType: AgentTypeSchema.nullable() })
  .strict();

/** /manager/v2/settings/account. */
export const AccountSettingsSchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  pendingEmail: z.string().nullable(),
  twoFactor: z.boolean(),
  parent: z.object({ email: z.string(), name: z.string() }).nullable(),
});
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;
/**
 * Proof that the account holder is at the keyboard, not only their session: the current password, or a current
 * two-factor code when two-factor sign-in is on. Asked for an e-mail change and for setting up two-factor.
 */
export const HolderProofShape = {
  currentPassword: z.string().max(200).optional(),
  code: z.string().trim().max(20, { message: 'Enter the 6-digit code or a recovery code.' }).optional(),
};
export const UpdateAccountRequestSchema = z
  .object({
    name: z.string().trim().min(2, { message: 'Name must be at least 2 characters.' }).max(80).optional(),
    company: z.string().trim().max(80).nullish(),
    email: EmailSchema.optional(),
    ...HolderProofShape,
  })
  .strict();
/** POST /auth/totp/setup: the holder's proof (a set-up replaces the way the account proves its second factor). */
export const TotpSetupRequestSchema = z.object(HolderProofShape).strict();
export const ConfirmEmailRequestSchema = z.object({ token: oneTimeToken }).strict();

/** /manager/v2/settings/general: the account's defaults. */
export const GeneralSettingsSchema = z
  .object({
    shippingMode: z.enum(['standard', 'rush', 'economy']).default('standard'),
    packBy: z.enum(['order', 'design', 'size']).default('order'),
    foldPoly: z.boolean().default(false),
    notificationEmails: z
      .array(EmailSchema)
      .max(5, { message: 'At most 5 notification e-mails.' })
      .default([]),
    /** Shipping settings: the service a new cart's shipments start with (null: standard). */
    defaultShippingMethod: z
      .string()
      .refine(isShippingServiceCode, { message: 'Choose a shipping service from the list.' })
      .nullable()
      .default(null),
    /** autoSwap: an out-of-stock blank is swapped for the swap table's substitute without asking. */
    autoSwap: z.boolean().default(false),
    /** The customer's branding on the packing slip: the name it is sent from and a note to the recipient. */
    slipBrandName: z
      .string()
      .trim()
      .max(80, { message: 'The brand name is at most 80 characters.' })
      .nullable()
      .default(null),
    slipMessage: z
      .string()
      .trim()
      .max(300, { message: 'The slip message is at most 300 characters.' })
      .nullable()
      .default(null),
  })
  .strict();
export type GeneralSettings = z.infer<typeof GeneralSettingsSchema>;

/** /manager/v2/settings/api: whether a previous key still works, and until when. */
export const ApiSettingsSchema = z.object({ previousKeyUntil: z.string().nullable() });

/** Two-factor sign-in. */
export const TotpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** PNG data URL of the QR code. */
  qrCode: z.string(),
});
export const TotpCodeRequestSchema = z
  .object({
    code: z.string().trim().min(6).max(20, { message: 'Enter the 6-digit code or a recovery code.' }),
  })
  .strict();
export const TotpEnabledResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
/** POST /auth/totp/user: the second step of a sign-in that needs a TOTP code. */
export const TotpLoginRequestSchema = z
  .object({
    ticket: z.string().max(400),
    code: z.string().trim().min(6).max(20, { message: 'Enter the 6-digit code or a recovery code.' }),
  })
  .strict();
/** What POST /auth/login (and /auth/v2/login) answer when the account has two-factor sign-in on. */
export const TotpRequiredResponseSchema = z.object({ totpRequired: z.literal(true), ticket: z.string() });

/** The staff outbox view (/internal/dashboard/mail). */
export const OutboxResponseSchema = z.object({
  mails: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type OutboxResponse = z.infer<typeof OutboxResponseSchema>;

/** GET /auth/providers: the OpenID providers configured (the sign-in page shows a button for each). */
export const AuthProvidersResponseSchema = z.object({
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
});
