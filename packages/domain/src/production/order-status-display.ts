import type { ArtworkStage } from './lifecycle-types.ts';
import { isItemStatus, type ItemStatus } from './order-statuses.ts';

/** How a screen shows an order or item status: words a customer reads, and the pill's tone. */
export type StatusTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

const DISPLAY: Record<ItemStatus, { label: string; tone: StatusTone }> = {
  quote: { label: 'Quote', tone: 'neutral' },
  order: { label: 'Placed', tone: 'neutral' },
  validated: { label: 'Validated', tone: 'neutral' },
  unpaid: { label: 'Awaiting payment', tone: 'warning' },
  paid: { label: 'Paid', tone: 'brand' },
  'on-hold': { label: 'On hold', tone: 'warning' },
  'artwork-created': { label: 'Artwork ready', tone: 'info' },
  printing: { label: 'In production', tone: 'info' },
  shipped: { label: 'Shipped', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
  reprint: { label: 'Reprinting', tone: 'warning' },
};

/** The label and tone of a status; an unknown one shows as itself, neutral. */
export function statusDisplay(status: string): { label: string; tone: StatusTone } {
  return isItemStatus(status) ? DISPLAY[status] : { label: status, tone: 'neutral' };
}

const ARTWORK_STAGES: Record<ArtworkStage, string> = {
  none: 'Nothing to review',
  queued: 'Waiting for staff review',
  proof: 'Proof sent to the customer',
  rejected: 'Change requested',
  approved: 'Approved',
};

/** Where an order's artwork stands (R-4 artwork stage), in words; an unknown stage shows as itself. */
export const artworkStageLabel = (stage: string): string =>
  (ARTWORK_STAGES as Record<string, string>)[stage] ?? stage;
