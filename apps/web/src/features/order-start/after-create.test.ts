import { emptyCart } from '@platen/domain/entities/entities';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '@/app/store.ts';
import { afterCreateUrl, startOrder } from './OrderStartPage.tsx';

describe('after cart creation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("O-2-25 goes to the cart's printable selection, carrying the query", () => {
    expect(afterCreateUrl('c1', '')).toBe('/order/v2/cart/c1/printable');
    expect(afterCreateUrl('c1', '?headerless')).toBe('/order/v2/cart/c1/printable?headerless=');
    expect(afterCreateUrl('c1', '?productIdentifier=x&printableColor=Navy')).toBe(
      '/order/v2/cart/c1/printable?productIdentifier=x&printableColor=Navy',
    );
  });

  it('O-2-26 with printable identifiers given goes to cart detail, the identifiers consumed, other flags kept', () => {
    expect(afterCreateUrl('c1', '?printableIdentifier=abc')).toBe('/order/v2/cart/c1');
    expect(afterCreateUrl('c1', '?printableIdentifier=abc&preventPrintableEdit=true')).toBe(
      '/order/v2/cart/c1?preventPrintableEdit=true',
    );
  });

  it('O-2-26 the saved printables are in the cart, complete and synced, before cart detail opens', async () => {
    const patches: unknown[] = [];
    const store = createStore(
      {
        user: { id: 'u1', email: 'a@b.c', name: 'Ann', company: null },
        configuration: {
          version: 't',
          environment: 'test',
          services: { order2: '/api/order2', print: '/api/print', manager2: '/api/manager2', auth: '/auth' },
        },
      },
      {
        get: async () => ({ cart: emptyCart('c7'), version: 1 }),
        patch: async (_id, body) => {
          patches.push(body);
          return { _v: 2, _errors: [] };
        },
      },
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              printableId: 'db1',
              name: 'Staff tee',
              product: { identifier: 'gildan-5000', color: 'Black' },
              design: {
                designId: 'd1',
                name: null,
                type: 'Garment',
                printType: 'dtg',
                variation: null,
                sublimationColor: null,
                sides: {},
              },
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const url = await startOrder(
      '?printableIdentifier=db1',
      store.dispatch,
      async () => 'c7',
      async () => null,
    );
    expect(url).toBe('/order/v2/cart/c7');
    const doc = store.getState().cart.doc!;
    expect(doc.printables).toEqual([
      expect.objectContaining({
        databasePrintableId: 'db1',
        productIdentifier: 'gildan-5000',
        complete: true,
      }),
    ]);
    expect(patches).toHaveLength(1);
    expect(store.getState().cart.version).toBe(2);
  });

  it('#12.5 a new visit resumes the open cart instead of making a new one', async () => {
    const create = vi.fn(async () => 'new-cart');
    const store = createStore({ user: null, configuration: null } as never);
    const empty = async () => ({ _id: 'open-1', itemCount: 0 });
    expect(await startOrder('', store.dispatch, create, empty)).toBe('/order/v2/cart/open-1/printable');
    const withItems = async () => ({ _id: 'open-2', itemCount: 3 });
    expect(await startOrder('', store.dispatch, create, withItems)).toBe('/order/v2/cart/open-2');
    expect(await startOrder('?productIdentifier=x', store.dispatch, create, withItems)).toBe(
      '/order/v2/cart/open-2/printable?productIdentifier=x',
    );
    expect(create).not.toHaveBeenCalled();
    expect(await startOrder('', store.dispatch, create, async () => null)).toBe(
      '/order/v2/cart/new-cart/printable',
    );
    expect(await startOrder('', store.dispatch, create, async () => Promise.reject(new Error('x')))).toBe(
      '/order/v2/cart/new-cart/printable',
    );
  });
});
