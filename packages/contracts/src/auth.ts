import { PASSWORD_MAX_LENGTH } from '@platen/domain/access/password-policy';
import { z } from 'zod';

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .email({ message: 'Email must be a valid email address.' });

export const RegisterRequestSchema = z
  .object({
    email: EmailSchema,
    // The password rule (length, e-mail, common list) is domain's access/password-policy, applied by the
    // registration use-case, which knows the common-password list and answers with an issue on `body.password`.
    password: z
      .string()
      .min(1, { message: 'Enter a password.' })
      .max(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` }),
    name: z.string().trim().min(2, { message: 'Name must be at least 2 characters.' }).max(80),
    company: z.string().trim().max(80).nullish(),
  })
  .strict();

export const LoginRequestSchema = z
  .object({ email: z.string().trim().max(254), password: z.string().max(200) })
  .strict();

/** The signed-in user as the page and the API show it. */
export const PublicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  /** role name; present in the page's initial state so staff screens know who is signed in. */
  role: z.string().optional(),
  /** R-6-20: the staff member acting as this user (the "Acting as" banner). */
  assumedBy: z.object({ id: z.string(), email: z.string() }).nullable().optional(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** GET /auth/me: the user only. The API key is never shown again after registration or rotation. */
export const MeResponseSchema = z.object({
  user: PublicUserSchema.extend({
    /** role name (NONE, USER, EMPLOYEE, MANAGE, ADMIN) and staff group. */
    role: z.string().optional(),
    group: z.string().nullable().optional(),
    /** R-6-20: the staff member acting as this user, while assuming. */
    assumedBy: z.object({ id: z.string(), email: z.string() }).nullable().optional(),
  }),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;
export const UserResponseSchema = z.object({
  user: PublicUserSchema,
  /** Where to go after signing in when no page was asked for (staff: their group's home). */
  home: z.string().optional(),
});
/**
 * POST /auth/register: the user and their API key, shown this once. Registering an e-mail that already
 * has an account answers the same status and shape (docs/decisions/registration-answer.md).
 */
export const RegisterResponseSchema = z.object({ user: PublicUserSchema, apiKey: z.string() });
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;
/**
 * POST /auth/api-key/rotate: the new key, shown this once. The previous key keeps working for 24 hours
 * (`previousKeyUntil`), or stops at once when the request says `expirePrevious`.
 */
export const ApiKeyResponseSchema = z.object({
  apiKey: z.string(),
  previousKeyUntil: z.string().nullable().optional(),
});
export const RotateApiKeyRequestSchema = z.object({ expirePrevious: z.boolean().optional() }).strict();
export type ApiKeyResponse = z.infer<typeof ApiKeyResponseSchema>;
