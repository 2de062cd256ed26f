import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { html } from '../../site/html.ts';
import { SITE_CSP, sendPage } from '../../site/send-page.ts';

/** RapiDoc's self-contained browser build, served from our own origin (nothing loads from elsewhere). */
const RAPIDOC = createRequire(import.meta.url).resolve('rapidoc/dist/rapidoc-min.js');

/**
 * The body of /docs/: an introduction, then RapiDoc over /api/openapi.json with "try it" against this origin
 * (HTTP Basic with the user's key, or the signed-in session). The public site's page frame and CSP
 * (REFERENCE_CSP) holds: RapiDoc loads no fonts (load-fonts=false) and calls only this origin.
 */
export function referenceBody(origin: string) {
  return html`<h1>API reference</h1>
  <p class="lead">Every route of the Platen API, generated from the server's own schemas, with a "try it" console that calls this server with your API key.</p>
  <p>To try a call, open <strong>Authentication</strong> below and enter your API key as the password of HTTP Basic (the user name is ignored: type anything, e.g. key); your key is on the Settings &gt; API page. The conventions every route follows (errors, paging, Idempotency-Key, rate limits, webhooks and their signatures) are in the API conventions guide; the machine-readable document is <a href="/api/openapi.json">/api/openapi.json</a>.</p>
  <script type="module" src="/docs/rapidoc-min.js"></script>
  <rapi-doc spec-url="/api/openapi.json" server-url="${origin}" default-api-server="${origin}" allow-server-selection="false" allow-try="true" allow-authentication="true" persist-auth="false" fetch-credentials="same-origin" load-fonts="false" regular-font="system-ui, sans-serif" mono-font="ui-monospace, monospace" render-style="focused" show-header="false" allow-spec-url-load="false" allow-spec-file-load="false" schema-style="table" style="height: 80vh; width: 100%" theme="light" primary-color="#1d4ed8" bg-color="#ffffff" text-color="#1d2433"></rapi-doc>`;
}

/**
 * The site's CSP, except that styles may be inline: RapiDoc's components style their elements from script.
 * Scripts stay 'self' only, and requests ("try it") go to this origin only (default-src 'self').
 */
export const REFERENCE_CSP = SITE_CSP.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");

/** GET /docs/ (the readable reference with "try it") and its script. */
export function registerReference(app: FastifyInstance) {
  const origin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;
  app.get(
    '/docs/',
    {
      schema: { hide: true },
      onSend: async (_req, reply, payload) => {
        reply.header('content-security-policy', REFERENCE_CSP);
        return payload;
      },
    },
    async (req, reply) =>
      sendPage(
        reply,
        {
          path: '/docs/',
          title: 'API reference · Platen',
          description:
            'The reference of every Platen API endpoint, with request and response schemas, errors, examples and a console to try calls with your key.',
        },
        referenceBody(origin(req)),
      ),
  );
  app.get('/docs/rapidoc-min.js', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(createReadStream(RAPIDOC)),
  );
}
