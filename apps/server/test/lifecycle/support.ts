import type { FastifyInstance } from 'fastify';
import { type Client, cookieJar } from '../support/harness.ts';
import { orderableCart } from '../ordering/support.ts';
import type { Db } from '@platen/db';

/** Signs a seeded staff member in (password platen-demo) and returns a session client. */
export async function staffClient(app: FastifyInstance, email: string): Promise<Client> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password: 'platen-demo' },
  });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  const cookies = cookieJar(res);
  const cookie = `platen_session=${cookies.platen_session}; XSRF-TOKEN=${cookies['XSRF-TOKEN']}`;
  const me = await app.inject({ method: 'GET', url: '/auth/me', headers: { cookie } });
  const user = me.json().user;
  // API keys are only shown at registration or rotation: staff tests use the session.
  return {
    userId: user.id,
    email,
    apiKey: '',
    cookie,
    xsrf: cookies['XSRF-TOKEN']!,
    headers: () => ({ cookie, 'x-xsrf-token': cookies['XSRF-TOKEN']! }),
    basic: () => {
      throw new Error('staff clients have no API key');
    },
  };
}

/** The seeded staff the floor tests act as: customer service (approves artwork) and a production operator. */
export async function floorStaff(app: FastifyInstance): Promise<{ cs: Client; operator: Client }> {
  return {
    cs: await staffClient(app, 'cs@platen.test'),
    operator: await staffClient(app, 'operator@platen.test'),
  };
}

let n = 0;

/** Places an order for the client from a fresh orderable cart (features patched in first) and returns its id. */
export async function placedOrder(
  app: FastifyInstance,
  c: Client,
  db: Db,
  features: Record<string, unknown> = {},
): Promise<string> {
  const cartId = await orderableCart(app, c, db);
  let v = 1;
  for (const [k, value] of Object.entries(features)) {
    const r = await app.inject({
      method: 'PATCH',
      url: `/api/order2/cart/${cartId}`,
      headers: c.headers(),
      payload: { _v: v, _d: [{ op: 'replace', path: `/features/${k}`, value }] },
    });
    if (r.statusCode !== 200) throw new Error(`feature ${k}: ${r.body}`);
    v = r.json()._v;
  }
  const r = await app.inject({
    method: 'POST',
    url: `/api/order2/cart/${cartId}/order`,
    headers: { ...c.headers(), 'idempotency-key': `lifecycle-${Date.now()}-${n++}` },
  });
  if (r.statusCode !== 201) throw new Error(`place: ${r.statusCode} ${r.body}`);
  return r.json().orderId;
}

/** The order's events in sequence order, straight from the log. */
export async function eventsOf(db: Db, orderId: string) {
  const r = await db.query<{
    sequence: number;
    name: string;
    item_index: number | null;
    data: Record<string, unknown>;
    actor_id: string | null;
    assumed_by: string | null;
  }>(
    'SELECT sequence, name, item_index, data, actor_id, assumed_by FROM order_events WHERE order_id = $1 ORDER BY sequence',
    [orderId],
  );
  return r.rows.map((e) => ({ ...e, sequence: Number(e.sequence) }));
}
