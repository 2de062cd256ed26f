import { JobProbeRequestSchema, JobProbeResponseSchema } from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../plugins/auth.ts';
import { sendProbes } from '../../services/jobs/send-probes.ts';

/** POST /api/health/jobs/probe: the job system's self-test (404 unless PLATEN_JOB_PROBES=on). Signed in. */
export const jobProbeRoutes =
  ({ jobs }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/health/jobs/probe',
      {
        schema: { body: JobProbeRequestSchema, response: { 202: JobProbeResponseSchema } },
        preHandler: requireUser,
      },
      async (req, reply) => reply.status(202).send(await sendProbes(jobs, req.body)),
    );
  };
