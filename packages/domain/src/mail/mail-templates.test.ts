import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, type MailTemplates, renderMail } from './mail-templates.ts';

const samples: MailTemplates = {
  reset: { name: 'Ann <b>', link: 'https://x.test/auth/reset?token=a&b', validMinutes: 60 },
  invite: { inviter: 'Ann', company: 'Acme', link: 'https://x.test/auth/invite?token=t', validHours: 72 },
  'email-change': { name: 'Ann', newEmail: 'n@x.test', link: 'https://x.test/c?token=t', validHours: 24 },
  'staff-invite': {
    name: 'Ann',
    inviter: 'Ada',
    role: 'EMPLOYEE cs, CS Rep',
    link: 'https://x.test/auth/staff-invite?token=t',
    validHours: 72,
    twoFactor: true,
  },
  'order-held-for-funds': { name: 'Ann', orderId: 'O1', amountDueCents: 12345, link: 'https://x.test/pay' },
  'proof-ready': { name: 'Ann', orderId: 'O1', link: 'https://x.test/proof' },
  'design-change-requested': {
    name: 'Ann',
    orderId: 'O1',
    reason: 'The artwork is larger than the print area',
    note: 'Make it 12 in',
    link: 'https://x.test/manager/v2/orders/O1#fix-design',
  },
  'order-shipped': { name: 'Ann', orderId: 'O1', carrier: 'UPS', trackingNumber: '1Z', trackingUrl: null },
  'credit-application-decided': {
    name: 'Ann',
    approved: true,
    creditLineCents: 500_000,
    reason: null,
    link: 'https://x.test/manager/v2/billing',
  },
  'promo-inactivity-follow-up': {
    name: 'Ann',
    link: 'https://x.test/manager/v2/designs',
    unsubscribeLink: 'https://x.test/email/unsubscribe/u1.sig',
  },
  'promo-new-user-follow-up': {
    name: 'Ann',
    link: 'https://x.test/designer',
    unsubscribeLink: 'https://x.test/email/unsubscribe/u1.sig',
  },
  'supplier-purchase-order': {
    supplier: 'DELTA',
    poNumber: 'PLT-BO-7',
    facility: 'LAX',
    lines: 2,
    units: 5,
    attachment: 'PLT-BO-7.csv',
  },
};

describe('mail templates', () => {
  it.each(MAIL_KINDS)('%s has a subject, a text part and an HTML part with the same link', (kind) => {
    const m = renderMail(kind, samples[kind] as never);
    expect(m.subject.length).toBeGreaterThan(5);
    const link = (samples[kind] as { link?: string }).link;
    if (link) {
      expect(m.text).toContain(link);
      expect(m.html).toContain(link.replace('&', '&#38;'));
    }
  });
  it('escapes what a user typed in the HTML part, not in the text part', () => {
    const m = renderMail('reset', samples.reset);
    expect(m.html).not.toContain('<b>');
    expect(m.text).toContain('Ann <b>');
  });
  it('prints money from cents', () => {
    expect(renderMail('order-held-for-funds', samples['order-held-for-funds']).text).toContain('$123.45');
  });
  it('#28 a held order re-priced: the new amount due, the old one, why and the invoice revision', () => {
    const m = renderMail('order-held-for-funds', {
      ...samples['order-held-for-funds'],
      amountDueCents: 9000,
      invoiceNumber: 'INV-000042',
      revised: { previousCents: 12345, reason: 'Item 2 cancelled', revision: 2 },
    });
    expect(m.subject).toBe('Order O1: the amount due changed');
    expect(m.text).toContain(
      'Order O1 changed (Item 2 cancelled): $90.00 is now due before it goes to production, instead of $123.45. Invoice INV-000042 is revised (revision 2).',
    );
    expect(m.text).toContain('Pay now: https://x.test/pay');
  });
  it('R-9-62 both promo mails carry the unsubscribe link in the text and the HTML part', () => {
    for (const kind of ['promo-inactivity-follow-up', 'promo-new-user-follow-up'] as const) {
      const m = renderMail(kind, samples[kind]);
      expect(m.text).toContain('Unsubscribe: https://x.test/email/unsubscribe/u1.sig');
      expect(m.html).toContain('href="https://x.test/email/unsubscribe/u1.sig"');
    }
  });
});
