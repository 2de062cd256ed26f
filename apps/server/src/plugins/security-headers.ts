import type { FastifyInstance } from 'fastify';

/** #13.4 a year of https-only, this host and its subdomains; sent only on answers that came over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer carries, errors and 404s included (set in the first onRequest hook, so a later hook's
 * refusal keeps them): `X-Content-Type-Options: nosniff` (#13.11: no answer is read as another type than it
 * says), `X-Frame-Options: DENY` (#13.5: nothing of Platen is framed; pages also say `frame-ancestors 'none'`
 * in their CSP), and over https (the socket's, or a trusted proxy's X-Forwarded-Proto) Strict-Transport-Security
 * (#13.4).
 */
export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
