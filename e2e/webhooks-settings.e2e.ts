import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import { signedInSession } from './support/flows.ts';

const session = signedInSession();
const received: { type: string; id: string; signature: string }[] = [];
const receiver = createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => {
    raw += c.toString();
  });
  req.on('end', () => {
    const body = JSON.parse(raw) as { type: string; id: string };
    received.push({ ...body, signature: String(req.headers['platen-signature']) });
    res.writeHead(204).end();
  });
});
let receiverUrl = '';
beforeAll(async () => {
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

describe('#20 webhooks settings in Chromium', () => {
  it('#20.2 register an endpoint, see its secret once, send a test event, see it delivered, redeliver; axe clean', async () => {
    const page = await session.context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${session.server.url}/manager/v2/settings/api/webhooks`);
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Endpoint URL').fill(receiverUrl);
    await page.getByRole('button', { name: 'Register endpoint' }).click();
    await expect.poll(() => page.getByTestId('webhook-secret').textContent()).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    expect(received[0]).toMatchObject({ type: 'webhook.test' });
    expect(received[0]!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    await page.getByRole('button', { name: 'Show deliveries' }).click();
    await page.getByRole('cell', { name: 'delivered' }).waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: /^Redeliver/ })
      .first()
      .click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
    expect(received[1]!.id).toBe(received[0]!.id);
    await screenshot(page, 'webhooks-settings');
    expect(errors).toEqual([]);
    await page.close();
  });
});
