import { describe, expect, it } from 'vitest';
import { INVENTORY_CHECKPOINT_LABELS, INVENTORY_CHECKPOINTS } from './inventory-checkpoints.ts';

describe('inventory checkpoints', () => {
  it('R-4-36 inventory checkpoints: order created, order part created, stock update, order accepted', () => {
    expect(INVENTORY_CHECKPOINTS.map((c) => INVENTORY_CHECKPOINT_LABELS[c])).toEqual([
      'order created',
      'order part created',
      'stock update',
      'order accepted',
    ]);
  });
});
