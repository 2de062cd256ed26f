import { z } from 'zod';
import { ClockInRequestSchema, ShiftSchema } from './production-floor.ts';

const b64url = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'must be base64url.' });

/** What @simplewebauthn/browser's startRegistration() answers (a new platform credential). */
export const RegistrationResponseSchema = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url,
    attestationObject: b64url,
    transports: z.array(z.string().max(30)).max(10).optional(),
    authenticatorData: b64url.optional(),
    publicKey: b64url.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** What @simplewebauthn/browser's startAuthentication() answers (a touch on an enrolled fingerprint). */
export const AuthenticationResponseSchema = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** The options a browser passes to navigator.credentials.create()/get() (their JSON form, challenge included). */
export const WebAuthnOptionsSchema = z.looseObject({ challenge: z.string() });
export type WebAuthnOptions = z.infer<typeof WebAuthnOptionsSchema>;

/** One enrolled fingerprint. */
export const FingerprintSchema = z.object({
  credentialId: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Fingerprint = z.infer<typeof FingerprintSchema>;

/** GET /api/internal/employee/fingerprints: mine, and how many may be enrolled. */
export const MyFingerprintsSchema = z.object({
  fingerprints: z.array(FingerprintSchema),
  max: z.number().int(),
});
export type MyFingerprints = z.infer<typeof MyFingerprintsSchema>;

/** POST /api/internal/employee/fingerprints. */
export const FingerprintEnrolRequestSchema = z
  .object({
    label: z.string().max(60, { message: 'A fingerprint name has at most 60 characters.' }).optional(),
    response: RegistrationResponseSchema,
  })
  .strict();
export type FingerprintEnrolRequest = z.infer<typeof FingerprintEnrolRequestSchema>;

/** A fingerprint with its employee, as a supervisor sees it. */
export const EmployeeFingerprintSchema = FingerprintSchema.extend({
  employeeId: z.string(),
  employeeName: z.string(),
  employeeEmail: z.string(),
});
export type EmployeeFingerprint = z.infer<typeof EmployeeFingerprintSchema>;
export const EmployeeFingerprintsSchema = z.object({ fingerprints: z.array(EmployeeFingerprintSchema) });

/** `:userId` and `:credentialId` of a supervisor's removal. */
export const FingerprintParamsSchema = z.object({
  userId: z.string().min(1).max(100),
  credentialId: b64url,
});

/** POST /api/internal/employee/clock: clock in or out at the station screen's station and facility by touch. */
export const FingerprintClockRequestSchema = ClockInRequestSchema.extend({
  action: z.enum(['in', 'out'], { message: 'action must be in or out.' }),
  response: AuthenticationResponseSchema,
}).strict();
export type FingerprintClockRequest = z.infer<typeof FingerprintClockRequestSchema>;

export const FingerprintClockResultSchema = z.object({
  action: z.enum(['in', 'out']),
  employeeName: z.string(),
  shift: ShiftSchema,
  message: z.string(),
});
export type FingerprintClockResult = z.infer<typeof FingerprintClockResultSchema>;
