import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { conventionsTransform } from './conventions-transform.ts';
import { registerReference } from './reference.ts';

type Spec = {
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, Record<string, OpenApiOperation>>;
};
type OpenApiOperation = {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
};

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const json = (v: unknown) => `<pre>${esc(JSON.stringify(v, null, 2))}</pre>`;

/** A readable page of the OpenAPI document: one section per path and method, schemas as JSON. No scripts. */
export function renderDocs(spec: Spec): string {
  const sections = Object.entries(spec.paths ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([p, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const params = (op.parameters ?? [])
          .map((x) => `<li><code>${esc(x.name)}</code> (${esc(x.in)}${x.required ? ', required' : ''})</li>`)
          .join('');
        const body = op.requestBody?.content
          ? Object.entries(op.requestBody.content)
              .map(([type, c]) => `<h4>Body <code>${esc(type)}</code></h4>${json(c.schema ?? {})}`)
              .join('')
          : '';
        const responses = Object.entries(op.responses ?? {})
          .map(
            ([status, r]) =>
              `<details><summary>${esc(status)} ${esc(r.description ?? '')}</summary>${json(
                Object.values(r.content ?? {})[0]?.schema ?? {},
              )}</details>`,
          )
          .join('');
        const id = `${method}-${p}`.replace(/[^a-z0-9]+/gi, '-');
        return `<section id="${esc(id)}"><h3><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(p)}</code></h3>${params ? `<ul>${params}</ul>` : ''}${body}${responses}</section>`;
      }),
    );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${esc(spec.info?.title ?? 'API')} reference</title><style>body{font:15px/1.5 system-ui,sans-serif;max-width:980px;margin:2rem auto;padding:0 1rem;color:#1d2433}section{border-top:1px solid #d9dee7;padding:.5rem 0}pre{background:#f4f6f9;padding:.75rem;overflow:auto;font-size:12px;max-height:28rem}.m{display:inline-block;min-width:4.5rem;font-size:12px;padding:2px 6px;border-radius:4px;background:#e6ebf3;text-align:center}.m.get{background:#dff3e6}.m.post{background:#e2ecfb}.m.patch,.m.put{background:#fbf0dc}.m.delete{background:#fbe2e2}code{font-size:14px}</style></head><body><h1>${esc(spec.info?.title ?? 'API')} <small>${esc(spec.info?.version ?? '')}</small></h1><p>${esc(spec.info?.description ?? '')} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>${sections.join('')}</body></html>`;
}

/**
 * The docs page runs no script: nothing but its own inline style and the empty favicon may load, and nothing may
 * frame it.
 */
export const DOCS_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * GET /api/openapi.json (generated from every route's zod schemas) and GET /api/docs. Registered first and
 * without encapsulation, so swagger sees every route registered after it.
 */
export function docsRoutes(deps: AppDeps) {
  const plugin = async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Platen API',
          version: deps.config.version,
          description:
            'Ordering, catalogue, artwork, design, quote and mockup calls. Authenticate with the session cookie (and X-XSRF-TOKEN on writes) or HTTP Basic with an empty user name and your API key as the password.',
        },
        components: { securitySchemes: { apiKey: { type: 'http', scheme: 'basic' } } },
        security: [{ apiKey: [] }],
      },
      transform: conventionsTransform,
      transformObject: jsonSchemaTransformObject,
      hideUntagged: false,
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async (_req, reply) =>
      reply.header('cache-control', 'no-cache').send(app.swagger()),
    );
    app.get('/api/docs', { schema: { hide: true } }, async (_req, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', DOCS_CSP)
        .header('cache-control', 'no-cache')
        .send(renderDocs(app.swagger() as Spec)),
    );
    registerReference(app);
  };
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  return plugin;
}
