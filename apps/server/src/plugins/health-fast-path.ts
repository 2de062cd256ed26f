import http from 'node:http';
import { HealthResponseSchema } from '@platen/contracts';
import type { FastifyServerOptions } from 'fastify';

/**
 * The health answer ({ok, db, version}): fixed while the process runs, so checked against its schema and
 * serialised once. `routes/health/health.ts` (the documented route) and the fast path below send these bytes.
 */
export function healthAnswer(db: 'pglite' | 'postgres', version: string): string {
  return JSON.stringify(HealthResponseSchema.parse({ ok: true, db, version }));
}

/**
 * Fastify's `serverFactory` with a fast path for the plain health check (load balancers and monitors poll it):
 * `GET /api/health` with no API key and not over a proxy's https is answered on the socket, with the same bytes
 * and headers as the Fastify route (nosniff, X-Frame-Options; no HSTS, which only https answers carry), without
 * Fastify's request objects and hook chain. Every other request, and any health check with an Authorization or
 * X-Forwarded-Proto header or a query string (an invalid key still gets its 401), goes to Fastify. The server
 * gets the timeouts Fastify would give the one it makes itself. Pinned by test/http-hardening.int.test.ts.
 */
export function healthFastPath(
  body: string,
  opts: { keepAliveTimeout: number },
): FastifyServerOptions['serverFactory'] {
  const headers = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
  };
  return (handler) => {
    const server = http.createServer((req, res) => {
      if (
        req.url === '/api/health' &&
        req.method === 'GET' &&
        req.headers.authorization === undefined &&
        req.headers['x-forwarded-proto'] === undefined
      ) {
        res.writeHead(200, headers);
        res.end(body); // a string goes out with the header in one write (a Buffer would take two)
        return;
      }
      handler(req, res);
    });
    // What Fastify sets on a server it makes itself (fastify/lib/server.js, our options and its defaults).
    server.keepAliveTimeout = opts.keepAliveTimeout;
    server.requestTimeout = 0;
    server.setTimeout(0);
    return server;
  };
}
