import { describe, expect, it } from 'vitest';
import {
  ADDRESS_IP_CHECK_EVENT_STATUSES,
  EMAIL_EVENT_STATUSES,
  isOrderEventStatus,
  ORDER_EVENT_STATUSES,
} from './order-event-statuses.ts';
import { ORDER_STATUSES } from './order-statuses.ts';

describe('order event statuses', () => {
  it('R-4-03 event statuses add the production events to the order statuses', () => {
    const added = [
      'garment-substitution',
      'address-changed',
      'returned',
      'delivered',
      'artwork-preparation',
      'artwork-on-hold',
      'artwork-complete',
      'order-approved',
      'blanks-placed',
      'blanks-received',
      'pretreat',
      'printed',
      'taped',
      'baked',
      'qc',
      'stored',
      'rejection',
      'ripped',
      'stitch',
    ];
    expect(ORDER_EVENT_STATUSES).toEqual(expect.arrayContaining([...ORDER_STATUSES, ...added]));
    expect(EMAIL_EVENT_STATUSES.length).toBeGreaterThan(1); // "various email events"
  });

  it('R-4-04 address and IP auto or CS approved, rejected or unresolved; email event names', () => {
    expect(ADDRESS_IP_CHECK_EVENT_STATUSES).toEqual([
      'address-ip-auto-approved',
      'address-ip-cs-approved',
      'address-ip-rejected',
      'address-ip-unresolved',
    ]);
    expect(EMAIL_EVENT_STATUSES.every((s) => s.startsWith('email-'))).toBe(true);
    expect(ORDER_EVENT_STATUSES).toEqual(
      expect.arrayContaining([...ADDRESS_IP_CHECK_EVENT_STATUSES, ...EMAIL_EVENT_STATUSES]),
    );
  });

  it('R-4-05 event statuses add the artwork, approval, blanks, press, QC and change events', () => {
    const added = [
      'artwork-draft',
      'artwork-qc-approve',
      'artwork-qc-reject',
      'user-approved',
      'user-rejected',
      'change-request',
      'cs-approved',
      'user-cs-request',
      'order-released',
      'blanks-arrived',
      'blanks-shipped',
      'screens-made',
      'on-press',
      'personalization-complete',
      'qc-defects',
      'qc-complete',
      'order-name-changed',
      'shipping-method-changed',
      'design-change',
      'partial-receipt',
      'reassigned',
      'reassigned-facility',
    ];
    expect(ORDER_EVENT_STATUSES).toEqual(expect.arrayContaining(added));
    expect(isOrderEventStatus('reassigned-facility')).toBe(true);
    expect(isOrderEventStatus('teleported')).toBe(false);
  });

  it('has no duplicate event status', () => {
    expect(new Set(ORDER_EVENT_STATUSES).size).toBe(ORDER_EVENT_STATUSES.length);
  });
});
