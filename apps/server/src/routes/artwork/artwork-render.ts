import { ArtworkRenderQuerySchema } from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { renderArtworkThreads } from '../../services/artwork/artwork-render.ts';

/** R-7-25: the order service's artwork render in embroidery thread colours (PNG). Owner only. */
export const artworkRenderRoutes =
  ({ db, files, images }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const limit = rateLimit(db, { name: 'artwork-render', max: 60, windowSeconds: 60 });
    app.get(
      '/api/order2/artwork/render',
      { schema: { querystring: ArtworkRenderQuerySchema }, preHandler: [requireUser, limit] },
      async (req, reply) => {
        const body = await renderArtworkThreads(db, files, images, currentUser(req).id, {
          url: req.query.url,
          colors: req.query.colors,
          host: req.headers.host,
        });
        return reply
          .header('content-type', 'image/png')
          .header('cache-control', 'private, max-age=300')
          .header('x-content-type-options', 'nosniff')
          .send(body);
      },
    );
  };
