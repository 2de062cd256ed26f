import { describe, expect, it } from 'vitest';
import { customerTimeline, type TimelineEvent } from './customer-timeline.ts';

let t = 0;
const ev = (
  name: string,
  itemIndex: number | null = null,
  data: Record<string, unknown> = {},
): TimelineEvent => ({
  name,
  itemIndex,
  data,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, t++)).toISOString(),
});

/** The floor log of a shipped 3-shirt order, with an internal QC fail and its reprint on item 2. */
const shippedThreeShirts = (): TimelineEvent[] => [
  ev('order', null, { from: 'quote', to: 'order' }),
  ev('address-ip-auto-approved'),
  ev('validated', null, { from: 'order', to: 'validated' }),
  ev('paid', null, { from: 'validated', to: 'paid' }),
  ev('artwork-preparation'),
  ev('artwork-qc-approve'),
  ev('artwork-created', null, { from: 'paid', to: 'artwork-created' }),
  ev('order-released'),
  ...[0, 1, 2].flatMap((i) => [
    ev('blanks-placed', i),
    ev('blanks-received', i),
    ev('pretreat', i),
    ev('printed', i),
  ]),
  ev('printing', null, { from: 'artwork-created', to: 'printing' }),
  ev('qc-defects', 1),
  ev('reprint', 1, { from: 'printing', to: 'reprint' }),
  ev('printed', 1),
  ...[0, 1, 2].flatMap((i) => [ev('qc-complete', i), ev('stored', i)]),
  ev('shipped', null, { from: 'printing', to: 'shipped' }),
  ev('email-order-shipped'),
  ev('in-transit'),
  ev('delivered'),
];

describe("the customer's timeline", () => {
  it('a shipped 3-shirt order shows at most 10 customer milestones, none internal (QC reprints stay internal)', () => {
    const lines = customerTimeline(shippedThreeShirts());
    expect(lines.length).toBeLessThanOrEqual(10);
    expect(lines.map((l) => l.kind)).toEqual([
      'placed',
      'paid',
      'approved',
      'in-production',
      'printed',
      'quality-checked',
      'shipped',
      'delivered',
    ]);
    expect(lines.map((l) => l.label).join(' ')).not.toMatch(/reprint|defect|claim|blank|pretreat/i);
  });
  it('change requests are prominent and carry their reason (ours and the customer’s)', () => {
    const lines = customerTimeline([
      ev('order', null, { to: 'order' }),
      ev('artwork-qc-reject', null, { reason: 'The logo is 140 in wide', reasonLabel: 'Artwork too large' }),
      ev('on-hold', null, { to: 'on-hold' }),
      ev('change-request', null, { reason: 'Make it blue' }),
    ]);
    expect(lines.filter((l) => l.prominent)).toEqual([
      expect.objectContaining({
        kind: 'change-requested',
        label: 'We need a change to your design',
        reason: 'Artwork too large: The logo is 140 in wide',
      }),
      expect.objectContaining({ label: 'You asked for a change to the proof', reason: 'Make it blue' }),
    ]);
  });
  it('a reprint for a claim, an order waiting for funds and a cancelled item reach the customer', () => {
    const lines = customerTimeline([
      ev('unpaid', null, { from: 'validated', to: 'unpaid' }),
      ev('paid', null, { from: 'unpaid', to: 'paid' }),
      ev('order-released'),
      ev('cancelled', 1, { from: 'paid', to: 'cancelled' }),
      ev('reprint', 0, { from: 'shipped', to: 'reprint', claimId: 'c1' }),
    ]);
    expect(lines.map((l) => l.label)).toEqual([
      'Waiting for funds: add funds to release the order',
      'Payment received',
      'Cancelled (item 2)',
      'Reship approved: reprinting for your claim (item 1)',
    ]);
  });
  it('an order approved without review is approved when it enters production', () => {
    expect(
      customerTimeline([ev('artwork-created', null, { to: 'artwork-created' })]).map((l) => l.kind),
    ).toEqual(['approved', 'in-production']);
  });
});
