import { describe, expect, it } from 'vitest';
import { cappedClaimCredit, claimedPieces } from './claim-limits.ts';
import { claimIssues } from './claim-window.ts';

const CLAIM = { reason: 'misprinted/flawed items', severity: 'medium', printerProblem: 'print quality' };
const AT = '2026-11-02T00:00:00Z';

describe('claim limits', () => {
  it('#M3 a piece is in one claim at most: open, reshipped and credited claims hold pieces, rejected ones free them', () => {
    const held = claimedPieces(
      [
        { status: 'open', items: [{ itemIndex: 0, quantity: 2 }] },
        {
          status: 'credit',
          items: [
            { itemIndex: 0, quantity: 1 },
            { itemIndex: 1, quantity: 1 },
          ],
        },
        { status: 'reship', items: [{ itemIndex: 1, quantity: 2 }] },
        { status: 'rejected', items: [{ itemIndex: 0, quantity: 5 }] },
      ],
      2,
    );
    expect(held).toEqual([3, 3]);
  });

  it('#M3 total claimed per item never exceeds what shipped', () => {
    const order = {
      items: [{ status: 'shipped', quantity: 3, claimed: 2 }],
      shippedAt: '2026-11-01T00:00:00Z',
    };
    expect(claimIssues(order, { ...CLAIM, items: [{ itemIndex: 0, quantity: 1 }] }, AT)).toEqual([]);
    expect(claimIssues(order, { ...CLAIM, items: [{ itemIndex: 0, quantity: 2 }] }, AT)[0]?.message).toBe(
      'Claim between 1 and 1 pieces of this item.',
    );
    const full = { ...order, items: [{ status: 'shipped', quantity: 3, claimed: 3 }] };
    expect(claimIssues(full, { ...CLAIM, items: [{ itemIndex: 0, quantity: 1 }] }, AT)[0]?.message).toBe(
      'Every piece of this item is already in a claim.',
    );
  });

  it('#M3 credits for an item never exceed what was paid for it', () => {
    const money = [{ unitCents: 1000, paidCents: 2500 }];
    expect(cappedClaimCredit(money, [], [{ itemIndex: 0, quantity: 2 }])).toBe(2000);
    expect(cappedClaimCredit(money, [[{ itemIndex: 0, quantity: 2 }]], [{ itemIndex: 0, quantity: 2 }])).toBe(
      500,
    );
    expect(
      cappedClaimCredit(
        money,
        [[{ itemIndex: 0, quantity: 2 }], [{ itemIndex: 0, quantity: 2 }]],
        [{ itemIndex: 0, quantity: 1 }],
      ),
    ).toBe(0);
    expect(cappedClaimCredit(money, [], [{ itemIndex: 7, quantity: 1 }])).toBe(0);
  });
});
