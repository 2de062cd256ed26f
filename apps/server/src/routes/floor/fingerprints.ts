import {
  EmployeeFingerprintsSchema,
  FingerprintClockRequestSchema,
  FingerprintClockResultSchema,
  FingerprintEnrolRequestSchema,
  FingerprintParamsSchema,
  FingerprintSchema,
  MyFingerprintsSchema,
  WebAuthnOptionsSchema,
} from '@platen/contracts';
import { relyingParty } from '@platen/domain/floor/fingerprints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { bySource, rateLimit } from '../../plugins/rate-limit.ts';
import { clockByTouch, clockOptions } from '../../services/floor/fingerprint-clock.ts';
import {
  enrolFingerprint,
  enrolledFingerprints,
  enrolOptions,
  myFingerprints,
  removeFingerprint,
} from '../../services/floor/fingerprints.ts';

/**
 * Fingerprint clock-in (docs/decisions/fingerprint-clock-in.md): employees enrol WebAuthn platform credentials,
 * a station screen clocks them in and out by touch (no one signed in), supervisors remove lost ones. Access per
 * route in the route table (access/api-routes.ts).
 */
export const fingerprintRoutes =
  ({ db, config, roles }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The relying party: PUBLIC_URL, else localhost at the port this request came in on (not its Host header).
    const rp = (req: FastifyRequest) => relyingParty(config.publicUrl, req.socket.localPort ?? config.port);
    // The station screen's calls are open to anyone: a station's address may ask 120 times a minute (a busy
    // shift change), no more, so nobody fills the challenge table.
    const stationLimit = rateLimit(db, {
      name: 'fingerprint-clock',
      max: 120,
      windowSeconds: 60,
      key: bySource,
    });

    app.get(
      '/api/internal/employee/fingerprints',
      { schema: { response: { 200: MyFingerprintsSchema } } },
      async (req) => myFingerprints(db, currentUser(req)),
    );
    app.post(
      '/api/internal/employee/fingerprints/options',
      { schema: { response: { 200: WebAuthnOptionsSchema } } },
      async (req) => enrolOptions(db, currentUser(req), rp(req)),
    );
    app.post(
      '/api/internal/employee/fingerprints',
      { schema: { body: FingerprintEnrolRequestSchema, response: { 201: FingerprintSchema } } },
      async (req, reply) =>
        reply.code(201).send(await enrolFingerprint(db, currentUser(req), req.body, rp(req))),
    );
    app.get(
      '/api/internal/employee/fingerprints/enrolled',
      { schema: { response: { 200: EmployeeFingerprintsSchema } } },
      async () => enrolledFingerprints(db),
    );
    app.delete(
      '/api/internal/employee/:userId/fingerprints/:credentialId',
      { schema: { params: FingerprintParamsSchema } },
      async (req, reply) => {
        await removeFingerprint(db, currentUser(req), req.params.userId, req.params.credentialId);
        return reply.code(204).send();
      },
    );
    app.post(
      '/api/internal/employee/clock/options',
      { preHandler: stationLimit, schema: { response: { 200: WebAuthnOptionsSchema } } },
      async (req) => clockOptions(db, rp(req)),
    );
    app.post(
      '/api/internal/employee/clock',
      {
        preHandler: stationLimit,
        schema: { body: FingerprintClockRequestSchema, response: { 200: FingerprintClockResultSchema } },
      },
      async (req) => clockByTouch(db, req.body, rp(req), await roles.permissionsFor()),
    );
  };
