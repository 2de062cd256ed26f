import { describe, expect, it } from 'vitest';
import { cappedClaimCredit } from './claim-limits.ts';
import { claimIssues } from './claim-window.ts';

const SHIPPED = {
  items: [
    { status: 'shipped', quantity: 12 },
    { status: 'printing', quantity: 3 },
  ],
  shippedAt: '2026-11-01T00:00:00Z',
};
const CLAIM = {
  reason: 'misprinted/flawed items',
  severity: 'medium',
  printerProblem: 'print quality',
  items: [{ itemIndex: 0, quantity: 2 }],
};

describe('claims (issue 19, R-3-59..61)', () => {
  it('#19 a shipped item can be claimed within 30 days of shipping', () => {
    expect(claimIssues(SHIPPED, CLAIM, '2026-11-20T00:00:00Z')).toEqual([]);
    expect(claimIssues(SHIPPED, CLAIM, '2026-12-02T00:00:00Z')[0]?.message).toBe(
      'Claims can be filed up to 30 days after the order shipped.',
    );
  });

  it('#19 R-3-59 R-3-60 R-3-61 reason, printer problem and severity come from the lists; only shipped items, within their quantity', () => {
    const at = '2026-11-02T00:00:00Z';
    expect(claimIssues({ ...SHIPPED, shippedAt: null }, CLAIM, at)[0]?.path).toBe('orderId');
    expect(claimIssues(SHIPPED, { ...CLAIM, reason: 'bored' }, at)[0]?.path).toBe('reason');
    expect(claimIssues(SHIPPED, { ...CLAIM, severity: 'huge' }, at)[0]?.path).toBe('severity');
    expect(claimIssues(SHIPPED, { ...CLAIM, printerProblem: 'x' }, at)[0]?.path).toBe('printerProblem');
    expect(claimIssues(SHIPPED, { ...CLAIM, items: [{ itemIndex: 1, quantity: 1 }] }, at)[0]?.message).toBe(
      'Only shipped items can be claimed.',
    );
    expect(claimIssues(SHIPPED, { ...CLAIM, items: [{ itemIndex: 0, quantity: 13 }] }, at)[0]?.message).toBe(
      'Claim between 1 and 12 pieces of this item.',
    );
    expect(
      cappedClaimCredit(
        [
          { unitCents: 500, paidCents: 6000 },
          { unitCents: 900, paidCents: 2700 },
        ],
        [],
        [
          { itemIndex: 0, quantity: 2 },
          { itemIndex: 1, quantity: 1 },
        ],
      ),
    ).toBe(1900);
  });
});
