import { describe, expect, it } from 'vitest';
import { cardPicture } from './card-picture.ts';

const tee = { productIdentifier: 'gildan-5000', color: 'Black' };
const printed = { sides: { front: { elements: [{}] }, back: { elements: [] } } };

describe('the picture a cart card shows', () => {
  it('a saved design printed on a side shows its mockup of that side', () => {
    expect(cardPicture(tee, { designId: 'd-1', ...printed })).toEqual({
      kind: 'mockup',
      designId: 'd-1',
      productIdentifier: 'gildan-5000',
      color: 'Black',
      side: 'front',
    });
  });
  it('an unsaved draft, or a saved one with nothing printed, shows the product in its colour', () => {
    expect(cardPicture(tee, printed)).toEqual({
      kind: 'product',
      productIdentifier: 'gildan-5000',
      color: 'Black',
    });
    expect(cardPicture(tee, { designId: 'd-1', sides: { front: { elements: [] } } })?.kind).toBe('product');
    expect(cardPicture(tee, undefined)?.kind).toBe('product');
  });
  it('without a product and colour there is no product picture', () => {
    expect(cardPicture({ productIdentifier: 'gildan-5000' }, printed)).toBeNull();
    expect(cardPicture({ color: 'Black' }, undefined)).toBeNull();
  });
});
