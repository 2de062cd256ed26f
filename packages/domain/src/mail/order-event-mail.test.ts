import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-templates.ts';
import { orderEventMail, orderMailId } from './order-event-mail.ts';

const base = { orderId: 'a1b2c3d4-0000', sequence: 9, orderName: 'Spring run', recipientName: 'Ann' };

describe('order event mails', () => {
  it('a shipped shipment mails its carrier, every tracking number and the tracking link', () => {
    const m = orderEventMail(
      {
        ...base,
        name: 'email-order-shipped',
        data: {
          parcels: [
            {
              carrier: 'ups',
              tracking: '1Z999AA10123456784',
              url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
            },
            { carrier: 'ups', tracking: '1Z999AA10123456793', url: null },
          ],
        },
      },
      'https://print.example',
    );
    expect(m?.kind).toBe('order-shipped');
    const mail = renderMail(m!.kind, m!.data as never);
    expect(mail.subject).toBe('Order Spring run (a1b2c3d4) has shipped');
    expect(mail.text).toContain('UPS, tracking number 1Z999AA10123456784, 1Z999AA10123456793');
    expect(mail.text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
  });

  it("a staff change request mails the reason, the approver's note and the link to fix the design", () => {
    const m = orderEventMail(
      {
        ...base,
        name: 'email-order-on-hold',
        data: {
          reasonCode: 'artwork-too-large',
          reasonLabel: 'The artwork is larger than the print area',
          reason: 'Make it 12 in',
        },
      },
      'https://print.example',
    );
    const mail = renderMail(m!.kind, m!.data as never);
    expect(mail.text).toContain('Reason: The artwork is larger than the print area.');
    expect(mail.text).toContain('Our note: Make it 12 in');
    expect(mail.text).toContain('https://print.example/manager/v2/orders/a1b2c3d4-0000#fix-design');
  });

  it('a proof mails the approval page; events without a mail, or a shipment without parcels, send none', () => {
    const proof = orderEventMail({ ...base, name: 'email-proof-sent', data: {} }, 'https://print.example');
    expect(proof).toEqual({
      kind: 'proof-ready',
      data: {
        name: 'Ann',
        orderId: 'Spring run (a1b2c3d4)',
        link: 'https://print.example/manager/v2/orders/approval/a1b2c3d4-0000',
      },
    });
    expect(orderEventMail({ ...base, name: 'printed', data: {} }, 'x')).toBeNull();
    expect(orderEventMail({ ...base, name: 'email-order-shipped', data: {} }, 'x')).toBeNull();
    expect(orderMailId(base)).toBe('order-mail:a1b2c3d4-0000:9');
  });
});
