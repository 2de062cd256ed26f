import { describe, expect, it } from 'vitest';
import { designSaveIssues, printableIssues } from './design-save-issues.ts';

const side = {
  name: 'Front',
  elements: [{ artworkId: 'a1', width: 0.5, position: { horizontal: 'C' } }],
  platen: { offset: { top: 2 }, width: 14 },
  colors: { matched: ['black'] },
};

describe('O-7-16 design save issues', () => {
  it('a ready garment design has none', () => {
    expect(
      designSaveIssues(
        { id: 'x', type: 'Garment', printType: 'screenprint', sides: { front: side } },
        () => true,
      ),
    ).toEqual([]);
  });
  it('R-5-18 too many colours, a mismatched type, unknown artwork', () => {
    const colors = { matched: ['1', '2', '3', '4', '5', '6', '7', '8', '9'] };
    const issues = designSaveIssues(
      {
        id: 'x',
        type: 'Mug',
        printType: 'screenprint',
        variation: { size: '11oz' },
        sides: { front: { ...side, colors } },
      },
      () => false,
    );
    expect(issues.map((i) => i.path)).toEqual([
      'sides.front.colors.matched',
      'type',
      'sides.front.elements.0.artworkId',
    ]);
  });
  it('O-3-14 a stored rotation must be one the product allows', () => {
    const turned = (rotation: number) => ({
      ...side,
      elements: [{ ...side.elements[0], rotation }],
    });
    const garment = (rotation: number) =>
      designSaveIssues(
        { id: 'x', type: 'Garment', printType: 'screenprint', sides: { front: turned(rotation) } },
        () => true,
      );
    expect(garment(37)).toEqual([]);
    expect(garment(37.5).map((i) => i.code)).toEqual(['rotation_not_allowed']);
    const embroidered = designSaveIssues(
      {
        id: 'x',
        type: 'Garment',
        printType: 'embr',
        sides: { front: { ...turned(45), colors: { matched: ['black'] } } },
      },
      () => true,
    ).filter((i) => i.code === 'rotation_not_allowed');
    expect(embroidered).toEqual([
      {
        path: 'sides.front.elements.0.rotation',
        message: 'This embr design turns in quarter turns only (0, 90, 180 or 270 degrees).',
        code: 'rotation_not_allowed',
      },
    ]);
    const poster = designSaveIssues(
      {
        id: 'x',
        type: 'Poster',
        printType: 'poster',
        sides: {
          front: {
            ...turned(90),
            elements: [{ artworkId: 'a1', width: 1, rotation: 90, position: { horizontal: 'C' } }],
          },
        },
      },
      () => true,
    ).filter((i) => i.code === 'rotation_not_allowed');
    expect(poster.map((i) => i.message)).toEqual(['A Poster design cannot be rotated.']);
  });
  it('O-3-22 printable issues: unknown colour and size', () => {
    const product = { printTypes: ['dtg'], colors: [{ name: 'Black', sizes: ['sml'] }] };
    expect(
      printableIssues({ product: { color: 'Pink' }, sizePrices: [] }, { printType: 'dtg' }, product)[0]!.path,
    ).toBe('product.color');
    expect(
      printableIssues(
        { product: { color: 'black' }, sizePrices: [{ size: 'xxl', price: 1 }] },
        { printType: 'dtg' },
        product,
      )[0]!.path,
    ).toBe('sizePrices.0.size');
  });
});
