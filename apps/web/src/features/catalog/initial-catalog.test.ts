import { describe, expect, it } from 'vitest';
import { parseInitialCatalog } from './initial-catalog.ts';

const page = (text: string | null) => {
  const doc = document.implementation.createHTMLDocument('t');
  if (text !== null) {
    const el = doc.createElement('script');
    el.id = 'initial-catalog';
    el.type = 'application/json';
    el.textContent = text;
    doc.body.append(el);
  }
  return doc;
};

describe('the catalogue a page carries', () => {
  it('reads the search answer and the lowest prices', () => {
    const v = {
      query: 'tee',
      products: [{ identifier: 'a' }],
      fromCents: { a: 512 },
      categories: [{ categoryId: 'mugs', name: 'Mugs' }],
    };
    expect(parseInitialCatalog(page(JSON.stringify(v)))).toEqual(v);
  });
  it('is absent when the page has none or it is not that shape', () => {
    expect(parseInitialCatalog(page(null))).toBeNull();
    expect(parseInitialCatalog(page('{'))).toBeNull();
    expect(parseInitialCatalog(page('{"query":"","products":{}}'))).toBeNull();
    expect(parseInitialCatalog(page('{"query":"","products":[]}'))).toBeNull();
    expect(parseInitialCatalog(page('{"query":"","products":[],"fromCents":{}}'))).toBeNull();
  });
});
