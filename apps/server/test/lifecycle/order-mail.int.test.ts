import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryReporter } from '../../src/reporter.ts';
import { createMailer } from '../../src/services/mail/mailer.ts';
import { sendOrderMails } from '../../src/services/mail/order-mail.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { startSmtp } from '../support/smtp.ts';
import { placedOrder, staffClient } from './support.ts';
import { TEST_DESIGN_WARNINGS } from '../ordering/support.ts';

const targets = await testTargets();

describe.each(targets)('customer e-mails of order events on $kind', (target) => {
  let t: TestApp;
  let cs: Client;
  beforeAll(async () => {
    t = await openApp(target);
    cs = await staffClient(t.app, 'cs@platen.test');
  });
  afterAll(async () => t?.close());

  const outboxFor = async (email: string) =>
    (
      await t.db.query<{ id: string; subject: string; body: string; status: string }>(
        'SELECT id, subject, body, status FROM email_outbox WHERE to_address = $1 ORDER BY created_at',
        [email],
      )
    ).rows;

  it('#15 a proof sent to the customer is mailed once, with the link to approve it; a rerun or a second sender mails nothing more', async () => {
    const buyer = await newClient(t.app, 'Proof Reader');
    const orderId = await placedOrder(t.app, buyer, t.db, { sendProof: true });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/internal/approvals/${orderId}`,
      headers: cs.headers(),
      payload: { decision: 'approve', acknowledged: TEST_DESIGN_WARNINGS },
    });
    expect(approved.statusCode).toBe(200);
    const mailer = await createMailer(t.db, { reporter: memoryReporter() });
    // Two senders at once (two workers): still one mail.
    await Promise.all([
      sendOrderMails(t.db, mailer, 'https://print.example'),
      sendOrderMails(t.db, mailer, 'https://print.example'),
    ]);
    let mails = await outboxFor(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Your proof for order .+ is ready$/);
    expect(mails[0]!.body).toContain(`https://print.example/manager/v2/orders/approval/${orderId}`);
    expect(mails[0]!.body).toContain('Hello Proof Reader,');
    await sendOrderMails(t.db, mailer, 'https://print.example');
    mails = await outboxFor(buyer.email);
    expect(mails).toHaveLength(1);

    // A change request and a second proof: a second mail, for the new proof.
    await t.app.inject({
      method: 'POST',
      url: `/api/v2/order/${orderId}/requestChange`,
      headers: buyer.headers(),
      payload: { reason: 'Larger logo' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/internal/approvals/${orderId}`,
      headers: cs.headers(),
      payload: { decision: 'approve', acknowledged: TEST_DESIGN_WARNINGS },
    });
    await sendOrderMails(t.db, mailer, 'https://print.example');
    expect(await outboxFor(buyer.email)).toHaveLength(2);
    mailer.close();
  });

  it('#15 an order without a proof step sends no proof mail', async () => {
    const buyer = await newClient(t.app, 'No Proof');
    const orderId = await placedOrder(t.app, buyer, t.db);
    await t.app.inject({
      method: 'POST',
      url: `/api/internal/approvals/${orderId}`,
      headers: cs.headers(),
      payload: { decision: 'approve', acknowledged: TEST_DESIGN_WARNINGS },
    });
    const mailer = await createMailer(t.db, { reporter: memoryReporter() });
    await sendOrderMails(t.db, mailer, 'https://print.example');
    expect(await outboxFor(buyer.email)).toHaveLength(0);
    mailer.close();
  });

  it('a mail written but never handed to SMTP (the process stopped between commit and send) is sent by the next run, once; a day-old one is not', async () => {
    const smtp = await startSmtp();
    const mailer = await createMailer(t.db, { smtpUrl: smtp.url, reporter: memoryReporter() });
    const row = (id: string, to: string, age: string) =>
      t.db.query(
        `INSERT INTO email_outbox (id, kind, to_address, subject, body, html, status, created_at)
         VALUES ($1, 'reset', $2, 'Reset your Platen password', 'Use the link.', '<p>Use the link.</p>', 'queued',
                 now() - $3::interval)`,
        [id, to, age],
      );
    await row('lost-1', 'lost@example.com', '20 minutes');
    await row('old-1', 'old@example.com', '2 days');
    await row('fresh-1', 'fresh@example.com', '1 minute');
    const [a, b] = await Promise.all([mailer.retryStale(), mailer.retryStale()]);
    expect(a + b).toBe(1);
    const got = await smtp.next('lost@example.com', /Reset your Platen password/);
    expect(got.text).toContain('Use the link.');
    await mailer.idle();
    const status = async (id: string) =>
      (await t.db.query<{ status: string }>('SELECT status FROM email_outbox WHERE id = $1', [id])).rows[0]!
        .status;
    expect(await status('lost-1')).toBe('sent');
    expect(await status('old-1')).toBe('queued');
    expect(await status('fresh-1')).toBe('queued');
    expect(await mailer.retryStale()).toBe(0);
    expect(smtp.mails.filter((m) => m.to.includes('lost@example.com'))).toHaveLength(0);
    mailer.close();
    await smtp.close();
  });
});
