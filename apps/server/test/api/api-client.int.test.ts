import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClient } from '@platen/contracts/api-client.gen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientDoc, generateClient } from '../../src/routes/docs/generate-client.ts';
import { ADDRESS, savedDesign } from '../ordering/support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const FILE = fileURLToPath(new URL('../../../../packages/contracts/src/api-client.gen.ts', import.meta.url));
const [target] = await testTargets();

describe('#20 the typed API client generated from the OpenAPI document', () => {
  let t: TestApp;
  let buyer: Client;
  let baseUrl: string;
  beforeAll(async () => {
    t = await openApp(target!);
    buyer = await newClient(t.app, 'Client Buyer');
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('#20.1 packages/contracts/src/api-client.gen.ts is the generation of the current document (npm run gen:api-client)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as ClientDoc;
    const source = generateClient(doc, /^\/api\/v[23]\//);
    if (process.env.UPDATE_API_CLIENT) writeFileSync(FILE, source);
    expect(readFileSync(FILE, 'utf8')).toBe(source);
  });

  it('#20.2 the client registers, lists and deletes a webhook with typed answers', async () => {
    const api = createClient({ baseUrl, apiKey: buyer.apiKey });
    const made = await api.call('POST /api/v3/webhooks', {
      body: { url: 'https://example.com/hooks/platen', events: ['paid', 'shipped'] },
    });
    expect(made.status).toBe(201);
    if (made.status !== 201) return;
    expect(made.body.secret).toMatch(/^whsec_/);
    const list = await api.call('GET /api/v3/webhooks', { query: { limit: 10 } });
    expect(list.status).toBe(200);
    if (list.status === 200) expect(list.body.map((w) => w.id)).toContain(made.body.id);
    expect(list.headers.get('x-count')).toBe('1');
    const bad = await api.call('GET /api/v3/webhooks/{id}/deliveries', { path: { id: 'nope' } });
    expect(bad.status).toBe(404);
    if (bad.status === 404) expect(bad.body).toMatchObject({ statusCode: 404, code: 'not_found' });
    const gone = await api.call('DELETE /api/v3/webhooks/{id}', { path: { id: made.body.id } });
    expect(gone.status).toBe(204);
  });

  it('#20.2 the client turns a quote into an order with typed answers (POST /api/v3/quotes, POST /api/v3/orders)', async () => {
    const api = createClient({ baseUrl, apiKey: buyer.apiKey });
    const designId = await savedDesign(t.db, buyer.userId);
    const q = await api.call('POST /api/v3/quotes', {
      body: {
        items: [
          { designId, product: { id: 'gildan-5000', color: 'Black' }, sizes: { med: 1 }, address: ADDRESS },
        ],
      },
    });
    expect(q.status).toBe(201);
    if (q.status !== 201) return;
    const o = await api.call('POST /api/v3/orders', { body: { quoteToken: q.body.token } });
    expect(o.status).toBe(201);
    if (o.status === 201) expect(o.body.totalCents).toBe(q.body.totals.total);
  });
});
