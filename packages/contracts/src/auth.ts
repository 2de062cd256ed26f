import { z } from 'zod';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .email({ message: 'Email must be a valid email address.' });

export const RegisterRequestSchema = z
  .object({
    email,
    password: z
      .string()
      .min(8, { message: 'Password must be at least 8 characters.' })
      .max(200, { message: 'Password must be at most 200 characters.' }),
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
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

export const MeResponseSchema = z.object({ user: PublicUserSchema.extend({ apiKey: z.string() }) });
export const UserResponseSchema = z.object({ user: PublicUserSchema });
