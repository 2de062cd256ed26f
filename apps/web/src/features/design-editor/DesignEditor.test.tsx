import { type Cart, emptyCart } from '@platen/domain/entities/entities';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '@/app/store.ts';
import { cartLoaded } from '@/stores/cart-slice.ts';
import type { EditorCatalogProduct } from './api/editor-api.ts';
import { DesignEditor } from './DesignEditorPage.tsx';

const initial = {
  user: { id: 'u1', email: 'a@b.c', name: 'Ann Buyer', company: null },
  configuration: {
    version: 't',
    environment: 'test' as const,
    services: { order2: '/api/order2', print: '/api/print', manager2: '/api/manager2', auth: '/auth' },
  },
};
const box = { x: 300, y: 250, width: 400, height: 457 };
const tee = {
  productId: 'p1',
  identifier: 'gildan-5000',
  name: 'Heavy Cotton Tee',
  type: 'Garment',
  printTypes: ['screenprint', 'dtg', 'embr'],
  sizes: ['M'],
  colors: [
    { name: 'Black', hex: '000000', sizes: ['M'] },
    { name: 'Navy', hex: '1f2a44', sizes: ['M'] },
  ],
  printAreas: {
    front: { width: 14, height: 16, dpi: 300, box },
    back: { width: 14, height: 16, dpi: 300, box },
  },
  templates: { colors: [] },
  properties: {},
} as unknown as EditorCatalogProduct;

function cart(withDraft: boolean, printType: 'dtg' | 'embr' | 'screenprint' = 'dtg', width = 4 / 14): Cart {
  const c = emptyCart('c1');
  c.printables = [
    {
      id: 'pr1',
      designDraftId: withDraft ? 'd1' : null,
      productIdentifier: 'gildan-5000',
      color: 'Black',
      complete: false,
    },
  ];
  if (withDraft)
    c.designDrafts = [
      {
        id: 'd1',
        type: 'Garment',
        printType,
        sides: {
          front: {
            name: 'front',
            placeName: 'front',
            platen: { offset: { top: 2 }, width: 14 },
            colors: { full: true, matched: [], sequences: [] },
            elements: [
              {
                artworkId: 'a1',
                width,
                aspect: 1,
                position: { horizontal: 'C', offset: { top: 2 } },
                url: '/x.png',
              },
            ],
          },
        },
      },
    ];
  return c;
}

function mount(withDraft: boolean, edit: (c: Cart) => Cart = (c) => c) {
  const store = createStore(initial, { get: vi.fn(), patch: vi.fn(async () => ({ _v: 2 })) } as never);
  const c = edit(cart(withDraft));
  store.dispatch(cartLoaded({ cart: c, version: 1 }));
  const draft = c.designDrafts[0] ?? null;
  const router = createMemoryRouter(
    [
      {
        path: '/order/v2/cart/:cartId/printable/:printableId/design',
        element: <DesignEditor printable={c.printables[0]!} product={tee} tags={{}} saved={draft} />,
      },
    ],
    { initialEntries: ['/order/v2/cart/c1/printable/pr1/design'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return store;
}

/** Artworks the bulk artwork call answers (the DPI check reads their pixel size). */
let artworks: unknown[] = [];
/** The quote answer: 3-ink screenprint style (setup $45, $1.50 a piece), blanks $3.50, breaks at 1, 24, 48. */
let priceOf = (q: number) => (q === 1 ? 900 : 4500 + q * 150);

beforeEach(() => {
  artworks = [];
  priceOf = (q: number) => (q === 1 ? 900 : 4500 + q * 150);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      let body = '[]';
      if (String(url).includes('quote')) {
        const req = JSON.parse(String(init?.body ?? '{}')) as {
          items: { products: { quantity: number }[] }[];
        };
        const pieces = req.items.map((i) => i.products.reduce((n, p) => n + p.quantity, 0));
        body = JSON.stringify({
          breakdown: pieces.map((q) => ({
            printing: priceOf(q),
            blanks: 350 * q,
            shipping: 0,
            fees: 0,
            tax: 0,
          })),
          details: pieces.map((q) => ({ setupCents: q === 1 ? 0 : 4500 })),
          issues: [],
          quantityBreaks: [1, 24, 48],
        });
      } else if (String(url).includes('artwork')) body = JSON.stringify(artworks);
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('design editor', () => {
  it('R-3-73 shows the product sides and the print area to scale, and a checklist for an empty design', () => {
    mount(false);
    expect(screen.getByRole('tab', { name: 'Front' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Back' })).toBeTruthy();
    expect(screen.getByText('Print area 14 x 16 in · artwork at most 14 x 16 in')).toBeTruthy();
    expect(screen.getByText('The design needs at least one side.')).toBeTruthy();
  });

  it("O-8-04 an unready design cannot be added to the cart: 'Design not ready to add to cart'", async () => {
    const store = mount(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' })));
    expect(store.getState().messageCenter.map((m) => m.message)).toContain('Design not ready to add to cart');
    expect(store.getState().cart.doc?.printables[0]?.complete).toBe(false);
  });

  it('keyboard: a selected artwork moves 0.1 in down with ArrowDown, 1 in with shift; undo puts it back', async () => {
    const store = mount(true);
    const canvas = await screen.findByRole('application', { name: 'Design canvas' });
    expect(canvas.getAttribute('viewBox')).toBe('0 0 1000 1000');
    const image = canvas.querySelector('image[data-element="0"]');
    expect(image).toBeTruthy();
    // Select via pointer down (jsdom has no layout: the point is irrelevant for a selection).
    fireEvent.pointerDown(image as Element);
    fireEvent.pointerUp(canvas);
    fireEvent.keyDown(canvas, { key: 'ArrowDown' });
    expect(screen.getByTestId('placement-readout').textContent).toContain('offset top 2.10 in');
    fireEvent.keyDown(canvas, { key: 'ArrowDown', shiftKey: true });
    expect(screen.getByTestId('placement-readout').textContent).toContain('offset top 3.10 in');
    const el = store.getState().cart.doc?.designDrafts[0]?.sides.front?.elements[0];
    expect(el?.position?.offset).toEqual({ top: 3.1 });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('placement-readout').textContent).toContain('offset top 2.10 in');
    expect(screen.getByText('Ready: every rule of the design is met.')).toBeTruthy();
  });

  it('R-3-31 / R-3-84 keyboard rotation: ] turns the selected artwork 15 degrees, the readout shows the angle, undo and redo cover it', async () => {
    const store = mount(true);
    const canvas = await screen.findByRole('application', { name: 'Design canvas' });
    fireEvent.pointerDown(canvas.querySelector('image[data-element="0"]') as Element);
    fireEvent.pointerUp(canvas);
    expect(screen.getByTestId('placement-readout').textContent).toContain('rotation 0°');
    fireEvent.keyDown(canvas, { key: ']' });
    fireEvent.keyDown(canvas, { key: ']' });
    expect(screen.getByTestId('placement-readout').textContent).toContain('rotation 30°');
    const el = () => store.getState().cart.doc?.designDrafts[0]?.sides.front?.elements[0];
    expect(el()?.rotation).toBe(30);
    expect(canvas.querySelector('image[data-element="0"]')?.getAttribute('transform')).toMatch(
      /^rotate\(30 /,
    );
    expect(canvas.querySelector('[data-handle="rotate"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('placement-readout').textContent).toContain('rotation 15°');
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(el()?.rotation).toBe(30);
    // The labelled field: type an angle and press Enter.
    const field = screen.getByRole('spinbutton', { name: 'Rotation (degrees)' }) as HTMLInputElement;
    expect(field.value).toBe('30');
    fireEvent.change(field, { target: { value: '-90' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(el()?.rotation).toBe(270);
    expect(screen.getByTestId('placement-readout').textContent).toContain('rotation 270°');
  });

  it('O-4-18 / O-4-19 an extra colour clones the printable once; the colour already ordered stays disabled', () => {
    const store = mount(true);
    expect((screen.getByRole('checkbox', { name: 'Black' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Navy' }));
    const printables = store.getState().cart.doc?.printables ?? [];
    expect(printables.map((p) => [p.color, p.designDraftId])).toEqual([
      ['Black', 'd1'],
      ['Navy', 'd1'],
    ]);
    expect((screen.getByRole('checkbox', { name: 'Navy' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('shows the live price from the quote call (debounced), always with the pieces it is for', async () => {
    mount(true);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 500));
    });
    expect(screen.getByTestId('total-price').textContent).toBe('$12.50 for 1 piece');
  });

  const settle = () =>
    act(async () => {
      await new Promise((r) => setTimeout(r, 500));
    });

  it('#12.7 the unit price is for the pieces the cart holds (setup shared over them), with the quantity breaks', async () => {
    mount(true, (c) => {
      c.shipments = [{ ...c.shipments[0]!, items: [{ printableId: 'pr1', quantities: { M: 30 } }] }];
      return c;
    });
    await settle();
    // $45 setup + 30 x $1.50 printing + 30 x $3.50 blanks = $195 over 30 pieces; one piece would be $12.50.
    // Printing and blanks apart, as the review shows them: $90.00 printing ($45 setup + 30 x $1.50).
    expect(screen.getByTestId('printing-price').textContent).toBe('$90.00 for 30 pieces ($3.00 each)');
    expect(screen.getByTestId('total-price').textContent).toBe('$195.00 for 30 pieces');
    expect(screen.getByTestId('setup-note').textContent).toContain('$45.00 screen setup');
    // The breaks table sits in the side panel's options, the price bar at its foot.
    const rows = screen.getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual([
      'PiecesEach',
      '1-23$12.50',
      '24-47$6.88',
      '48+$5.94',
      'Printing$90.00 for 30 pieces ($3.00 each)',
      'Blanks$105.00 ($3.50 each)',
      'Total$195.00 for 30 pieces',
    ]);
    // A stated quantity reprices.
    fireEvent.change(screen.getByLabelText('Pieces to price'), { target: { value: '48' } });
    await settle();
    expect(screen.getByTestId('total-price').textContent).toBe('$285.00 for 48 pieces');
  });

  it('#12.7 R-4-40 a new tee design defaults to DTG, not screenprint with inks to choose', () => {
    mount(false);
    expect((screen.getByRole('radio', { name: 'DTG' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/Ink colours on/)).toBeNull();
  });

  it('#12.7 R-5-47 a 10.5 in embroidery design is not Ready and cannot be added to the cart', async () => {
    const store = mount(true, (c) => {
      c.designDrafts[0] = {
        ...c.designDrafts[0]!,
        printType: 'embr',
        sides: {
          front: {
            ...c.designDrafts[0]!.sides.front!,
            colors: { full: false, matched: ['Black'], sequences: [] },
            elements: [{ ...c.designDrafts[0]!.sides.front!.elements[0]!, width: 10.5 / 14 }],
          },
        },
      };
      return c;
    });
    expect(screen.queryByText(/^Ready:/)).toBeNull();
    expect(screen.getByText(/Embroidery allows at most 4\.5 x 4\.5 in/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' })));
    expect(store.getState().cart.doc?.printables[0]?.complete).toBe(false);
    await settle();
    expect(screen.getByTestId('stitch-estimate').textContent).toMatch(/Front about 110,300/);
  });

  it('#12.10 a low-DPI artwork is never under a green Ready and is marked on the canvas', async () => {
    artworks = [{ artworkId: 'a1', name: 'logo.png', format: 'png', width: 200, height: 200, url: '/x.png' }];
    mount(true);
    await settle();
    expect(screen.getByRole('list', { name: 'Print quality' }).textContent).toMatch(/logo\.png is 50 DPI/);
    expect(screen.queryByText('Ready: every rule of the design is met.')).toBeNull();
    expect(screen.queryByText(/may print blurry/)?.className).toBe('message warning');
    const canvas = screen.getByRole('application', { name: 'Design canvas' });
    expect(canvas.querySelector('[data-low-dpi="0"] title')?.textContent).toMatch(/50 DPI/);
  });
});
