import type { MailKind, MailTemplates } from './mail-templates.ts';

/** Order events that send the customer an e-mail, and the template each one uses. */
export const ORDER_EVENT_MAILS = {
  'email-proof-sent': 'proof-ready',
  'email-order-on-hold': 'design-change-requested',
  'email-order-shipped': 'order-shipped',
} as const satisfies Record<string, MailKind>;
export type MailedOrderEvent = keyof typeof ORDER_EVENT_MAILS;
export const MAILED_ORDER_EVENTS = Object.keys(ORDER_EVENT_MAILS) as MailedOrderEvent[];

/** One logged order event that wants a mail, with who gets it. */
export interface OrderMailEvent {
  orderId: string;
  sequence: number;
  name: string;
  data: Record<string, unknown>;
  /** The order's name, when it has one: the customer knows it better than its id. */
  orderName: string | null;
  recipientName: string;
}

/** Outbox ids of order-event mails start with this; the order id and the event's sequence follow. */
export const ORDER_MAIL_ID_PREFIX = 'order-mail:';
/** The outbox id of an event's mail: one mail per event, whatever retries or concurrent senders do. */
export const orderMailId = (e: Pick<OrderMailEvent, 'orderId' | 'sequence'>): string =>
  `${ORDER_MAIL_ID_PREFIX}${e.orderId}:${e.sequence}`;

type Parcel = { carrier?: unknown; tracking?: unknown; url?: unknown };

/**
 * The mail an order event sends (template and data), or null when the event sends none. Links point at `origin`
 * (PUBLIC_URL): the proof page to approve or ask for a change, the carrier's tracking page.
 */
export function orderEventMail(
  e: OrderMailEvent,
  origin: string,
): { [K in MailKind]: { kind: K; data: MailTemplates[K] } }[MailKind] | null {
  const order = e.orderName ? `${e.orderName} (${e.orderId.slice(0, 8)})` : e.orderId;
  switch (e.name) {
    case 'email-proof-sent':
      return {
        kind: 'proof-ready',
        data: {
          name: e.recipientName,
          orderId: order,
          link: `${origin}/manager/v2/orders/approval/${e.orderId}`,
        },
      };
    case 'email-order-on-hold': {
      const reason = typeof e.data.reasonLabel === 'string' ? e.data.reasonLabel : null;
      if (!reason) return null;
      return {
        kind: 'design-change-requested',
        data: {
          name: e.recipientName,
          orderId: order,
          reason,
          note: typeof e.data.reason === 'string' ? e.data.reason : null,
          link: `${origin}/manager/v2/orders/${e.orderId}#fix-design`,
        },
      };
    }
    case 'email-order-shipped': {
      const parcels = (Array.isArray(e.data.parcels) ? e.data.parcels : []) as Parcel[];
      const first = parcels[0];
      if (!first || typeof first.tracking !== 'string') return null;
      return {
        kind: 'order-shipped',
        data: {
          name: e.recipientName,
          orderId: order,
          carrier: String(first.carrier ?? '').toUpperCase(),
          trackingNumber: parcels
            .map((p) => p.tracking)
            .filter((t): t is string => typeof t === 'string')
            .join(', '),
          trackingUrl: typeof first.url === 'string' ? first.url : `${origin}/manager/v2/orders/${e.orderId}`,
        },
      };
    }
    default:
      return null;
  }
}
