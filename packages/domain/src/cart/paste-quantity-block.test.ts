import { describe, expect, it } from 'vitest';
import { QUANTITY_MESSAGES } from './quantity-limits.ts';
import { type PasteItem, pastedCells, pasteQuantityBlock } from './paste-quantity-block.ts';

const SHIRT = ['xsml', 'sml', 'med', 'lrg', 'xlg', 'xxl'];
const items: PasteItem[] = [
  { printableId: 'tee', label: 'Gildan T-Shirt, Navy', sizes: SHIRT },
  { printableId: 'hoodie', label: 'Gildan Hoodie, Black', sizes: SHIRT },
  { printableId: 'tank', label: 'Bella Tank, White', sizes: SHIRT },
  { printableId: 'mug', label: 'White Mug, White', sizes: ['11oz', '15oz'] },
];
const none = () => ({});

describe('pasting a block into the quantity grid', () => {
  it('reads spreadsheet rows: tabs between cells (commas without tabs), trailing blanks dropped', () => {
    expect(pastedCells('1\t2\t\t4\t\n5\t6\n\n')).toEqual([
      ['1', '2', '', '4'],
      ['5', '6'],
    ]);
    expect(pastedCells('1,2,3')).toEqual([['1', '2', '3']]);
    expect(pastedCells('1,200\t3')).toEqual([['1,200', '3']]);
  });

  it('3 rows x 6 sizes into 3 items land exactly, item by item in order', () => {
    const text = '1\t2\t3\t4\t5\t6\n10\t20\t30\t40\t50\t60\n7\t8\t9\t10\t11\t12\n';
    const r = pasteQuantityBlock(text, items, { item: 0, size: 0 }, none);
    expect(r).toEqual({
      ok: true,
      updates: [
        { printableId: 'tee', quantities: { xsml: 1, sml: 2, med: 3, lrg: 4, xlg: 5, xxl: 6 } },
        { printableId: 'hoodie', quantities: { xsml: 10, sml: 20, med: 30, lrg: 40, xlg: 50, xxl: 60 } },
        { printableId: 'tank', quantities: { xsml: 7, sml: 8, med: 9, lrg: 10, xlg: 11, xxl: 12 } },
      ],
    });
  });

  it('a block lands from the cell it was pasted in; blank cells keep what the size had', () => {
    const r = pasteQuantityBlock(
      '5\t\t7',
      items,
      { item: 1, size: 2 },
      (id): Record<string, number> => (id === 'hoodie' ? { med: 1, lrg: 9, xsml: 3 } : {}),
    );
    expect(r).toEqual({
      ok: true,
      updates: [{ printableId: 'hoodie', quantities: { xsml: 3, med: 5, lrg: 9, xlg: 7 } }],
    });
  });

  it('a row wider than its item is refused, naming the row, the item and its sizes; nothing changes', () => {
    const r = pasteQuantityBlock('1\t2\t3\t4\t5\t6\t7', items, { item: 0, size: 0 }, none);
    expect(r).toEqual({
      ok: false,
      message: 'Row 1 has 7 values, but Gildan T-Shirt, Navy has only 6 sizes from XS. Nothing was changed.',
    });
    // The second row reaching the mugs: they have two sizes, not six.
    const mugs = pasteQuantityBlock('1\t2\t3\t4\t5\t6\n1\t2\t3\t4\t5\t6', items, { item: 2, size: 0 }, none);
    expect(mugs).toEqual({
      ok: false,
      message: 'Row 2 has 6 values, but White Mug, White has only 2 sizes from 11oz. Nothing was changed.',
    });
  });

  it('more rows than items below is refused; so is a cell that is not a quantity', () => {
    expect(pasteQuantityBlock('1\n2\n3', items, { item: 2, size: 0 }, none)).toEqual({
      ok: false,
      message:
        'You pasted 3 rows, but there are only 2 items from Bella Tank, White down. Nothing was changed.',
    });
    expect(pasteQuantityBlock('1\t-2', items, { item: 0, size: 0 }, none)).toEqual({
      ok: false,
      message: `Row 1, size S of Gildan T-Shirt, Navy: "-2": ${QUANTITY_MESSAGES.notWhole} Nothing was changed.`,
    });
  });
});
