import { catalogRepository, type CatalogProductDoc } from '@platen/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteForCart } from '../../src/services/quote/quote-cart.ts';
import { SNAPSHOT_TTL_MS } from '../../src/services/quote/quote-context.ts';
import { newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';
import { CA, screenprintTeeCart } from './print-support.ts';

const targets = await testTargets();

const tee12 = {
  type: 'screenprint' as const,
  products: ['med', 'lrg', 'xlg'].map((size) => ({ id: 'gildan-5000', quantity: 4, size, color: 'Black' })),
  address: CA,
  sides: { front: 2 },
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Quotes read pricing and priced products from a per-process snapshot at most SNAPSHOT_TTL_MS old
 * (docs/decisions/pricing-model.md: edits take effect within a second). Order placement prices inside its
 * transaction from fresh rows.
 */
describe.each(targets)('quote pricing snapshot on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp(target);
  });
  afterAll(async () => t?.close());
  const quote = async (payload: object) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/print/quote/bulk',
        headers: (await newClient(t.app)).basic(),
        payload,
      })
    ).json();

  it('a pricing or blank price edit shows in quotes within a second, and at once in order placement', async () => {
    expect(SNAPSHOT_TTL_MS).toBeLessThanOrEqual(1000);
    const before = await quote({ items: [tee12] });
    // printing 12 x 325 + 2 screens x 1500 = 6900; blanks 12 x 285 = 3420 (quote.int.test.ts, by hand).
    expect(before.breakdown[0]).toMatchObject({ printing: 6900, blanks: 3420 });

    await t.db.query(
      `UPDATE blank_prices SET cents = cents + 100
        WHERE product_id = (SELECT product_id FROM catalog_products WHERE identifier = 'gildan-5000')`,
    );
    await t.db.query(
      'UPDATE pricing_screenprint SET per_side_cents = per_side_cents + 10 WHERE colors = 2 AND min_quantity = 1',
    );
    const edited = Date.now();

    // Order placement: quoteForCart inside a transaction reads the edited rows with no wait.
    const c = await newClient(t.app);
    const cart = screenprintTeeCart('cart-snapshot');
    const placed = await t.db.transaction((tx) => quoteForCart(tx, cart, c.userId));
    // printing 12 x 335 + 3000 = 7020; blanks 12 x 385 = 4620.
    expect(placed.breakdown[0]).toMatchObject({ printing: 7020, blanks: 4620 });

    // The bulk quote: within a second of the edit.
    await sleep(Math.max(0, edited + SNAPSHOT_TTL_MS + 20 - Date.now()));
    const after = await quote({ items: [tee12] });
    expect(after.breakdown[0]).toMatchObject({ printing: 7020, blanks: 4620 });
  });

  it('a product unknown to one quote is priced within a second of being added', async () => {
    const item = { ...tee12, products: [{ id: 'snapshot-tee', quantity: 12, size: 'med', color: 'Black' }] };
    const unknown = await quote({ items: [item] });
    expect(unknown.issues).toEqual([
      expect.objectContaining({ code: 'bad_value', path: 'items[0].products[0].id' }),
    ]);
    const base = (await catalogRepository(t.db).product('gildan-5000')) as CatalogProductDoc;
    await catalogRepository(t.db).insertProducts([
      { ...base, productId: 'SNAPSHOT1', identifier: 'snapshot-tee' },
    ]);
    const added = Date.now();
    await sleep(Math.max(0, added + SNAPSHOT_TTL_MS + 20 - Date.now()));
    const known = await quote({ items: [item] });
    expect(known.issues).toEqual([]);
    expect(known.breakdown[0].blanks).toBe(12 * base.prices.med!);
  });
});
