import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../lifecycle/support.ts';
import { orderableCart } from '../ordering/support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const targets = await testTargets();

const APPLICATION = {
  company: {
    name: 'Acme Tees LLC',
    address: '1 Main St, Oakland CA 94607',
    phone: '510-555-0100',
    taxId: '12-3456789',
    yearsInBusiness: 6,
  },
  references: [
    { name: 'Bay Blanks', contact: 'Jo Park', phone: '510-555-0101' },
    { name: 'First Bank', contact: 'Lee Chan', phone: '510-555-0102' },
  ],
  requestedCents: 2_500_000,
};

describe.each(targets)(
  'credit line applications on $kind (docs/decisions/credit-applications.md)',
  (target) => {
    let t: TestApp;
    let cs: Client;
    let sales: Client;
    beforeAll(async () => {
      t = await openApp(target);
      cs = await staffClient(t.app, 'cs@platen.test');
      sales = await staffClient(t.app, 'sales@platen.test');
    });
    afterAll(async () => t?.close());

    const call = (c: Client, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: c.headers(), ...(payload ? { payload } : {}) });
    const mails = async (to: string) =>
      (
        await t.db.query<{ kind: string; subject: string; body: string }>(
          "SELECT kind, subject, body FROM email_outbox WHERE to_address = $1 AND kind = 'credit-application-decided'",
          [to],
        )
      ).rows;

    it('R-5-20 more than $100,000 is refused with a sentence and nothing is stored; one open application per account', async () => {
      const buyer = await newClient(t.app, 'Too Much', { funded: false });
      const r = await call(buyer, 'POST', '/api/v2/billing/credit-applications', {
        ...APPLICATION,
        requestedCents: 10_000_001,
      });
      expect(r.statusCode).toBe(400);
      expect(r.body).toContain('The maximum credit line is $100,000.00');
      expect((await call(buyer, 'GET', '/api/v2/billing/credit-applications')).json().applications).toEqual(
        [],
      );
      const ok = await call(buyer, 'POST', '/api/v2/billing/credit-applications', {
        ...APPLICATION,
        requestedCents: 10_000_000,
      });
      expect(ok.statusCode, ok.body).toBe(201);
      const twice = await call(buyer, 'POST', '/api/v2/billing/credit-applications', APPLICATION);
      expect(twice.statusCode).toBe(409);
    });

    it('a role without billing.manage gets 403 on the review queue and on deciding', async () => {
      expect((await call(sales, 'GET', '/api/internal/credit-applications')).statusCode).toBe(403);
      const buyer = await newClient(t.app, 'Sales Try', { funded: false });
      const a = (await call(buyer, 'POST', '/api/v2/billing/credit-applications', APPLICATION)).json();
      const r = await call(sales, 'POST', `/api/internal/credit-applications/${a.id}`, {
        decision: 'approve',
        amountCents: 100_000,
      });
      expect(r.statusCode).toBe(403);
    });

    it('an order held for payment (new account, no credit) is released when the application is approved and the credit line covers it; the customer is e-mailed', async () => {
      const buyer = await newClient(t.app, 'Held Applicant', { funded: false });
      const cartId = await orderableCart(t.app, buyer, t.db);
      const placed = await t.app.inject({
        method: 'POST',
        url: `/api/order2/cart/${cartId}/order`,
        headers: { ...buyer.headers(), 'idempotency-key': `credit-${cartId}` },
      });
      const orderId = placed.json().orderId as string;
      expect((await call(buyer, 'GET', `/api/v3/orders/${orderId}`)).json().status).toBe('unpaid');
      const a = (await call(buyer, 'POST', '/api/v2/billing/credit-applications', APPLICATION)).json();
      const queue = (await call(cs, 'GET', '/api/internal/credit-applications')).json().applications as {
        id: string;
        status: string;
      }[];
      expect(queue.find((x) => x.id === a.id)?.status).toBe('pending');

      const r = await call(cs, 'POST', `/api/internal/credit-applications/${a.id}`, {
        decision: 'approve',
        amountCents: 2_000_000,
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().released).toEqual([orderId]);
      expect(r.json().application).toMatchObject({ status: 'approved', approvedCents: 2_000_000 });
      expect((await call(buyer, 'GET', `/api/v3/orders/${orderId}`)).json().status).not.toBe('unpaid');
      const balance = (await call(buyer, 'GET', '/api/v2/billing/balance')).json();
      expect(balance.creditLine).toBe(2_000_000);
      const sent = await mails(buyer.email);
      expect(sent.map((m) => m.subject)).toEqual(['Your credit line application is approved']);
      expect(sent[0]!.body).toContain('$20,000.00');
      // Decided once: a second decision is refused and changes nothing.
      const again = await call(cs, 'POST', `/api/internal/credit-applications/${a.id}`, {
        decision: 'decline',
        reason: 'Changed our mind',
      });
      expect(again.statusCode).toBe(409);
      expect((await call(buyer, 'GET', '/api/v2/billing/balance')).json().creditLine).toBe(2_000_000);
    });

    it('a decline keeps the credit line and e-mails the reason; the customer may apply again', async () => {
      const buyer = await newClient(t.app, 'Declined Applicant', { funded: false });
      const a = (await call(buyer, 'POST', '/api/v2/billing/credit-applications', APPLICATION)).json();
      const r = await call(cs, 'POST', `/api/internal/credit-applications/${a.id}`, {
        decision: 'decline',
        reason: 'The trade references did not answer.',
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ released: [], application: { status: 'declined' } });
      expect((await call(buyer, 'GET', '/api/v2/billing/balance')).json().creditLine).toBe(0);
      const sent = await mails(buyer.email);
      expect(sent.map((m) => m.subject)).toEqual(['Your credit line application was declined']);
      expect(sent[0]!.body).toContain('The trade references did not answer.');
      expect((await call(buyer, 'POST', '/api/v2/billing/credit-applications', APPLICATION)).statusCode).toBe(
        201,
      );
    });
  },
);
