import { describe, expect, it } from 'vitest';
import { openCartOf } from './open-cart.ts';

const cart = (id: string, updatedAt: string, more: { savedAt?: string; orderedAt?: string } = {}) => ({
  _id: id,
  savedAt: more.savedAt ?? null,
  orderedAt: more.orderedAt ?? null,
  updatedAt,
  itemCount: 0,
});

describe('#12.5 the open cart a new visit resumes', () => {
  it('#12.5 the most recently changed cart that is neither ordered nor saved under a name', () => {
    const carts = [
      cart('ordered', '2026-11-24T10:00:00Z', { orderedAt: '2026-11-24T10:00:00Z' }),
      cart('saved', '2026-11-24T09:00:00Z', { savedAt: '2026-11-24T09:00:00Z' }),
      cart('older', '2026-11-20T09:00:00Z'),
      cart('open', '2026-11-23T09:00:00Z'),
    ];
    expect(openCartOf(carts)?._id).toBe('open');
  });

  it('#12.5 none open: null (a new cart is made)', () => {
    expect(openCartOf([cart('o', '2026-11-24T10:00:00Z', { orderedAt: '2026-11-24T10:00:00Z' })])).toBeNull();
    expect(openCartOf([])).toBeNull();
  });
});
