import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/** The origin links in e-mails point at: PUBLIC_URL, else the request's scheme and host. */
export function publicOrigin(config: Config, req: FastifyRequest): string {
  return config.publicUrl ?? `${req.protocol}://${req.host}`;
}
