import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { allocateCents } from './allocate-cents.ts';

describe('allocateCents: a line split over its sizes', () => {
  it('O-9-24 the parts add up to the line: $663.32 over 102 pieces in four sizes', () => {
    const parts = allocateCents(66332, [20, 40, 30, 12]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(66332);
    // 650.31 cents a piece: each size within a cent of its exact share.
    expect(parts).toEqual([13006, 26013, 19509, 7804]);
  });

  it('O-9-24 leftover cents go to the largest remainders, ties to the earlier part', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(10, [1, 2])).toEqual([3, 7]);
    expect(allocateCents(0, [3, 4])).toEqual([0, 0]);
    expect(allocateCents(5, [0, 2])).toEqual([0, 5]);
    expect(allocateCents(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
  });

  it('O-9-24 refuses fractional cents, fractional or negative pieces, and an amount over no pieces', () => {
    expect(() => allocateCents(10.5, [1])).toThrow(DomainError);
    expect(() => allocateCents(10, [1.5])).toThrow(DomainError);
    expect(() => allocateCents(10, [-1, 2])).toThrow(DomainError);
    expect(() => allocateCents(10, [0, 0])).toThrow(DomainError);
    expect(allocateCents(0, [])).toEqual([]);
  });

  it('O-9-24 property: whole cents, summing exactly to the total, each within a cent of its share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          fc.pre(weights.some((w) => w > 0));
          const parts = allocateCents(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0);
          expect(parts).toHaveLength(weights.length);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          parts.forEach((p, i) => {
            expect(Number.isSafeInteger(p)).toBe(true);
            expect(Math.abs(p - (total * (weights[i] ?? 0)) / sum)).toBeLessThan(1);
            if (weights[i] === 0) expect(p).toBe(0);
          });
        },
      ),
    );
  });
});
