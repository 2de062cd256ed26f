import { AuthProvidersResponseSchema } from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { cookieNames } from '../../plugins/auth.ts';
import { bySource, rateLimit } from '../../plugins/rate-limit.ts';
import { publicOrigin } from '../../services/account/origin.ts';
import { oidcSignIn } from '../../services/account/oidc-sign-in.ts';
import { issueTicket, needsTotp } from '../../services/account/two-factor.ts';

const FLOW_COOKIE = 'platen_oidc';
const Params = z.object({ provider: z.string().regex(/^p[12]$/, { message: 'No such provider.' }) });

/**
 * R-2-07: sign-in with two OpenID Connect providers: GET /auth/providers (which are configured),
 * /auth/oidc/:provider/start (to the provider) and /auth/oidc/:provider/callback (back, then /auth/success).
 */
export const oidcRoutes =
  ({ db, auth, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const oidc = oidcSignIn(db, config.oidcProviders ?? []);
    const perSource = rateLimit(db, { name: 'oidc', max: 30, windowSeconds: 600, key: bySource });
    const redirectUri = (req: Parameters<typeof publicOrigin>[1], id: string) =>
      `${publicOrigin(config, req)}/auth/oidc/${id}/callback`;

    app.get('/auth/providers', { schema: { response: { 200: AuthProvidersResponseSchema } } }, async () => ({
      providers: oidc.list(),
    }));

    app.get(
      '/auth/oidc/:provider/start',
      { schema: { params: Params }, preHandler: perSource },
      async (req, reply) => {
        const { url, sealed } = await oidc.start(req.params.provider, redirectUri(req, req.params.provider));
        reply.setCookie(FLOW_COOKIE, sealed, {
          path: '/auth/oidc',
          httpOnly: true,
          sameSite: 'lax',
          secure: cookieNames(req).secure,
          maxAge: 600,
        });
        return reply.header('cache-control', 'no-store').redirect(url);
      },
    );

    app.get(
      '/auth/oidc/:provider/callback',
      { schema: { params: Params }, preHandler: perSource },
      async (req, reply) => {
        const here = new URL(req.url, publicOrigin(config, req));
        const user = await oidc.finish(req.params.provider, here, req.cookies[FLOW_COOKIE]);
        reply.clearCookie(FLOW_COOKIE, { path: '/auth/oidc' });
        reply.header('cache-control', 'no-store');
        if (await needsTotp(db, user.id)) {
          return reply.redirect(
            `/auth/totp/user?ticket=${encodeURIComponent(await issueTicket(db, user.id))}`,
          );
        }
        await auth.startSession(req, reply, user);
        return reply.redirect('/auth/success');
      },
    );
  };
