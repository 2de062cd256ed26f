import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApprovalItems } from './ApprovalItems.tsx';

const item = (
  itemIndex: number,
  derivedPrintType: { printType: 'embr' | 'screenprint' | 'dtg'; review: boolean; resize: boolean } | null,
) => ({
  itemIndex,
  status: 'paid',
  printType: 'dtg',
  designId: `d${itemIndex}`,
  milestone: null,
  milestoneAt: null,
  health: null,
  derivedPrintType,
});

afterEach(cleanup);

describe('the items of a queued order on the staff approval screen', () => {
  it('R-4-39 / R-4-40 show the design print type, and the review and resize flags of a screenprint design', () => {
    render(
      <ApprovalItems
        items={[
          item(0, { printType: 'screenprint', review: true, resize: true }),
          item(1, { printType: 'dtg', review: false, resize: false }),
          item(2, null),
        ]}
      />,
    );
    const rows = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual([
      'Item 1: dtg · design print type screenprint · review the colours · resize the artwork',
      'Item 2: dtg · design print type dtg',
      'Item 3: dtg',
    ]);
  });
});
