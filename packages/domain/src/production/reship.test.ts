import { describe, expect, it } from 'vitest';
import { reshipProgress } from './reship.ts';

describe('reshipProgress', () => {
  const parcel = { carrier: 'UPS', tracking: '1Z999', url: 'https://example.test/t/1Z999' };

  it('R-4-06 a reship reads as reprinting, printed, then shipped with its tracking; a voided piece is not counted', () => {
    expect(reshipProgress([{ station: 'dtg' }, { station: 'qc' }, { station: 'voided' }], []).summary).toBe(
      'Reprinting: 1 of 2 pieces printed.',
    );
    expect(reshipProgress([{ station: 'shipping' }], []).summary).toBe(
      'Printed: packing the reship (1 piece).',
    );
    const done = reshipProgress([{ station: 'shipped' }, { station: 'shipped' }], [parcel]);
    expect(done).toMatchObject({ pieces: 2, printed: 2, shipped: 2, tracking: [parcel] });
    expect(done.summary).toBe('Shipped: 2 pieces, tracking UPS 1Z999.');
    expect(reshipProgress([], []).summary).toBe('Reship approved: the pieces are being prepared.');
  });
});
