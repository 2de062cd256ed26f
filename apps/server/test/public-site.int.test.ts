import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { catalogRepository } from '@platen/db';
import { GARMENT_PLATENS } from '@platen/domain/catalog/platens';
import { SUBLIMATION_COLOURS } from '@platen/domain/catalog/sublimation-colours';
import { SITE_PATHS } from '@platen/domain/site/site-pages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar, newClient, openApp, type TestApp, testTargets } from './support/harness.ts';

const targets = await testTargets();

/** The public routes of issue 22 (reference-data.md 2), from the site's one list. */
const PUBLIC_ROUTES = SITE_PATHS;

const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';
const descriptionOf = (body: string) => /<meta name="description" content="([^"]*)"/.exec(body)?.[1] ?? '';
const mainText = (body: string) =>
  (/<main[^>]*>([\s\S]*)<\/main>/.exec(body)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const unescapeHtml = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
/** Same-origin hrefs and srcs of a page (links, stylesheets, scripts, images, form actions). */
const linksOf = (body: string) =>
  [...body.matchAll(/\s(?:href|src|action)="([^"]*)"/g)]
    .map((m) => unescapeHtml(m[1]!))
    .filter((u) => u.startsWith('/') && !u.startsWith('//'))
    .map((u) => u.split('#')[0]!);

describe.each(targets)('#22 public site on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp(target);
  }, 60_000);
  afterAll(async () => t?.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('#22.1 every public route answers 200 HTML with its own title, description and real content; 0 broken links', async () => {
    const titles = new Map<string, string>();
    const links = new Set<string>();
    for (const route of PUBLIC_ROUTES) {
      const res = await get(route);
      expect(res.statusCode, route).toBe(200);
      expect(res.headers['content-type'], route).toContain('text/html');
      expect(res.headers['content-security-policy'], route).toContain("script-src 'self'");
      const title = titleOf(res.body);
      expect(title, route).toMatch(/Platen/);
      expect([...titles.values()], `${route} title is unique`).not.toContain(title);
      titles.set(route, title);
      expect(descriptionOf(res.body).length, `${route} description`).toBeGreaterThan(40);
      expect(mainText(res.body).length, `${route} content`).toBeGreaterThan(150);
      expect(res.body, `${route} has no inline script`).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      // The header nav and footer link every public page.
      for (const r of PUBLIC_ROUTES) expect(res.body, `${route} links ${r}`).toContain(`href="${r}"`);
      for (const l of linksOf(res.body)) links.add(l);
    }
    expect(links.size).toBeGreaterThan(80);
    const broken: string[] = [];
    for (const link of links) {
      const res = await get(link);
      if (res.statusCode !== 200) broken.push(`${link} -> ${res.statusCode}`);
      else if (String(res.headers['content-type']).includes('text/html') && link.startsWith('/catalog/'))
        expect(titleOf(res.body), link).toMatch(/Platen/);
    }
    expect(broken).toEqual([]);
  }, 240_000);

  it('#22.1 home shows turnaround from the SLA tiers; technique pages show the domain limits', async () => {
    expect((await get('/')).body).toMatch(/Priority<\/td><td>3 business days/);
    const sp = (await get('/screenprint')).body;
    expect(sp).toContain('8 ink colours');
    expect(sp).toMatch(
      /Heavy Blend Hooded Sweatshirt<\/a><\/td><td>front<\/td><td>[\d.]+ × [\d.]+<\/td><td>\d+/,
    );
    expect((await get('/woocommerce')).body).toContain('2.2.x, 2.3.x, 2.4.x, 2.5.x');
    // #32 the integration pages describe what is built and connect from the reseller's Stores page.
    for (const path of ['/shopify', '/woocommerce'])
      expect((await get(path)).body, path).toContain(
        '<a class="button" href="/manager/v2/ecommerce">Connect your store</a>',
      );
    expect((await get('/woocommerce')).body).toContain('a note with the carrier, tracking number and link');
    expect((await get('/posters')).body).toContain('24x36');
    // R-9-72..78 the DTG platens, R-3-30 the 18 sublimation garment colours.
    const dtg = (await get('/dtg')).body;
    for (const [name, size] of Object.entries(GARMENT_PLATENS))
      expect(dtg, name).toMatch(new RegExp(`<td>[^<]+</td><td>${size.width} × ${size.height}</td>`));
    expect(dtg).toContain('<td>Long sleeve</td><td>3.5 × 16</td>');
    const sub = (await get('/sublimation')).body;
    expect(sub).toContain(`come in ${SUBLIMATION_COLOURS.length} colours`);
    for (const c of SUBLIMATION_COLOURS) expect(sub, c.name).toContain(`fill="#${c.hex}"`);
    expect(sub).toContain('Royal blue');
    expect((await get('/company/terms')).body).toContain('<h2>Returns</h2>');
  });

  it('#22.1 unknown paths keep their 404; SPA screens stay 200', async () => {
    expect((await get('/no-such-page')).statusCode).toBe(404);
    expect((await get('/catalog/no-such-product')).statusCode).toBe(404);
    expect((await get('/catalog/gildan-18500?color=Plaid')).statusCode).toBe(404);
    expect((await get('/catalog?category=nope')).statusCode).toBe(404);
    expect((await get('/catalog/images/gildan-18500/Plaid.png')).statusCode).toBe(404);
    expect((await get('/site/nope.js')).statusCode).toBe(404);
    expect((await get('/order/v2')).statusCode).toBe(200);
    expect((await get('/auth/login')).statusCode).toBe(200);
  });

  it('#22.1 sitemap.xml lists every public route and product; robots.txt points to it', async () => {
    const map = await get('/sitemap.xml');
    expect(map.headers['content-type']).toContain('application/xml');
    for (const r of PUBLIC_ROUTES) expect(map.body).toContain(`${r}</loc>`);
    expect(map.body).toContain('/catalog/gildan-18500</loc>');
    const robots = await get('/robots.txt');
    expect(robots.body).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
    // No public page is kept from crawlers.
    const disallowed = [...robots.body.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]!);
    for (const r of PUBLIC_ROUTES)
      expect(
        disallowed.filter((d) => r.startsWith(d)),
        r,
      ).toEqual([]);
    expect(robots.body).toContain('Disallow: /api/');
  });

  it('#22.1 #16 status shows live health of database, job queue and file store, and a recorded heartbeat', async () => {
    const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM site_heartbeats');
    expect(rows.rows[0]!.n).toBe(1);
    const body = (await get('/status')).body;
    expect(body).toMatch(/Database<\/td><td class="up">Operational/);
    expect(body).toMatch(/Storage<\/td><td class="up">Operational/);
    expect(body).toMatch(
      /Job queue<\/td><td class="up">Operational<\/td><td>Running: \d+ waiting, \d+ in progress, \d+ failed recently/,
    );
    expect(body).not.toContain('Not in service');
    expect(body).toMatch(/100%<\/strong>/);
  });

  it('#22.1 the contact form needs its token, validates, stores a CRM activity and an outbox e-mail, and is rate-limited', async () => {
    const count = async () => {
      const a = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM crm_activities');
      const b = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM email_outbox');
      return [a.rows[0]!.n, b.rows[0]!.n];
    };
    const page = await get('/contact');
    const token = cookieJar(page).site_csrf!;
    expect(token).toMatch(/^[a-f0-9]{32}$/);
    expect(page.body).toContain(`name="csrf" value="${token}"`);
    const post = (fields: Record<string, string>, cookie = `site_csrf=${token}`) =>
      t.app.inject({
        method: 'POST',
        url: '/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        payload: new URLSearchParams(fields).toString(),
      });
    const good = {
      name: 'Ada Buyer',
      email: 'ada@example.com',
      topic: 'Sales',
      message: 'A quote for 500 hoodies, please.',
    };
    // A cross-site post carries no cookie of ours (SameSite=Strict): refused, nothing stored.
    expect((await post({ ...good, csrf: token }, '')).statusCode).toBe(403);
    const bad = await post({ ...good, email: 'nope', message: 'hi', csrf: token });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter an e-mail address');
    expect(bad.body).toContain('value="Ada Buyer"');
    expect(await count()).toEqual([0, 0]);
    const ok = await post({ ...good, csrf: token });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/contact?sent=1');
    expect(await count()).toEqual([1, 1]);
    const mail = await t.db.query<{ reply_to: string; body: string; status: string }>(
      'SELECT reply_to, body, status FROM email_outbox',
    );
    expect(mail.rows[0]).toMatchObject({ reply_to: 'ada@example.com', status: 'queued' });
    expect(mail.rows[0]!.body).toContain('500 hoodies');
    expect((await get('/contact?sent=1')).body).toContain('your message was received');
    // Five posts an hour per address: the next ones are 429 with Retry-After.
    let limited = null;
    for (let i = 0; i < 4 && !limited; i++) {
      const r = await post({ ...good, csrf: token });
      if (r.statusCode === 429) limited = r;
    }
    expect(limited?.headers['retry-after']).toBeDefined();
  });

  it('#22.2 catalogue and product pages show a photo per colour with alt text, sizes, prices and "Design this"', async () => {
    const list = (await get('/catalog')).body;
    expect(list).toContain('alt="Heavy Blend Hooded Sweatshirt in ');
    expect(list).toMatch(/<span class="price">\$\d+\.\d\d<\/span> each for 50/);
    const p = await catalogRepository(t.db).product('gildan-18500');
    const other = p!.colors[1]!.name;
    const page = (await get(`/catalog/gildan-18500?color=${encodeURIComponent(other)}`)).body;
    expect(page).toContain(`alt="Heavy Blend Hooded Sweatshirt in ${other}"`);
    expect(page).toContain(`/catalog/images/gildan-18500/${encodeURIComponent(other)}-600.webp 600w`);
    expect(page).toContain(
      `href="/order/v2?productIdentifier=gildan-18500&amp;printableColor=${encodeURIComponent(other).replace(/%20/g, '+')}"`,
    );
    const img = await get(`/catalog/images/gildan-18500/${encodeURIComponent(other)}.png`);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const first = await get(`/catalog/images/gildan-18500/${encodeURIComponent(p!.colors[0]!.name)}.png`);
    expect(first.rawPayload.equals(img.rawPayload), 'each colour has its own picture').toBe(false);
  });

  it('#22.2 pages load without render-blocking requests, compressed, with lang, viewport and canonical; pictures are sized WebP with width, height and alt', async () => {
    for (const route of ['/', '/pricing', '/catalog', '/catalog/gildan-18500']) {
      const res = await get(route, { 'accept-encoding': 'gzip, br' });
      expect(res.headers['content-encoding'], route).toBe('br');
      expect(res.headers.vary, route).toContain('Accept-Encoding');
      const body = brotliDecompressSync(res.rawPayload).toString('utf8');
      const head = /<head>([\s\S]*)<\/head>/.exec(body)?.[1] ?? '';
      // What Lighthouse's SEO and accessibility audits read first: language, viewport, canonical URL.
      expect(body, route).toMatch(/^<!doctype html><html lang="en">/);
      expect(head, route).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(head, route).toMatch(
        new RegExp(`<link rel="canonical" href="http://[^"/]+${route === '/' ? '/' : route}">`),
      );
      expect(head, `${route}: no stylesheet request`).not.toMatch(/<link[^>]+rel="stylesheet"/);
      for (const script of head.match(/<script[^>]*>/g) ?? []) {
        expect(script, `${route}: scripts wait for the page`).toMatch(/ defer/);
        const src = /src="([^"]+)"/.exec(script)![1]!;
        const asset = await get(src);
        expect(asset.headers['cache-control'], src).toBe('public, max-age=31536000, immutable');
      }
      expect((await get(route, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    }
    const gz = await get('/catalog', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).length).toBeGreaterThan(gz.rawPayload.length * 3);

    const list = (await get('/catalog')).body;
    const imgs = list.match(/<img [^>]+>/g) ?? [];
    expect(imgs.length).toBeGreaterThan(10);
    for (const [i, img] of imgs.entries()) {
      expect(img).toMatch(/ alt="[^"]+ in [^"]+"/);
      expect(img).toMatch(/ width="\d+" height="\d+"/);
      expect(img).toMatch(/ sizes="[^"]+"/);
      expect(img).toMatch(
        / srcset="[^"]*-160\.webp 160w, [^"]*-320\.webp 320w, [^"]*-480\.webp 480w, [^"]*-600\.webp 600w"/,
      );
      // The first row loads at once (the largest paint); the rest when scrolled near.
      expect(img.includes('loading="lazy"'), `picture ${i}`).toBe(i >= 2);
    }
    const src = unescapeHtml(/ src="([^"]+-320\.webp)"/.exec(imgs[0]!)![1]!);
    const webp = await get(src);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const meta = await sharp(webp.rawPayload).metadata();
    expect(meta.width).toBe(320);
    const full = await get(src.replace(/-320\.webp$/, '.png'));
    expect(webp.rawPayload.length).toBeLessThan(full.rawPayload.length / 2);
    expect(webp.headers.etag).toBeTruthy();
    const again = await get(src, { 'if-none-match': String(webp.headers.etag) });
    expect(again.statusCode).toBe(304);
    for (const bad of ['Black-321.webp', 'Black.gif', 'Mauve-320.webp']) {
      const r = await get(`/catalog/images/gildan-18500/${bad}`);
      expect(r.statusCode, bad).toBe(404);
    }
  });

  it('#22.3 the calculator matches the quote engine (POST /api/print/quote/bulk) for 20 sampled products', async () => {
    const client = await newClient(t.app);
    const all = (await catalogRepository(t.db).all()).sort((a, b) => a.productId.localeCompare(b.productId));
    const step = Math.max(1, Math.floor(all.length / 20));
    const sample = all.filter((_, i) => i % step === 0).slice(0, 20);
    expect(sample).toHaveLength(20);
    for (const [k, p] of sample.entries()) {
      const c = p.colors[k % p.colors.length]!;
      const type = p.printTypes[k % p.printTypes.length]!;
      const sizes = c.sizes.slice(0, 2);
      const qty = [30 + k, 20];
      const colors = (k % 4) + 1;
      const q = new URLSearchParams({
        product: p.identifier,
        color: c.name,
        type,
        colors: String(colors),
        stitches: '12000',
        // DTG priced on the whole print area, as a request without placements is (the default is a 10 x 12 in print).
        size: 'full',
      });
      for (const [i, s] of sizes.entries()) q.set(`q.${s}`, String(qty[i]));
      const calc = (await get(`/pricing/price.json?${q}`)).json() as {
        totalCents: number;
        unitCents: number;
        dueDate: string;
      };
      const flat = ['mug', 'case', 'poster', 'sublimation'].includes(type);
      const item = {
        type,
        products: sizes.map((s, i) => ({ id: p.identifier, size: s, color: c.name, quantity: qty[i]! })),
        address: null,
        ...(flat ? {} : { sides: { front: type === 'dtg' ? 1 : colors } }),
        ...(type === 'embr'
          ? { quoteDetails: { embroidery: { sides: { front: { stitchCount: 12000, colors } } } } }
          : {}),
      };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/print/quote/bulk',
        headers: client.headers(),
        payload: { items: [item], sla: true },
      });
      expect(res.statusCode, p.identifier).toBe(200);
      const engine = res.json() as {
        breakdown: { printing: number; blanks: number; fees: number; shipping: number; tax: number }[];
        details: { dueDate: string | null }[];
      };
      const b = engine.breakdown[0]!;
      const total = b.printing + b.blanks + b.fees + b.shipping + b.tax;
      expect(calc.totalCents, `${p.identifier} ${type}`).toBe(total);
      expect(calc.unitCents).toBe(Math.round(total / sizes.reduce((s, _x, i) => s + qty[i]!, 0)));
      expect(calc.dueDate).toBe(engine.details[0]!.dueDate);
    }
    // The no-JS page shows the same figures.
    const page = (await get('/pricing?product=gildan-18500&type=screenprint&colors=2&q.med=50')).body;
    expect(page).toMatch(/id="unit-price">\$\d+\.\d\d</);
    expect(page).toMatch(/Ships by <strong>\d{4}-\d\d-\d\d/);
    expect(page).toContain('for 2 ink colours on the front');
  });

  it('/pricing DTG prices the print size it names, the price a draft of that size gets in the editor (issue 28)', async () => {
    const client = await newClient(t.app);
    const calc = (
      await get('/pricing/price.json?product=gildan-5000&color=Navy&type=dtg&q.lrg=102')
    ).json() as {
      breakdown: { printing: number };
      assumes: string;
      dueDate: string;
      rush: { days: number; dueDate: string; cents: number }[];
    };
    // O-9-22: DTG is made in 3 days (Navy L in stock): only the 1-day rush buys time, shown with its date.
    expect(calc.rush.map((o) => o.days)).toEqual([1]);
    expect(calc.rush[0]!.dueDate < calc.dueDate).toBe(true);
    expect(calc.assumes).toBe('for a medium print on the front (up to 10 × 12 in)');
    // The editor's request for artwork 10 in wide and 12 in tall on the 14 in wide front print area.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/print/quote/bulk',
      headers: client.headers(),
      payload: {
        items: [
          {
            type: 'dtg',
            products: [{ id: 'gildan-5000', size: 'lrg', color: 'Navy', quantity: 102 }],
            address: null,
            sides: { front: 1 },
            quoteDetails: { placed: { front: [{ width: 10 / 14, aspect: 1.2 }] } },
          },
        ],
        sla: false,
      },
    });
    expect(res.json().breakdown[0].printing).toBe(calc.breakdown.printing);
    expect(calc.breakdown.printing).toBe(650 * 102);
    const page = (await get('/pricing?product=gildan-5000&color=Navy&type=dtg&q.lrg=102')).body;
    expect(page).toContain('for a medium print on the front (up to 10 × 12 in)');
    expect(page).toMatch(/for 102 pieces/);
    expect(page).toMatch(/1-day rush: ships by <strong>\d{4}-\d\d-\d\d<\/strong>/);
    expect(page).not.toMatch(/3-day rush/);
    const product = (await get('/catalog/gildan-5000')).body;
    expect(product).toMatch(/id="price-assumes">Priced for /);
  });
});
