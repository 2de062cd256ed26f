import { mailLinkOrigin } from '@platen/domain/mail/mail-secrets';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * The origin links in e-mails point at: PUBLIC_URL, else this server's listen port on localhost. The request is
 * not read: its Host header is the client's choice (docs/decisions/mail-link-origin.md).
 */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'port'>, _req?: FastifyRequest): string {
  return mailLinkOrigin(config.publicUrl, config.port);
}
