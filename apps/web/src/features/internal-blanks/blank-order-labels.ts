import type { BlankOrder } from '@platen/contracts';

/** The blank order's status in words (receiving and the supplier screens). */
export const STATUS_LABEL: Record<string, string> = {
  open: 'Collecting until the cutoff',
  sent: 'Sent, waiting for the supplier',
  shipped: 'Shipped by the supplier',
  partial: 'Partly received',
  received: 'Received',
};

/** The purchase order's channel state in words. */
export function poStateLabel(po: BlankOrder['po']): string {
  switch (po.state) {
    case null:
      return 'Not sent to the supplier yet';
    case 'transmitting':
      return 'Sending to the supplier';
    case 'transmitted':
      return po.channel === 'email-csv' ? 'E-mailed (CSV attached)' : 'Sent by PromoStandards';
    case 'held':
      return 'Held: the supplier is out of stock';
    case 'failed':
      return 'Not taken by the supplier; tried again in 5 minutes';
    case 'not-configured':
      return 'No supplier channel configured (order by hand)';
    default:
      return po.state;
  }
}

/** A date and time in Los Angeles, as the floor reads it. */
export const laTime = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-US', {
        timeZone: 'America/Los_Angeles',
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      })
    : '';
