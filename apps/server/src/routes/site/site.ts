import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type CatalogProductDoc, catalogRepository } from '@platen/db';
import { validateContact } from '@platen/domain/site/contact-form';
import { readCalculatorQuery } from '@platen/domain/site/price-calculator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { productPicture } from '../../services/site/catalog-images.ts';
import { submitContact } from '../../services/site/contact.ts';
import { priceCalculator, unitPrices } from '../../services/site/public-quote.ts';
import { recordHeartbeat, statusView } from '../../services/site/site-status.ts';
import {
  cataloguePage,
  type PictureSize,
  pricingPage,
  pricingResult,
  productPage,
} from '../../site/catalog-pages.ts';
import { type Html, html, type InlineStyle, NAV, type PageMeta, page } from '../../site/html.ts';
import { MARKDOWN_PAGES, markdownPage } from '../../site/markdown.ts';
import {
  apiPage,
  areasFor,
  contactPage,
  docsPage,
  homePage,
  integrationPage,
  markdownBody,
  statusPage,
  techniquePage,
} from '../../site/pages.ts';
import { HEARTBEAT_SLOT_MINUTES } from '@platen/domain/site/uptime';

const asset = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../site/assets/${name}`, import.meta.url)));

const siteCss = asset('site.css').toString('utf8');
/** The stylesheet inlined in every page, and the hash the CSP allows it by. */
const STYLE: InlineStyle = { css: siteCss, hash: createHash('sha256').update(siteCss).digest('base64') };

/** Public pages' CSP: scripts from this origin only, the one inlined stylesheet by its hash; forms post here only. */
export const SITE_CSP = `default-src 'self'; script-src 'self'; style-src 'self' 'sha256-${STYLE.hash}'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'`;

export function sendPage(reply: FastifyReply, meta: PageMeta, body: Html, status = 200) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', SITE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .send(page({ ...meta, origin: `${reply.request.protocol}://${reply.request.host}` }, body, STYLE));
}

const notFoundPage = (reply: FastifyReply, what: string) =>
  sendPage(
    reply,
    { path: '', title: 'Not found · Platen', description: 'This page does not exist.' },
    html`<h1>Not found</h1><p>${what}</p><p><a href="/catalog">Browse the catalogue</a> or go to the <a href="/">home page</a>.</p>`,
    404,
  );

/** The API reference page at /docs/ (served from the not-found fallback, so a real /docs route wins). */
export const sendDocsPage = (reply: FastifyReply) =>
  sendPage(
    reply,
    {
      path: '/docs/',
      title: 'API reference · Platen',
      description: 'The reference of every Platen API endpoint, with request and response schemas.',
    },
    docsPage(),
  );

const CSRF_COOKIE = 'site_csrf';
const sameToken = (a: string, b: string) =>
  a.length === b.length && a.length > 0 && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** #22: the public site (server-rendered HTML), its catalogue pictures, price calculator, sitemap and robots. */
export const siteRoutes =
  ({ db, reporter, files, jobs }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const css = asset('site.css');
    const js = asset('pricing.js');
    let timer: NodeJS.Timeout | null = null;
    let firstBeat: Promise<void> | null = null;
    const beatError = (err: unknown) => reporter.report(err, { where: 'status heartbeat' });
    app.addHook('onReady', async () => {
      // The first heartbeat is written before the server listens (a few milliseconds).
      firstBeat = recordHeartbeat({ db, files }).catch(beatError);
      await firstBeat;
      timer = setInterval(
        () => void recordHeartbeat({ db, files }).catch(beatError),
        HEARTBEAT_SLOT_MINUTES * 60_000,
      );
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await firstBeat;
    });

    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const sendAsset = (reply: FastifyReply, type: string, body: Buffer) =>
      reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    app.get('/site/site.css', { schema: { hide: true } }, (_req, reply) =>
      sendAsset(reply, 'text/css; charset=utf-8', css),
    );
    app.get('/site/pricing.js', { schema: { hide: true } }, (_req, reply) =>
      sendAsset(reply, 'text/javascript; charset=utf-8', js),
    );

    const catalogue = catalogRepository(db);
    const sizeMemo = new Map<string, PictureSize>();
    async function pictureSize(p: CatalogProductDoc): Promise<PictureSize> {
      const name = p.templates.front ?? Object.values(p.templates)[0] ?? '';
      const hit = sizeMemo.get(name);
      if (hit) return hit;
      const svg = (await catalogue.template(name)) ?? '';
      const w = Number(/width="([\d.]+)"/.exec(svg)?.[1] ?? 600);
      const h = Number(/height="([\d.]+)"/.exec(svg)?.[1] ?? 600);
      const size = { width: 600, height: Math.round((600 * h) / w) };
      sizeMemo.set(name, size);
      return size;
    }

    const hide = { schema: { hide: true } } as const;

    app.get('/', hide, async (_req, reply) => {
      const [categories, products] = await Promise.all([catalogue.categories(), catalogue.all()]);
      const counts = categories
        .map((c) => ({
          name: c.name,
          count: products.filter((p) => p.categories.includes(c.categoryId)).length,
          href: `/catalog?category=${encodeURIComponent(c.categoryId)}`,
        }))
        .filter((c) => c.count > 0);
      return sendPage(
        reply,
        {
          path: '/',
          title: 'Platen · Custom printing on demand',
          description:
            'Custom t-shirts, hoodies, mugs, phone cases and posters printed on demand and shipped by a date you can count on.',
        },
        homePage(counts),
      );
    });

    const TECHNIQUES = {
      '/screenprint': {
        kind: 'screenprint',
        types: ['screenprint'],
        title: 'Screenprinting',
        description: 'Screenprinting at Platen: colour limits, print areas, artwork formats and turnaround.',
      },
      '/dtg': {
        kind: 'dtg',
        types: ['dtg'],
        title: 'Direct-to-garment (DTG) printing',
        description:
          'DTG printing at Platen: full colour with no setup, print areas, DPI, formats and turnaround.',
      },
      '/sublimation': {
        kind: 'sublimation',
        types: ['sublimation', 'mug', 'case'],
        title: 'Sublimation printing',
        description: 'Sublimation at Platen: mugs, cases and housewares, print areas, DPI and turnaround.',
      },
      '/posters': {
        kind: 'posters',
        types: ['poster'],
        title: 'Poster printing',
        description: 'Poster printing at Platen: paper formats, resolution, artwork formats and turnaround.',
      },
    } as const;
    for (const [path, t] of Object.entries(TECHNIQUES)) {
      app.get(path, hide, async (_req, reply) =>
        sendPage(
          reply,
          { path, title: `${t.title} · Platen`, description: t.description },
          techniquePage(t.kind, areasFor(await catalogue.all(), t.types)),
        ),
      );
    }

    app.get('/shopify', hide, (_req, reply) =>
      sendPage(
        reply,
        {
          path: '/shopify',
          title: 'Shopify integration · Platen',
          description:
            'Sell Platen print-on-demand products in your Shopify store; orders are sent and tracked automatically.',
        },
        integrationPage('shopify'),
      ),
    );
    app.get('/woocommerce', hide, (_req, reply) =>
      sendPage(
        reply,
        {
          path: '/woocommerce',
          title: 'WooCommerce integration · Platen',
          description: 'Fulfil WooCommerce 2.2 to 2.5 orders with Platen: orders in, tracking back.',
        },
        integrationPage('woocommerce'),
      ),
    );
    app.get('/api', hide, (_req, reply) =>
      sendPage(
        reply,
        {
          path: '/api',
          title: 'API overview · Platen',
          description:
            'The Platen HTTP API: catalogue, designs, quotes and orders, with HTTP Basic API keys.',
        },
        apiPage(),
      ),
    );

    for (const [path, file] of Object.entries(MARKDOWN_PAGES)) {
      app.get(path, hide, (_req, reply) => {
        const md = markdownPage(file);
        return sendPage(
          reply,
          { path, title: `${md.title} · Platen`, description: md.description },
          markdownBody(md.html),
        );
      });
    }

    app.get('/status', hide, async (_req, reply) =>
      sendPage(
        reply,
        {
          path: '/status',
          title: 'Service status · Platen',
          description:
            'Live health of the Platen web server, database, job queue and storage, with 90 days of uptime.',
        },
        statusPage(await statusView({ db, files, jobs })),
      ),
    );

    // Contact: a double-submit token (cookie + field, SameSite=Strict) guards the form; the site has no session.
    const contactMeta = {
      path: '/contact',
      title: 'Contact · Platen',
      description: 'Write to the Platen team about orders, quotes, press or partnerships.',
    };
    const csrfOf = (req: FastifyRequest, reply: FastifyReply) => {
      const have = req.cookies[CSRF_COOKIE];
      if (have && /^[a-f0-9]{32}$/.test(have)) return have;
      const token = randomBytes(16).toString('hex');
      reply.setCookie(CSRF_COOKIE, token, {
        path: '/contact',
        httpOnly: true,
        sameSite: 'strict',
        secure: req.protocol === 'https',
      });
      return token;
    };
    app.get('/contact', hide, (req, reply) => {
      const csrf = csrfOf(req, reply);
      const sent = (req.query as Record<string, string>).sent === '1';
      return sendPage(reply.header('cache-control', 'no-store'), contactMeta, contactPage({ csrf, sent }));
    });
    const contactLimit = rateLimit(db, {
      name: 'contact',
      max: 5,
      windowSeconds: 3600,
      key: (req) => req.ip,
    });
    app.post(
      '/contact',
      {
        schema: { hide: true, body: z.record(z.string(), z.string().max(10_000)) },
        preHandler: contactLimit,
      },
      async (req, reply) => {
        const body = req.body;
        const cookie = req.cookies[CSRF_COOKIE] ?? '';
        if (!sameToken(cookie, body.csrf ?? ''))
          throw new AppError('forbidden', 'The form expired: reload the contact page and send it again.');
        const checked = validateContact(body);
        if (!checked.ok)
          return sendPage(
            reply.header('cache-control', 'no-store'),
            contactMeta,
            contactPage({ csrf: cookie, values: body, errors: checked.errors }),
            400,
          );
        await submitContact(db, checked.value);
        return reply.redirect('/contact?sent=1', 303);
      },
    );

    // Catalogue.
    app.get(
      '/catalog',
      { schema: { hide: true, querystring: z.object({ category: z.string().max(100).optional() }) } },
      async (req, reply) => {
        const categories = await catalogue.categories();
        const current = req.query.category
          ? (categories.find((c) => c.categoryId === req.query.category) ?? null)
          : null;
        if (req.query.category && !current) return notFoundPage(reply, 'There is no such category.');
        const products = (await catalogue.all())
          .filter((p) => !current || p.categories.includes(current.categoryId))
          .sort((a, b) => a.name.localeCompare(b.name));
        const quantity = 50;
        const [prices, sizes] = await Promise.all([
          unitPrices(db, products, quantity),
          Promise.all(products.map(pictureSize)),
        ]);
        return sendPage(
          reply,
          {
            path: current ? `/catalog?category=${encodeURIComponent(current.categoryId)}` : '/catalog',
            title: `${current ? current.name : 'Catalogue'} · Platen`,
            description: current
              ? `${current.name} you can print on at Platen, with photos, colours, sizes and live prices.`
              : 'Every product Platen prints: t-shirts, hoodies, caps, mugs, cases and posters, with photos and live prices.',
          },
          cataloguePage(
            categories,
            current,
            products.map((p, i) => ({ p, unitCents: prices[i] ?? null, quantity, size: sizes[i]! })),
          ),
        );
      },
    );

    app.get(
      '/catalog/:identifier',
      {
        schema: {
          hide: true,
          params: z.object({ identifier: z.string().min(1).max(100) }),
          querystring: z.object({ color: z.string().max(60).optional() }),
        },
      },
      async (req, reply) => {
        const p = await catalogue.product(req.params.identifier);
        if (!p) return notFoundPage(reply, 'There is no such product.');
        const color =
          p.colors.find((c) => c.name.toLowerCase() === (req.query.color ?? '').toLowerCase())?.name ??
          p.colors[0]?.name ??
          '';
        if (req.query.color && color.toLowerCase() !== req.query.color.toLowerCase())
          return notFoundPage(reply, `${p.name} does not come in ${req.query.color}.`);
        const qs = [1, 12, 50, 100, 250];
        const type = p.printTypes[0] ?? 'screenprint';
        const unit = await Promise.all(qs.map((q) => unitPrices(db, [p], q, type)));
        return sendPage(
          reply,
          {
            path: `/catalog/${encodeURIComponent(p.identifier)}`,
            title: `${p.name} (${p.brand}) · Platen`,
            description: `${p.name} by ${p.brand} in ${p.colors.length} colours, printed with ${p.printTypes.join(', ')}. Photos, sizes and prices.`,
          },
          productPage(
            p,
            color,
            await pictureSize(p),
            qs.map((quantity, i) => ({ quantity, unitCents: unit[i]?.[0] ?? null })),
            type,
          ),
        );
      },
    );

    app.get(
      '/catalog/images/:identifier/:file',
      {
        schema: {
          hide: true,
          params: z.object({ identifier: z.string().min(1).max(100), file: z.string().min(5).max(80) }),
        },
      },
      async (req, reply) => {
        const { identifier, file } = req.params;
        if (!file.endsWith('.png')) throw new AppError('not_found', 'Product pictures are PNG files.');
        const key = await productPicture({ db, jobs, files }, identifier, file.slice(0, -4));
        const body = await files.get(key);
        if (!body) throw new AppError('not_found', 'This picture is not stored.');
        return reply
          .header('content-type', 'image/png')
          .header('cache-control', 'public, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          .send(body);
      },
    );

    // Pricing.
    const calculator = async (query: Record<string, string | undefined>) => {
      const products = (await catalogue.all()).sort((a, b) => a.name.localeCompare(b.name));
      const chosen =
        products.find((p) => p.identifier === query.product) ??
        products.find((p) => p.identifier === 'gildan-18500') ??
        products[0]!;
      const color = chosen.colors.find((c) => c.name === query.color)?.name ?? chosen.colors[0]?.name ?? '';
      const type = query.type && chosen.printTypes.includes(query.type) ? query.type : chosen.printTypes[0];
      const input = readCalculatorQuery({ ...query, product: chosen.identifier, color, type });
      return { products, chosen, input, result: await priceCalculator(db, input) };
    };
    const stringQuery = { schema: { hide: true, querystring: z.record(z.string(), z.string().max(200)) } };
    app.get('/pricing', stringQuery, async (req, reply) => {
      const { products, chosen, input, result } = await calculator(req.query);
      return sendPage(
        reply,
        {
          path: '/pricing',
          title: 'Pricing and price calculator · Platen',
          description:
            'Price any product: pick colour, print type, ink colours or stitches and quantities per size for the unit and total price and due date.',
          scripts: ['pricing.js'],
        },
        pricingPage(products, chosen, input, result),
      );
    });
    app.get('/pricing/result', stringQuery, async (req, reply) => {
      const { chosen, input, result } = await calculator(req.query);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pricingResult(chosen, input.color, result).value);
    });
    app.get('/pricing/price.json', stringQuery, async (req) => (await calculator(req.query)).result);

    // Sitemap and robots.
    const origin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;
    app.get('/sitemap.xml', hide, async (req, reply) => {
      const products = await catalogue.all();
      const paths = [
        '/',
        ...NAV.map((n) => n.href),
        ...products.map((p) => `/catalog/${encodeURIComponent(p.identifier)}`),
      ];
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[
        ...new Set(paths),
      ]
        .map((p) => `<url><loc>${html`${origin(req)}${p}`.value}</loc></url>`)
        .join('')}</urlset>\n`;
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(xml);
    });
    app.get('/robots.txt', hide, (req, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /order/\nDisallow: /manager/\nDisallow: /auth/\nSitemap: ${origin(req)}/sitemap.xml\n`,
        ),
    );
  };
