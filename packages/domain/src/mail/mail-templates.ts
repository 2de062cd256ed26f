import { escapeHtml } from '../format/escape-html.ts';
import { formatDollars } from '../money/format-dollars.ts';
/** Every e-mail Platen sends, in one place: subject, plain text and HTML from the same words. */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What each template needs. Links are absolute URLs built by the caller from the request's origin. */
export interface MailTemplates {
  reset: { name: string; link: string; validMinutes: number };
  invite: { inviter: string; company: string | null; link: string; validHours: number };
  'email-change': { name: string; newEmail: string; link: string; validHours: number };
  'staff-invite': {
    name: string;
    inviter: string;
    role: string;
    link: string;
    validHours: number;
    twoFactor: boolean;
  };
  'order-held-for-funds': {
    name: string;
    orderId: string;
    amountDueCents: number;
    link: string;
    /** The invoice number (the transfer reference) and the bank transfer / check lines, when set. */
    invoiceNumber?: string | null;
    transfer?: { label: string; value: string }[] | null;
    /** Sent again because a change re-priced the held order: what it was, why, and the invoice's new revision. */
    revised?: { previousCents: number; reason: string; revision: number } | null;
  };
  'proof-ready': { name: string; orderId: string; link: string };
  /** Staff asked for a change to the design: the listed reason, the approver's note, the page to fix it on. */
  'design-change-requested': {
    name: string;
    orderId: string;
    reason: string;
    note: string | null;
    link: string;
  };
  'order-shipped': {
    name: string;
    orderId: string;
    carrier: string;
    trackingNumber: string;
    trackingUrl: string | null;
  };
  /** A credit line application decided: approved with the credit line, or declined with the reason. */
  'credit-application-decided': {
    name: string;
    approved: boolean;
    creditLineCents: number | null;
    reason: string | null;
    link: string;
  };
  /** R-9-62 promotions: the one-click unsubscribe link goes in the footer (and the List-Unsubscribe header). */
  'promo-inactivity-follow-up': { name: string; link: string; unsubscribeLink: string };
  'promo-new-user-follow-up': { name: string; link: string; unsubscribeLink: string };
  /** A blank purchase order to a supplier that takes orders by e-mail (DELTA): the CSV is attached. */
  'supplier-purchase-order': {
    supplier: string;
    poNumber: string;
    facility: string;
    lines: number;
    units: number;
    attachment: string;
  };
}
export type MailKind = keyof MailTemplates;
export const MAIL_KINDS = [
  'reset',
  'invite',
  'email-change',
  'staff-invite',
  'order-held-for-funds',
  'proof-ready',
  'design-change-requested',
  'order-shipped',
  'credit-application-decided',
  'promo-inactivity-follow-up',
  'promo-new-user-follow-up',
  'supplier-purchase-order',
] as const satisfies readonly MailKind[];

const UNSUBSCRIBE_NOTE =
  'You get this e-mail because you have a Platen account. One click stops these offers (order and account e-mails still come):';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A paragraph or a call-to-action link; the text and HTML parts are made from the same list. */
type Block = { p: string } | { link: string; label: string };

function compose(subject: string, greeting: string, blocks: Block[]): RenderedMail {
  const text = [
    greeting,
    '',
    ...blocks.flatMap((b) => ('p' in b ? [b.p, ''] : [`${b.label}: ${b.link}`, ''])),
    '— Platen',
  ].join('\n');
  const body = blocks
    .map((b) =>
      'p' in b
        ? `<p>${escapeHtml(b.p)}</p>`
        : `<p><a href="${escapeHtml(b.link)}" style="display:inline-block;padding:10px 16px;background:#1f4fd1;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(b.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(b.link)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,sans-serif;color:#222;max-width:560px"><p>${escapeHtml(greeting)}</p>\n${body}\n<p>— Platen</p></body></html>`;
  return { subject, text, html };
}

const RENDER: { [K in MailKind]: (d: MailTemplates[K]) => RenderedMail } = {
  reset: (d) =>
    compose('Reset your Platen password', `Hello ${d.name},`, [
      { p: 'Someone asked to reset the password of your Platen account. If it was you, choose a new one:' },
      { link: d.link, label: 'Choose a new password' },
      {
        p: `The link works once and for ${d.validMinutes} minutes. If you did not ask, ignore this e-mail: your password stays as it is.`,
      },
    ]),
  invite: (d) =>
    compose(
      d.company ? `${d.inviter} invited you to ${d.company} on Platen` : `${d.inviter} invited you to Platen`,
      'Hello,',
      [
        {
          p: `${d.inviter}${d.company ? ` of ${d.company}` : ''} invited you to order with them on Platen. Set your name and password to join:`,
        },
        { link: d.link, label: 'Accept the invitation' },
        { p: `The link works once and for ${d.validHours} hours.` },
      ],
    ),
  'email-change': (d) =>
    compose('Confirm your new Platen e-mail address', `Hello ${d.name},`, [
      { p: `You asked to sign in to Platen as ${d.newEmail} from now on. Confirm the change:` },
      { link: d.link, label: 'Confirm this address' },
      { p: `Until you confirm, your old address stays. The link works once and for ${d.validHours} hours.` },
    ]),
  'staff-invite': (d) =>
    compose(`${d.inviter} invited you to the Platen staff area`, `Hello ${d.name},`, [
      { p: `${d.inviter} gave you a staff account at Platen (${d.role}). Choose your password to start:` },
      { link: d.link, label: 'Set your password' },
      ...(d.twoFactor
        ? [
            {
              p: 'Your role needs two-factor sign-in: turn it on in your account settings before the staff area opens.',
            },
          ]
        : []),
      { p: `The link works once and for ${d.validHours} hours.` },
    ]),
  'order-held-for-funds': (d) =>
    compose(
      d.revised ? `Order ${d.orderId}: the amount due changed` : `Order ${d.orderId} is waiting for payment`,
      `Hello ${d.name},`,
      [
        ...(d.revised
          ? [
              {
                p: `Order ${d.orderId} changed (${d.revised.reason}): ${dollars(d.amountDueCents)} is now due before it goes to production, instead of ${dollars(d.revised.previousCents)}.${d.invoiceNumber ? ` Invoice ${d.invoiceNumber} is revised (revision ${d.revised.revision}).` : ''}`,
              },
            ]
          : [
              {
                p: `Order ${d.orderId} is on hold: ${dollars(d.amountDueCents)} is due before it goes to production.`,
              },
            ]),
        { link: d.link, label: 'Pay now' },
        ...(d.transfer?.length
          ? [
              {
                p: `Or pay by bank transfer or check${d.invoiceNumber ? `, quoting ${d.invoiceNumber}` : ''}: ${d.transfer.map((l) => `${l.label}: ${l.value}`).join('; ')}.`,
              },
            ]
          : []),
      ],
    ),
  'proof-ready': (d) =>
    compose(`Your proof for order ${d.orderId} is ready`, `Hello ${d.name},`, [
      { p: `The proof of order ${d.orderId} is ready. Approve it or ask for a change:` },
      { link: d.link, label: 'See the proof' },
    ]),
  'design-change-requested': (d) =>
    compose(`Order ${d.orderId}: please change your design`, `Hello ${d.name},`, [
      { p: `Before we print order ${d.orderId}, your design needs a change. Reason: ${d.reason}.` },
      ...(d.note ? [{ p: `Our note: ${d.note}` }] : []),
      { p: 'Fix the design and save it: the order goes back to our review at once.' },
      { link: d.link, label: 'Fix the design' },
    ]),
  'order-shipped': (d) =>
    compose(`Order ${d.orderId} has shipped`, `Hello ${d.name},`, [
      { p: `Order ${d.orderId} left our facility with ${d.carrier}, tracking number ${d.trackingNumber}.` },
      ...(d.trackingUrl ? [{ link: d.trackingUrl, label: 'Track the package' }] : []),
    ]),
  'credit-application-decided': (d) =>
    d.approved
      ? compose('Your credit line application is approved', `Hello ${d.name},`, [
          { p: `Your account now has a credit line of ${formatDollars(d.creditLineCents ?? 0)}.` },
          { p: 'Orders waiting for payment are released as far as the new credit line covers them.' },
          { link: d.link, label: 'See your balance' },
        ])
      : compose('Your credit line application was declined', `Hello ${d.name},`, [
          { p: `We could not approve your credit line application: ${d.reason ?? ''}` },
          { p: 'You can still pay orders from your balance or by card, and apply again later.' },
          { link: d.link, label: 'See your balance' },
        ]),
  'promo-inactivity-follow-up': (d) =>
    compose('We miss you at Platen', `Hello ${d.name},`, [
      { p: 'It has been a while since your last order. Your saved designs are where you left them:' },
      { link: d.link, label: 'Reorder a design' },
      { p: UNSUBSCRIBE_NOTE },
      { link: d.unsubscribeLink, label: 'Unsubscribe' },
    ]),
  'promo-new-user-follow-up': (d) =>
    compose('Ready for your first Platen order?', `Hello ${d.name},`, [
      {
        p: 'Thank you for joining Platen. Upload your artwork, place it on a product and see the price before you order:',
      },
      { link: d.link, label: 'Start a design' },
      { p: UNSUBSCRIBE_NOTE },
      { link: d.unsubscribeLink, label: 'Unsubscribe' },
    ]),
  'supplier-purchase-order': (d) =>
    compose(`Purchase order ${d.poNumber} from Platen`, `Hello ${d.supplier},`, [
      {
        p: `Please supply purchase order ${d.poNumber}: ${d.units} blank${d.units === 1 ? '' : 's'} on ${d.lines} line${d.lines === 1 ? '' : 's'}, shipped to our ${d.facility} facility.`,
      },
      {
        p: `The lines are in the attached CSV (${d.attachment}). Please quote ${d.poNumber} on the invoice and the packing list.`,
      },
    ]),
};

/** The subject, text and HTML of one mail. */
export function renderMail<K extends MailKind>(kind: K, data: MailTemplates[K]): RenderedMail {
  return (RENDER[kind] as (d: MailTemplates[K]) => RenderedMail)(data);
}
