import { describe, expect, it } from 'vitest';
import {
  NO_ADDRESS_GIVEN,
  NO_DESIGN_ID_PROVIDED,
  orderIssueMessages,
  suppressesTotals,
} from './order-issues.ts';

describe('order issues', () => {
  it("O-5-88 'No address given' suppresses shipping, fee and tax totals", () => {
    expect(NO_ADDRESS_GIVEN).toBe('No address given');
    expect(suppressesTotals(['No address given'])).toBe(true);
    expect(suppressesTotals([{ message: 'No address given' }])).toBe(true);
  });

  it("O-5-89 'No designId provided' suppresses shipping, fee and tax totals", () => {
    expect(NO_DESIGN_ID_PROVIDED).toBe('No designId provided');
    expect(suppressesTotals(['No designId provided'])).toBe(true);
  });

  it('O-4-36 other order issues (or none) do not suppress', () => {
    expect(suppressesTotals(['Out of stock'])).toBe(false);
    expect(suppressesTotals(undefined)).toBe(false);
    expect(suppressesTotals([])).toBe(false);
  });

  it('O-8-16 order issues become ORDER_ISSUES error messages, once each', () => {
    expect(orderIssueMessages(['No address given', { message: 'No address given' }])).toEqual([
      {
        id: 'ORDER_ISSUES:No address given',
        message: 'No address given',
        level: 'error',
        type: 'ORDER_ISSUES',
      },
    ]);
  });
});
