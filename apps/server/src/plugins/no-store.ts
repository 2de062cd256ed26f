import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An onSend hook for route groups whose every answer carries a secret (an API key, session cookies) or who
 * is signed in: no cache keeps it.
 */
export async function noStore(_req: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
