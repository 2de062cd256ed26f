import type { FastifyReply } from 'fastify';
import type { Created } from '../services/idempotent-create.ts';

/** The answer of a creating POST under an Idempotency-Key: its status and body, marked when replayed. */
export function sendCreated<T>(reply: FastifyReply, r: Created<T>) {
  if (r.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(r.status).send(r.body);
}
