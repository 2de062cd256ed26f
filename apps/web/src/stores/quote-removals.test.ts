import type { CartPatchRequest } from '@platen/domain/cart/cart-sync';
import { sampleCart } from '@platen/domain/test/sample-cart';
import type { Cart } from '@platen/domain/entities/entities';
import { buildQuoteRequest } from '@platen/domain/quote/build-quote-request';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '@/app/store.ts';
import { createHttp } from '@/lib/http.ts';
import { addSavedPrintables, savedPrintableFailed } from './add-saved-printables.ts';
import { flushCart, loadCart } from './cart-sync-middleware.ts';
import { removeQuoteRemovals } from './quote-removals.ts';

const initial = {
  user: { id: 'u1', email: 'a@b.c', name: 'Ann', company: null },
  configuration: {
    version: 't',
    environment: 'test' as const,
    services: { order2: '/api/order2', print: '/api/print', manager2: '/api/manager2', auth: '/auth' },
  },
};

/** A store over a fake cart service that records every patch. */
async function storeWith(cart: Cart) {
  const patches: CartPatchRequest[] = [];
  let version = 1;
  const store = createStore(initial, {
    get: async () => ({ cart: structuredClone(cart), version }),
    patch: async (_id, body) => {
      patches.push(body);
      version += 1;
      return { _v: version, _errors: [] };
    },
  });
  await (store.dispatch(loadCart({ cartId: cart._id })) as unknown as Promise<void>);
  return { store, patches };
}

describe('quote removals and saved printables in the store', () => {
  it('O-5-75 items with zero total quantity are removed from their shipments through the reducer and synced', async () => {
    const cart = sampleCart();
    cart.shipments[1]!.items = [{ printableId: 'p-black', quantities: { L: 0 } }];
    const { store, patches } = await storeWith(cart);
    const built = buildQuoteRequest(store.getState().cart.doc!, { isDesignReady: () => true });
    expect(built.removals).toEqual([{ shipmentId: 's2', printableId: 'p-black' }]);

    expect(removeQuoteRemovals(store.dispatch, built.removals)).toBe(1);
    const doc = store.getState().cart.doc!;
    expect(doc.shipments[1]!.items).toEqual([]);
    // The other shipment and the printable itself stay.
    expect(doc.shipments[0]!.items.map((i) => i.printableId)).toEqual(['p-black', 'p-mug']);
    expect(doc.printables.map((p) => p.id)).toContain('p-black');
    expect(store.getState().cart.pending.at(-1)).toMatchObject({ type: 'removeShipmentItems' });

    expect(await (store.dispatch(flushCart()) as unknown as Promise<boolean>)).toBe(true);
    expect(patches).toHaveLength(1);
    expect(patches[0]!._v).toBe(1);
    expect(patches[0]!._d).toEqual([{ op: 'replace', path: '/shipments/1/items', value: [] }]);
    expect(store.getState().cart.version).toBe(2);
    // Nothing flagged: no edit at all.
    expect(removeQuoteRemovals(store.dispatch, [])).toBe(0);
    expect(store.getState().cart.pending).toEqual([]);
  });

  it('O-2-19 printableIdentifier / O-4-15 saved printables are added complete, synced; an unreadable one is said', async () => {
    const cart = sampleCart();
    const { store, patches } = await storeWith(cart);
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/db-ok')
        ? new Response(
            JSON.stringify({
              printableId: 'db-ok',
              name: 'Staff tee',
              designId: 'des1',
              product: { productId: 'p1', identifier: 'bella-3001', name: 'Tee', color: 'Navy' },
              sizePrices: [{ size: 'med', price: 1500 }],
              minQuantity: 1,
              createdAt: '2026-11-22T10:00:00.000Z',
              design: {
                designId: 'des1',
                name: 'Logo',
                type: 'Garment',
                printType: 'dtg',
                source: 'api',
                createdAt: '2026-11-22T10:00:00.000Z',
                variation: null,
                sublimationColor: null,
                sides: { front: { name: 'front', elements: [{ artworkId: 'a1', width: 0.5 }] } },
              },
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          )
        : new Response(JSON.stringify({ code: 'not_found', message: 'Printable not found.' }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
    );
    let n = 0;
    const result = await addSavedPrintables(store.dispatch, ['db-ok', 'db-gone'], {
      client: createHttp(fetchMock as unknown as typeof fetch, () => ''),
      newId: () => `new-${++n}`,
    });
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual([
      '/api/print/v3/printable/db-ok',
      '/api/print/v3/printable/db-gone',
    ]);
    expect(result).toEqual({ added: ['new-1'], failed: ['db-gone'] });
    const doc = store.getState().cart.doc!;
    expect(doc.printables.at(-1)).toEqual({
      id: 'new-1',
      designDraftId: 'new-2',
      productIdentifier: 'bella-3001',
      color: 'Navy',
      databasePrintableId: 'db-ok',
      databasePrintableName: 'Staff tee',
      complete: true,
    });
    expect(doc.designDrafts.at(-1)).toMatchObject({ id: 'new-2', designId: 'des1', printType: 'dtg' });
    expect(store.getState().messageCenter.map((m) => m.message)).toContain(savedPrintableFailed('db-gone'));
    await (store.dispatch(flushCart()) as unknown as Promise<boolean>);
    expect(patches[0]!._d.some((op) => op.path.startsWith('/printables'))).toBe(true);
  });
});
