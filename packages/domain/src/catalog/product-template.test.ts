import { describe, expect, it } from 'vitest';
import { selectTemplate } from './product-template.ts';

const own = { colors: [{ name: 'Black', templates: { front: 'own-front.png', back: 'own-back.png' } }] };
const supplier = { colors: [{ name: 'Black', templates: { front: 'sup-front.png' } }] };

describe('product templates', () => {
  it('R-3-37 colours with names and templates per side', () => {
    expect(selectTemplate({ templates: own }, 'black', 'back')).toBe('own-back.png');
    expect(selectTemplate({ templates: own }, 'White', 'front')).toBeNull();
    expect(selectTemplate({ templates: own }, 'Black', 'sleeve-left')).toBeNull();
  });
  it('R-3-38 supplier mockup templates are used only when supplierMockups is set', () => {
    expect(selectTemplate({ templates: own, supplierTemplates: supplier }, 'Black', 'front')).toBe(
      'own-front.png',
    );
    expect(
      selectTemplate(
        { templates: own, supplierTemplates: supplier, properties: { supplierMockups: false } },
        'Black',
        'front',
      ),
    ).toBe('own-front.png');
    const withFlag = { templates: own, supplierTemplates: supplier, properties: { supplierMockups: true } };
    expect(selectTemplate(withFlag, 'Black', 'front')).toBe('sup-front.png');
    // A side the supplier lacks falls back to our own template.
    expect(selectTemplate(withFlag, 'Black', 'back')).toBe('own-back.png');
  });
  it('R-3-39 a front template also serves front-left and front-right', () => {
    expect(selectTemplate({ templates: own }, 'Black', 'front-left')).toBe('own-front.png');
    expect(selectTemplate({ templates: own }, 'Black', 'front-right')).toBe('own-front.png');
    const specific = { colors: [{ name: 'Black', templates: { front: 'f.png', 'front-left': 'fl.png' } }] };
    expect(selectTemplate({ templates: specific }, 'Black', 'front-left')).toBe('fl.png');
  });
});
