import { describe, expect, it } from 'vitest';
import { batchLimit, checkBatch, makeBatch, queueGroups } from './ticket-batches.ts';

const codes = (n: number) => Array.from({ length: n }, (_, i) => `1000-1-${i + 1}`);
const msg = (r: ReturnType<typeof checkBatch>) => (r.ok ? null : r.issues[0]?.message);

describe('batches of job tickets', () => {
  it('R-9-02 a DTG batch is at most 72 units', () => {
    expect(batchLimit('dtg')).toBe(72);
    expect(checkBatch('dtg', codes(72)).ok).toBe(true);
    expect(msg(checkBatch('dtg', codes(73)))).toBe('A DTG batch is at most 72 units: 73 were chosen.');
  });

  it('R-9-03 an embroidery batch is at most 1000 units', () => {
    expect(batchLimit('embroidery')).toBe(1000);
    expect(checkBatch('embroidery', codes(1000)).ok).toBe(true);
    expect(msg(checkBatch('embroidery', codes(1001)))).toBe(
      'An embroidery batch is at most 1000 units: 1001 were chosen.',
    );
  });

  it('an empty batch or a unit named twice is refused', () => {
    expect(msg(checkBatch('dtg', []))).toBe('Choose at least one unit for the batch.');
    expect(msg(checkBatch('dtg', ['1-1-1', '1-1-1']))).toBe('A unit is in the batch twice.');
  });

  it('groups the waiting units by product, colour and size; a batch takes the oldest up to the limit', () => {
    const since = (m: number) => new Date(Date.UTC(2026, 10, 29, 8, m)).toISOString();
    const units = [
      ...Array.from({ length: 50 }, (_, i) => ({
        code: `a-${i}`,
        productIdentifier: 'gildan-5000',
        color: 'Black',
        size: 'med',
        waitingSince: since(i),
      })),
      ...Array.from({ length: 40 }, (_, i) => ({
        code: `b-${i}`,
        productIdentifier: 'gildan-5000',
        color: 'Black',
        size: 'lrg',
        waitingSince: since(i + 5),
      })),
    ];
    const groups = queueGroups(units);
    expect(groups.map((g) => [g.size, g.codes.length])).toEqual([
      ['lrg', 40],
      ['med', 50],
    ]);
    const batch = makeBatch('dtg', groups);
    expect(batch.codes).toHaveLength(72);
    expect(batch.left).toBe(18);
    // The group waiting longest (med) goes first, whole; then the oldest of the next.
    expect(batch.codes.slice(0, 50)).toEqual(groups[1]?.codes);
    expect(batch.codes[50]).toBe('b-0');
  });
});
