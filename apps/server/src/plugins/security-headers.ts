import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A year of https-only, this host and its subdomains; sent only on answers that came over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer carries, errors and 404s included (set in the first onRequest hook, so a later hook's
 * refusal keeps them): `X-Content-Type-Options: nosniff` (no answer is read as another type than it
 * says), `X-Frame-Options: DENY` (nothing of Platen is framed; pages also say `frame-ancestors 'none'`
 * in their CSP), and over https (the socket's, or a trusted proxy's X-Forwarded-Proto) Strict-Transport-Security.
 */
export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    setSecurityHeaders(req, reply);
    done();
  });
}

/** The headers of installSecurityHeaders on one reply. */
export function setSecurityHeaders(req: FastifyRequest, reply: FastifyReply) {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'DENY');
  if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (400) or a path parameter over `maxParamLength` (414) is
 * answered before any hook runs; this answers them with the same headers and the usual `{code, message}` body.
 */
export function frameworkErrors(err: { statusCode?: number }, req: FastifyRequest, reply: FastifyReply) {
  setSecurityHeaders(req, reply);
  const status = err.statusCode === 414 ? 414 : 400;
  return reply.status(status).send({
    code: 'bad_request',
    message: status === 414 ? 'A part of the URL path is too long.' : 'The URL is not valid.',
  });
}
