import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { artworkRoutes } from './artwork/artwork.ts';
import { artworkRenderRoutes } from './artwork/artwork-render.ts';
import { catalogRoutes } from './catalog/catalog.ts';
import { designRoutes } from './design/design.ts';
import { designLibraryRoutes } from './design/design-library.ts';
import { docsRoutes } from './docs/docs.ts';
import { mockupRoutes } from './mockup/mockup.ts';
import { printableRoutes } from './printable/printable.ts';
import { quoteRoutes } from './quote/quote.ts';
import { addressRoutes } from './address/address.ts';
import { authRoutes } from './auth/auth.ts';
import { cartRoutes } from './cart/cart.ts';
import { clientErrorRoutes } from './errors/errors.ts';
import { healthRoutes } from './health/health.ts';
import { jobProbeRoutes } from './health/job-probe.ts';
import { siteRoutes } from './site/site.ts';
import { orderRoutes } from './orders/orders.ts';
import { accessRoutes } from './access/access.ts';
import { assumeRoutes } from './auth/assume.ts';
import { passwordRoutes } from './auth/password.ts';
import { teamRoutes } from './auth/team.ts';
import { settingsRoutes } from './settings/settings.ts';
import { twoFactorRoutes } from './auth/two-factor.ts';
import { oidcRoutes } from './auth/oidc.ts';
import { outboxRoutes } from './mail/outbox.ts';
import { lifecycleRoutes } from './lifecycle/lifecycle.ts';

/** Every API route module, registered in one place. */
export async function registerRoutes(app: FastifyInstance, deps: AppDeps) {
  // First: the OpenAPI plugin must see every route registered after it.
  await app.register(docsRoutes(deps));
  await app.register(healthRoutes(deps));
  await app.register(jobProbeRoutes(deps));
  await app.register(clientErrorRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(cartRoutes(deps));
  await app.register(orderRoutes(deps));
  await app.register(addressRoutes(deps));
  await app.register(catalogRoutes(deps));
  await app.register(artworkRoutes(deps));
  await app.register(artworkRenderRoutes(deps));
  await app.register(designRoutes(deps));
  await app.register(designLibraryRoutes(deps));
  await app.register(printableRoutes(deps));
  await app.register(quoteRoutes(deps));
  await app.register(mockupRoutes(deps));
  await app.register(siteRoutes(deps));
  await app.register(assumeRoutes(deps));
  await app.register(lifecycleRoutes(deps));
  await app.register(accessRoutes(deps));
  await app.register(passwordRoutes(deps));
  await app.register(outboxRoutes(deps));
  await app.register(teamRoutes(deps));
  await app.register(settingsRoutes(deps));
  await app.register(twoFactorRoutes(deps));
  await app.register(oidcRoutes(deps));
}
