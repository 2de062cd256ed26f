import { randomBytes, timingSafeEqual } from 'node:crypto';
import { catalogRepository } from '@platen/db';
import { validateContact } from '@platen/domain/site/contact-form';
import { SITE_PATHS } from '@platen/domain/site/site-pages';
import { HEARTBEAT_SLOT_MINUTES } from '@platen/domain/site/uptime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { bySource, rateLimit } from '../../plugins/rate-limit.ts';
import { submitContact } from '../../services/site/contact.ts';
import { recordHeartbeat, statusView } from '../../services/site/site-status.ts';
import { html } from '../../site/html.ts';
import { MARKDOWN_PAGES, markdownPage } from '../../site/markdown.ts';
import { pictureSizer } from '../../site/picture-size.ts';
import {
  apiPage,
  areasFor,
  contactPage,
  homePage,
  integrationPage,
  markdownBody,
  statusPage,
  techniquePage,
} from '../../site/pages.ts';
import { sendAsset, sendPage } from '../../site/send-page.ts';
import { siteCatalogRoutes } from './site-catalog.ts';

const CSRF_COOKIE = 'site_csrf';
const sameToken = (a: string, b: string) =>
  a.length === b.length && a.length > 0 && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The public site (server-rendered HTML), its catalogue pictures, price calculator, sitemap and robots. */
export const siteRoutes =
  ({ db, reporter, files, jobs, images }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
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

    app.get(
      '/site/:asset',
      {
        schema: {
          hide: true,
          params: z.object({ asset: z.string().max(40) }),
          querystring: z.object({ v: z.string().max(40).optional() }),
        },
      },
      (req, reply) => sendAsset(reply, req.params.asset, req.query.v),
    );

    const catalogue = catalogRepository(db);
    const pictureSize = pictureSizer(catalogue);
    const hide = { schema: { hide: true } } as const;

    app.get('/', hide, async (_req, reply) => {
      const [categories, products] = await Promise.all([catalogue.categories(), catalogue.all()]);
      // The hero's pictures: the first hoodie, tee and mug of the catalogue, in their first colour.
      const heroProducts = ['hoodies', 'short-sleeve-shirts', 'mugs'].flatMap((c) => {
        const p = products.find((x) => x.categories.includes(c) && x.colors.length > 0);
        return p ? [p] : [];
      });
      const hero = await Promise.all(
        heroProducts.map(async (p) => ({ p, color: p.colors[0]!.name, size: await pictureSize(p) })),
      );
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
        homePage(counts, hero),
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
    const contactLimit = rateLimit(db, { name: 'contact', max: 5, windowSeconds: 3600, key: bySource });
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

    await app.register(siteCatalogRoutes({ db, files, jobs, images }));

    // Sitemap and robots.
    const origin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;
    app.get('/sitemap.xml', hide, async (req, reply) => {
      const products = await catalogue.all();
      const paths = [...SITE_PATHS, ...products.map((p) => `/catalog/${encodeURIComponent(p.identifier)}`)];
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
