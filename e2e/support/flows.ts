import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export const DEMO = { email: 'demo@platen.test', password: 'platen-demo', name: 'Demo Buyer' };

/**
 * One server, one Chromium and one signed-in context for a whole spec file: started before its tests, closed
 * after them. The fields are set once `beforeAll` has run.
 */
export function signedInSession(
  env: () => Record<string, string> = () => ({}),
  opts: { browserArgs?: readonly string[] } = {},
): {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
} {
  const session = {} as { server: RunningServer; browser: Browser; context: BrowserContext };
  beforeAll(async () => {
    [session.server, session.browser] = await Promise.all([
      startServer(env()),
      launchBrowser(opts.browserArgs),
    ]);
    session.context = await signedInContext(session.browser, session.server);
  });
  afterAll(async () => {
    await session.context?.close();
    await session.browser?.close();
    await session.server?.stop();
  });
  return session;
}

/** A fresh browser context signed in as the demo buyer (through the real sign-in screen). */
export async function signedInContext(browser: Browser, server: RunningServer): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/auth/login`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/order\/v2\/cart\/[^/]+\/printable/);
  await page.close();
  return context;
}

/** A browser context signed in as a seeded staff member (password platen-demo) through the real sign-in screen. */
export async function staffContext(
  browser: Browser,
  server: RunningServer,
  email: string,
  viewport = { width: 1200, height: 900 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${server.url}/auth/login?next=%2Finternal%2Fdashboard`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('platen-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/internal\/dashboard/);
  await page.close();
  return context;
}

/** Calls the API from inside the page (same cookies and XSRF header as the app). */
export async function api<T>(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  return page.evaluate(
    async ([m, u, b, h]) => {
      const xsrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))
        ?.slice(11);
      const res = await fetch(u as string, {
        method: m as string,
        headers: {
          ...(b === undefined ? {} : { 'content-type': 'application/json' }),
          ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
          ...(h as Record<string, string>),
        },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${m} ${u} -> ${res.status} ${text}`);
      return text ? JSON.parse(text) : undefined;
    },
    [method, url, body, headers] as const,
  ) as Promise<T>;
}

/** The cart id in the current URL. */
export function cartIdOf(page: Page): string {
  const m = /\/cart\/([^/?]+)/.exec(page.url());
  expect(m).not.toBeNull();
  return decodeURIComponent(m![1]!);
}

/** Uploads a small PNG drawn in the page as the user's artwork (R-7-18); answers its artworkId and thumbnail. */
export async function uploadArtwork(page: Page): Promise<{ artworkId: string; thumbnailUrl: string }> {
  return page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 1200;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#0b5cad';
    ctx.fillRect(100, 100, 1000, 1000);
    const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/png'));
    const form = new FormData();
    form.append('file', blob, 'logo.png');
    const xsrf = document.cookie
      .split('; ')
      .find((c) => c.startsWith('XSRF-TOKEN='))
      ?.slice(11);
    const res = await fetch('/api/print/v3/artwork', {
      method: 'POST',
      body: form,
      headers: xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {},
    });
    if (!res.ok) throw new Error(`upload ${res.status} ${await res.text()}`);
    return res.json();
  });
}

/**
 * A DTG front print that is design-ready (O-5-01..14): the stand-in for the editor in flows that skip it. `width`
 * is the artwork's share of the print area's width (10: the 140 in logo an approver must catch).
 */
export function readyDraft(
  id: string,
  artworkId: string,
  designId: string | null,
  thumbnailUrl?: string,
  width = 0.5,
) {
  return {
    id,
    name: 'Team logo',
    type: 'Garment',
    printType: 'dtg',
    designId,
    sides: {
      front: {
        name: 'front',
        elements: [
          { artworkId, width, position: { horizontal: 'C' }, ...(thumbnailUrl ? { thumbnailUrl } : {}) },
        ],
        platen: { offset: { top: 3 }, width: 12 },
      },
    },
  };
}

/**
 * Gives the cart's first printable a ready, saved design through the APIs (artwork upload, design save, cart
 * PATCH with the current version): the stand-in for the design editor.
 */
export async function designFirstPrintable(page: Page, cartId: string) {
  const url = `/api/order2/cart/${cartId}`;
  await expect
    .poll(
      async () => (await api<{ _full: { printables: unknown[] } }>(page, 'GET', url))._full.printables.length,
    )
    .toBe(1);
  const art = await uploadArtwork(page);
  const draft = readyDraft('draft-e2e', art.artworkId, null, art.thumbnailUrl);
  const { designId } = await api<{ designId: string }>(page, 'POST', '/api/print/v3/design/dtg', {
    name: draft.name,
    type: draft.type,
    sides: draft.sides,
  });
  const { _v } = await api<{ _v: number }>(page, 'GET', url);
  await api(page, 'PATCH', url, {
    _v,
    _d: [
      { op: 'add', path: '/designDrafts/0', value: { ...draft, designId } },
      { op: 'replace', path: '/printables/0/designDraftId', value: 'draft-e2e' },
    ],
  });
}

const ADDRESSES = [
  {
    name: 'Ann Buyer',
    address1: '500 Howard St',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    country: 'US',
  },
  {
    name: 'Bob Receiver',
    address1: '350 5th Ave',
    city: 'New York',
    state: 'NY',
    zip: '10118',
    country: 'US',
  },
  {
    name: 'Cy Client',
    address1: '233 S Wacker Dr',
    city: 'Chicago',
    state: 'IL',
    zip: '60606',
    country: 'US',
  },
];

/**
 * A cart built through the APIs: one Gildan 5000 printable with a saved design (complete or not), and
 * optionally shipments with addresses and quantities. Answers the cart id.
 */
export async function cartViaApi(
  page: Page,
  opts: {
    complete?: boolean;
    shipments?: number;
    po?: string;
    artworkWidth?: number;
    /** Each shipment's quantities by size (default medium 10 + its index, large 2). */
    quantities?: Record<string, number>;
  } = {},
): Promise<string> {
  const { _id } = await api<{ _id: string }>(page, 'POST', '/api/order2/cart');
  const art = await uploadArtwork(page);
  const draft = readyDraft('draft-1', art.artworkId, null, art.thumbnailUrl, opts.artworkWidth);
  const { designId } = await api<{ designId: string }>(page, 'POST', '/api/print/v3/design/dtg', {
    name: draft.name,
    type: draft.type,
    sides: draft.sides,
  });
  const url = `/api/order2/cart/${_id}`;
  const { _v } = await api<{ _v: number }>(page, 'GET', url);
  const n = opts.shipments ?? 0;
  const ops: unknown[] = [
    { op: 'add', path: '/designDrafts/0', value: { ...draft, designId } },
    {
      op: 'add',
      path: '/printables/0',
      value: {
        id: 'p-1',
        designDraftId: 'draft-1',
        productIdentifier: 'gildan-5000',
        color: 'Black',
        complete: !!opts.complete,
      },
    },
  ];
  if (n > 0) {
    ops.push({
      op: 'replace',
      path: '/shipments',
      value: ADDRESSES.slice(0, n).map((address, i) => ({
        id: `s-${i + 1}`,
        address,
        items: [{ printableId: 'p-1', quantities: opts.quantities ?? { med: 10 + i, lrg: 2 } }],
      })),
    });
    if (n > 1) ops.push({ op: 'replace', path: '/shippingMode', value: 'multiple' });
  }
  if (opts.po) ops.push({ op: 'replace', path: '/po', value: opts.po });
  await api(page, 'PATCH', url, { _v, _d: ops });
  return _id;
}

/** Places the order of a cart through the API (idempotency key included); answers the order id. */
export async function orderViaApi(page: Page, cartId: string): Promise<string> {
  const { orderId } = await api<{ orderId: string }>(
    page,
    'POST',
    `/api/order2/cart/${cartId}/order`,
    {},
    {
      'Idempotency-Key': `e2e-${cartId}`,
    },
  );
  return orderId;
}
