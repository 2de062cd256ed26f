import { LEGACY_MANAGER_REDIRECTS, legacyTarget } from '@platen/domain/access/legacy-manager-redirects';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';

/** R-2-16: the older /manager screens answer 301 to their /manager/v2 screen (the query string kept). */
export const legacyManagerRoutes =
  (_deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    for (const [from, to] of LEGACY_MANAGER_REDIRECTS) {
      app.get(from, { schema: { hide: true } }, async (req, reply) => {
        const id = (req.params as { id?: string }).id;
        const q = req.url.indexOf('?');
        return reply.redirect(legacyTarget(to, id) + (q >= 0 ? req.url.slice(q) : ''), 301);
      });
    }
  };
