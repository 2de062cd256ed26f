import { createHash } from 'node:crypto';
import { type CatalogProductDoc, catalogRepository } from '@platen/db';
import { readCalculatorQuery } from '@platen/domain/site/price-calculator';
import { PICTURE_WIDTHS, readPictureFile } from '@platen/domain/site/site-pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { productPicture, sizedProductPicture } from '../../services/site/catalog-images.ts';
import { priceCalculator, unitPrices } from '../../services/site/public-quote.ts';
import {
  cataloguePage,
  type PictureSize,
  pricingPage,
  pricingResult,
  productPage,
} from '../../site/catalog-pages.ts';
import { pictureSizer } from '../../site/picture-size.ts';
import { assetUrl, notFoundPage, sendPage } from '../../site/send-page.ts';

/** The public catalogue (browse, product pages, pictures) and the price calculator. */
export const siteCatalogRoutes =
  (deps: Pick<AppDeps, 'db' | 'files' | 'jobs' | 'images'>): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, files } = deps;
    const catalogue = catalogRepository(db);
    const pictureSize = pictureSizer(catalogue);

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
        const wanted = readPictureFile(file);
        if (!wanted)
          throw new AppError(
            'not_found',
            `Product pictures are {colour}.png or {colour}-{width}.webp, width one of ${PICTURE_WIDTHS.join(', ')}.`,
          );
        const key = wanted.width
          ? await sizedProductPicture(deps, identifier, wanted.colour, wanted.width)
          : await productPicture(deps, identifier, wanted.colour);
        // The file store key is a hash of what the picture is drawn from: a changed picture has a new ETag.
        const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
        reply
          .header('cache-control', 'public, max-age=604800, stale-while-revalidate=86400')
          .header('etag', etag)
          .header('x-content-type-options', 'nosniff');
        if (req.headers['if-none-match'] === etag) return reply.status(304).send();
        const body = await files.get(key);
        if (!body) throw new AppError('not_found', 'This picture is not stored.');
        return reply.header('content-type', wanted.width ? 'image/webp' : 'image/png').send(body);
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
          scripts: [assetUrl('pricing.js')],
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
  };
