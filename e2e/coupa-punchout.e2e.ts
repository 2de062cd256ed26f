import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CxmlBuilder, cxmlParser, cxmlRequest } from '../apps/server/test/support/procurement.ts';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, saveShot, watchConsole } from './support/browser.ts';
import { api, cartViaApi, staffContext } from './support/flows.ts';
import { type RunningServer, startServer } from './support/server.ts';

const SHOTS = process.env.PLATEN_SHOTS_DIR ?? path.join(tmpdir(), 'shots', 'coupa');
const SECRET = 'e2e-coupa-secret-0123456789';
const parser = cxmlParser;

/** The procurement system's side: sends cXML to Platen and receives the cart the browser posts back. */
interface Procurement {
  url: string;
  returned: string[];
  close(): Promise<void>;
}

async function startProcurement(): Promise<Procurement> {
  const returned: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const cxml = new URLSearchParams(body).get('cxml-urlencoded');
      if (cxml) returned.push(cxml);
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><html lang="en"><title>Coupa</title><h1>Cart received by Coupa</h1></html>');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    returned,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

const envelope = (payloadId: string, build: (request: CxmlBuilder) => void) =>
  cxmlRequest('acme-e2e', SECRET, payloadId, build);

async function postCxml(url: string, xml: string) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: xml });
  return { status: res.status, doc: parser.parse(await res.text()).cXML };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createNetServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function shots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveShot(page, path.join(SHOTS, `${name}-1280.png`));
  await page.setViewportSize({ width: 390, height: 844 });
  await saveShot(page, path.join(SHOTS, `${name}-390.png`));
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('Coupa punchout in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let coupa: Procurement;
  beforeAll(async () => {
    // The StartPage URL names the public origin, so the server's port is chosen before it starts.
    const port = await freePort();
    [server, browser, coupa] = await Promise.all([
      startServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }),
      launchBrowser(),
      startProcurement(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await coupa?.close();
  });

  it('O-6-02 a buyer punches out from Coupa, carts a shirt, returns the cart to Coupa; the purchase order places it once', async () => {
    // Staff set up the buyer organisation on a new customer account.
    const buyerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const setupPage = await buyerContext.newPage();
    await setupPage.goto(`${server.url}/auth/login`);
    const email = `coupa${Date.now()}@example.com`;
    await api(setupPage, 'POST', '/auth/register', {
      email,
      password: 'correct horse battery',
      name: 'Acme Buyer',
    });
    await api(setupPage, 'POST', '/auth/logout', {});
    const cs = await staffContext(browser, server, 'cs@platen.test');
    const csPage = await cs.newPage();
    await csPage.goto(`${server.url}/internal/dashboard`);
    await api(csPage, 'PUT', '/api/internal/coupa/buyers/acme-e2e', {
      name: 'Acme Corp',
      accountEmail: email,
      sharedSecret: SECRET,
      creditLineCents: 10_000_000,
    });
    await cs.close();

    // Coupa's setup request; the buyer's browser opens the StartPage.
    const setup = await postCxml(
      `${server.url}/coupa/punchout`,
      envelope(`setup-${Date.now()}@coupa`, (r) => {
        const s = r.ele('PunchOutSetupRequest', { operation: 'create' });
        s.ele('BuyerCookie').txt('e2e-cookie');
        s.ele('BrowserFormPost').ele('URL').txt(`${coupa.url}/punchout/return`);
      }),
    );
    expect(setup.status).toBe(200);
    const start = setup.doc.Response.PunchOutSetupResponse.StartPage.URL as string;
    const page = await buyerContext.newPage();
    const errors = watchConsole(page);
    await page.goto(start);
    await page.waitForURL((u) => !u.pathname.startsWith('/auth/'));

    // The buyer carts a shirt (design and addresses through the APIs the editor and checkout use) and reviews it.
    const cartId = await cartViaApi(page, { complete: true, shipments: 1 });
    await page.goto(`${server.url}/order/v2/cart/${cartId}/checkout/review`);
    const back = page.getByRole('button', { name: 'Return cart to Coupa' });
    await expect.poll(() => back.isEnabled(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('funding').textContent()).toContain('goes back to Coupa');
    expect(await page.getByRole('button', { name: /Place order/ }).count()).toBe(0);
    const total = (await page.getByTestId('order-total').textContent())!.replace(/[$,]/g, '');
    await shots(page, 'coupa-review');

    // Keyboard: the button returns the cart; the browser lands on Coupa with the PunchOutOrderMessage.
    await back.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${coupa.url}/punchout/return`);
    expect(coupa.returned).toHaveLength(1);
    const msg = parser.parse(coupa.returned[0]!).cXML.Message.PunchOutOrderMessage;
    expect(msg.BuyerCookie).toBe('e2e-cookie');
    expect(msg.PunchOutOrderMessageHeader.Total.Money['#text']).toBe(total);
    const items = [msg.ItemIn].flat();
    expect(items.every((i) => i.ItemID.SupplierPartAuxiliaryID === cartId)).toBe(true);
    expect(items[0].ItemDetail.Classification['@domain']).toBe('UNSPSC');

    // Coupa approves and sends the purchase order, twice: one order under the PO number, paid on invoice terms.
    const order = () =>
      postCxml(
        `${server.url}/coupa/order`,
        envelope('po-e2e-1@coupa', (r) => {
          const o = r.ele('OrderRequest');
          o.ele('OrderRequestHeader', { orderID: 'PO-E2E-1', type: 'new' })
            .ele('Total')
            .ele('Money', { currency: 'USD' })
            .txt(total);
          for (const i of items)
            o.ele('ItemOut', { quantity: i['@quantity'] })
              .ele('ItemID')
              .ele('SupplierPartID')
              .txt(i.ItemID.SupplierPartID)
              .up()
              .ele('SupplierPartAuxiliaryID')
              .txt(cartId);
        }),
      );
    const first = await order();
    const second = await order();
    expect(first.doc.Response.Status['@code']).toBe('200');
    expect(second.doc.Response.Status['#text']).toBe(first.doc.Response.Status['#text']);
    await page.goto(`${server.url}/manager/v2/orders`);
    const mine = await api<{ orders: { po: string; status: string }[] }>(page, 'GET', '/api/order2/orders');
    expect(mine.orders.map((o) => o.po)).toEqual(['PO-E2E-1']);
    expect(mine.orders[0]!.status).not.toBe('unpaid');
    expect(errors).toEqual([]);
    await buyerContext.close();
  });
});
