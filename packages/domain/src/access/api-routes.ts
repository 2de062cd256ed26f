import { SITE_GET_ROUTES } from '../site/site-pages.ts';
import { LEGACY_MANAGER_REDIRECTS } from './legacy-manager-redirects.ts';
import type { Permission } from './permissions.ts';

/** Who may call a server route: anyone, any signed-in user, or a user holding a permission (checked by can()). */
export type ApiAccess = 'public' | 'signed-in' | Permission;

/** One server route as the server registers it (Fastify path syntax, `:param`, a trailing `*` = wildcard). */
export interface ApiRouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: ApiAccess;
}

const get = (url: string, access: ApiAccess): ApiRouteDef => ({ method: 'GET', url, access });
const post = (url: string, access: ApiAccess): ApiRouteDef => ({ method: 'POST', url, access });

/**
 * R-6-25: every server route and the permission it needs: the single table the server checks on each request
 * and a test holds the registered routes against (a route missing here fails that test).
 * docs/decisions/route-permissions.md.
 */
export const API_ROUTES: readonly ApiRouteDef[] = [
  // Public site: server-rendered pages and their resources, open to everyone (site/site-pages.ts)
  ...SITE_GET_ROUTES.map((url) => get(url, 'public')),
  post('/contact', 'public'),
  // Infrastructure and documentation
  get('/api/health', 'public'),
  // The job system's self-test (404 unless PLATEN_JOB_PROBES=on).
  post('/api/health/jobs/probe', 'signed-in'),
  get('/api/openapi.json', 'public'),
  get('/api/docs', 'public'),
  get('/api/docs/*', 'public'),
  // The reference with "try it" (RapiDoc served from here)
  get('/docs/', 'public'),
  get('/docs/rapidoc-min.js', 'public'),
  post('/api/errors', 'public'),
  get('/assets/*', 'public'),
  // Authentication (R-2-04..08, R-6-20, R-6-21)
  post('/auth/register', 'public'),
  post('/auth/login', 'public'),
  post('/auth/logout', 'public'),
  get('/auth/me', 'signed-in'),
  post('/auth/api-key/rotate', 'signed-in'),
  post('/auth/assume/:userId', 'user.assume'),
  post('/auth/unassume', 'signed-in'),
  // Passwords, two-factor, OpenID sign-in, teams, settings
  post('/auth/forgot', 'public'),
  post('/auth/reset', 'public'),
  post('/auth/change', 'signed-in'),
  post('/auth/v2/register', 'public'),
  post('/auth/v2/login', 'public'),
  post('/auth/totp/setup', 'signed-in'),
  post('/auth/totp/enable', 'signed-in'),
  post('/auth/totp/disable', 'signed-in'),
  post('/auth/totp/user', 'public'),
  get('/auth/providers', 'public'),
  get('/auth/oidc/:provider/start', 'public'),
  get('/auth/oidc/:provider/callback', 'public'),
  // Coupa punchout (cXML): the procurement system authenticates by its shared secret inside the document
  post('/coupa/punchout', 'public'),
  post('/coupa/order', 'public'),
  get('/auth/coupa', 'public'),
  post('/api/order2/cart/:cartId/punchout', 'order.place'),
  get('/coupa/punchout/cart/:cartId', 'order.place'),
  get('/api/internal/coupa/buyers', 'billing.manage'),
  { method: 'PUT', url: '/api/internal/coupa/buyers/:identity', access: 'billing.manage' },
  // PromoStandards (SOAP): the envelope carries its own credential (account id + API key), checked per operation
  post('/api/promostandards/:service/:version', 'public'),
  get('/api/promostandards/:service/:version/:file', 'public'),
  // R-2-16 older /manager screens: permanent redirects to their v2 screen (the v2 screen checks access)
  ...LEGACY_MANAGER_REDIRECTS.map(([from]) => get(from, 'public')),
  post('/auth/addSubUsers', 'account.manage'),
  post('/auth/registerSubUser', 'public'),
  post('/auth/staff-invite', 'public'),
  get('/api/manager2/settings/teams', 'account.manage'),
  { method: 'PUT', url: '/api/manager2/settings/teams/:userId', access: 'account.manage' },
  get('/api/manager2/settings/account', 'signed-in'),
  { method: 'PUT', url: '/api/manager2/settings/account', access: 'signed-in' },
  post('/api/manager2/settings/account/confirm-email', 'public'),
  get('/api/manager2/settings/general', 'account.manage'),
  { method: 'PUT', url: '/api/manager2/settings/general', access: 'account.manage' },
  get('/api/manager2/settings/api', 'account.manage'),
  // R-9-62: promotional e-mail preference (opt back in after an unsubscribe); the one-click unsubscribe link
  get('/api/manager2/settings/email', 'signed-in'),
  { method: 'PUT', url: '/api/manager2/settings/email', access: 'signed-in' },
  get('/email/unsubscribe/:token', 'public'),
  post('/email/unsubscribe/:token', 'public'),
  // Catalogue: public reference data
  get('/api/print/categories', 'public'),
  get('/api/print/categories/:identifier', 'public'),
  get('/api/print/products/search', 'public'),
  get('/api/print/products/:identifier', 'public'),
  get('/api/print/products/:identifier/availability', 'public'),
  get('/api/print/products/:identifier/tags', 'public'),
  get('/api/print/products/:identifier/template/:color/:side', 'public'),
  post('/api/print/products/bulk', 'public'),
  post('/api/print/products/sizes', 'public'),
  get('/api/print/mockup-template/:templateIdentifier', 'public'),
  get('/api/order2/products/:identifier/truckable', 'public'),
  // Ordering flow (O-6, O-7)
  post('/api/order2/cart', 'order.place'),
  get('/api/order2/carts', 'order.place'),
  get('/api/order2/cart/:cartId', 'order.place'),
  { method: 'PATCH', url: '/api/order2/cart/:cartId', access: 'order.place' },
  { method: 'PUT', url: '/api/order2/cart/:cartId/name', access: 'order.place' },
  post('/api/order2/cart/:cartId/order', 'order.place'),
  post('/api/order2/cart/from-order/:orderId', 'order.place'),
  // A cart's coupon at review (docs/decisions/coupons.md)
  get('/api/order2/cart/:cartId/coupon', 'order.place'),
  { method: 'PUT', url: '/api/order2/cart/:cartId/coupon', access: 'order.place' },
  { method: 'DELETE', url: '/api/order2/cart/:cartId/coupon', access: 'order.place' },
  get('/api/order2/orders', 'order.history'),
  get('/api/order2/orders/:orderId', 'order.history'),
  post('/api/order2/address/validation', 'order.place'),
  post('/api/order2/address/save/:userId', 'order.place'),
  get('/api/order2/address/:userId', 'order.place'),
  post('/api/print/quote/bulk', 'order.place'),
  // Designs, artwork, printables, mockups
  get('/api/order2/design/list', 'design.access'),
  get('/api/order2/design/search', 'design.access'),
  post('/api/manager2/design/bulk', 'design.access'),
  get('/api/print/design/:designId', 'design.access'),
  post('/api/print/v3/design/:printType', 'design.access'),
  get('/api/print/v3/artwork', 'design.access'),
  post('/api/print/v3/artwork', 'design.access'),
  post('/api/print/v3/artwork/bulk', 'design.access'),
  get('/api/print/v3/artwork/search', 'design.access'),
  get('/api/print/v3/artwork/:artworkId', 'design.access'),
  get('/api/print/v3/artwork/:artworkId/:variant', 'design.access'),
  { method: 'PATCH', url: '/api/print/v3/artwork/:artworkId', access: 'design.access' },
  { method: 'DELETE', url: '/api/print/v3/artwork/:artworkId', access: 'design.access' },
  get('/api/order2/artwork/render', 'design.access'),
  get('/api/order2/artwork/proof', 'design.access'),
  get('/api/print/mockup/:designId/:productId/:color/:side', 'design.access'),
  get('/api/print/v3/printable', 'design.access'),
  get('/api/print/v3/printable/:printableId', 'design.access'),
  post('/api/print/v3/printable', 'design.access'),
  // Orders after placement
  get('/api/v3/orders', 'order.history'),
  get('/api/v3/orders/:orderId', 'order.history'),
  get('/api/v3/events', 'order.history'),
  get('/api/v2/order/:orderId/status', 'order.history'),
  post('/api/v2/order/:orderId/cancel', 'order.place'),
  get('/api/v2/order/:orderId/cancelPreview', 'order.place'),
  post('/api/v2/order/:orderId/cancelItem', 'order.place'),
  post('/api/v2/order/:orderId/changeAddress', 'order.place'),
  post('/api/v2/order/:orderId/changeName', 'order.place'),
  post('/api/v2/order/:orderId/changeShippingMethod', 'order.place'),
  post('/api/v2/order/:orderId/changeDesign', 'order.place'),
  post('/api/v2/order/:orderId/fixDesign', 'order.place'),
  post('/api/v2/order/:orderId/approveProof', 'order.place'),
  post('/api/v2/order/:orderId/requestChange', 'order.place'),
  get('/api/v2/order/:orderId/proof', 'order.history'),
  get('/api/v2/order/:orderId/timeline', 'order.history'),
  get('/api/v2/order/:orderId/units/:barcode/print-files/:side/:file', 'order.history'),
  // Public API v3 artwork (the library's permission)
  get('/api/v3/artwork', 'design.access'),
  post('/api/v3/artwork', 'design.access'),
  get('/api/v3/artwork/:artworkId', 'design.access'),
  { method: 'PATCH', url: '/api/v3/artwork/:artworkId', access: 'design.access' },
  { method: 'DELETE', url: '/api/v3/artwork/:artworkId', access: 'design.access' },
  get('/api/v3/artwork/:artworkId/rights', 'design.access'),
  { method: 'PUT', url: '/api/v3/artwork/:artworkId/rights', access: 'design.access' },
  get('/api/v3/artwork/:artworkId/actions', 'design.access'),
  get('/api/v3/artwork/:artworkId/printability', 'design.access'),
  post('/api/v3/artwork/:artworkId/conversion', 'design.access'),
  // Public API design (v2, v3), printable, mockup and mockup-template (v3)
  post('/api/v2/design/:printType', 'design.access'),
  get('/api/v2/design/:designId', 'design.access'),
  post('/api/v3/design/:printType', 'design.access'),
  get('/api/v3/design/:designId', 'design.access'),
  post('/api/v3/printable', 'design.access'),
  get('/api/v3/printable', 'design.access'),
  get('/api/v3/printable/:printableId', 'design.access'),
  get('/api/v3/mockup/:designId/:productId/:color/:side', 'design.access'),
  get('/api/v3/mockup-template/:templateIdentifier', 'public'),
  // Webhooks (they carry the order events, so the events' permission)
  post('/api/v3/webhooks', 'order.history'),
  get('/api/v3/webhooks', 'order.history'),
  get('/api/v3/webhooks/:id', 'order.history'),
  { method: 'DELETE', url: '/api/v3/webhooks/:id', access: 'order.history' },
  get('/api/v3/webhooks/:id/deliveries', 'order.history'),
  post('/api/v3/webhooks/:id/deliveries/:deliveryId/redeliver', 'order.history'),
  post('/api/v3/webhooks/:id/test', 'order.history'),
  post('/api/v3/webhooks/:id/rotate-secret', 'order.history'),
  post('/api/v3/webhooks/:id/enable', 'order.history'),
  // Store integrations: the reseller's stores, and Shopify's install, callback and signed webhooks
  post('/api/v3/stores', 'ecommerce.manage'),
  get('/api/v3/stores', 'ecommerce.manage'),
  { method: 'PATCH', url: '/api/v3/stores/:id', access: 'ecommerce.manage' },
  { method: 'DELETE', url: '/api/v3/stores/:id', access: 'ecommerce.manage' },
  get('/api/v3/stores/:id/imports', 'ecommerce.manage'),
  post('/api/v3/stores/:id/imports/:importId/retry', 'ecommerce.manage'),
  get('/api/v3/stores/:id/mappings', 'ecommerce.manage'),
  post('/api/v3/stores/:id/mappings', 'ecommerce.manage'),
  post('/api/v3/stores/:id/products', 'ecommerce.manage'),
  get('/ecommerce/shopify/install', 'ecommerce.manage'),
  get('/ecommerce/shopify/callback', 'ecommerce.manage'),
  post('/ecommerce/shopify/webhooks', 'public'),
  post('/ecommerce/shopify/fulfillment/:action', 'public'),
  post('/ecommerce/woocommerce/:storeId/webhooks', 'public'),
  get('/api/internal/stores', 'internal.access'),
  // v3 shipping (the services and rates a destination allows)
  post('/api/v3/shipping/services', 'order.place'),
  post('/api/v3/shipping/rates', 'order.place'),
  // v3 address validate (the checkout's validation)
  post('/api/v3/address/validate', 'order.place'),
  // v3 quotes (stored, with a token) and orders from a quote token
  post('/api/v3/quotes', 'order.place'),
  get('/api/v3/quotes/:quoteId', 'order.place'),
  post('/api/v3/orders', 'order.place'),
  post('/api/v2/quote', 'order.place'),
  // v2/v3 products and categories (the public catalogue) and v3 invoices (billing's)
  get('/api/v2/products', 'public'),
  get('/api/v2/products/:productId', 'public'),
  get('/api/v2/categories', 'public'),
  get('/api/v2/categories/:categoryId', 'public'),
  get('/api/v3/products', 'public'),
  get('/api/v3/products/:productId', 'public'),
  get('/api/v3/categories', 'public'),
  get('/api/v3/categories/:categoryId', 'public'),
  get('/api/v3/invoice', 'billing.access'),
  get('/api/v3/invoice/:invoiceId', 'billing.access'),
  // GraphQL (R-7-07): open at the route, each field checks the permission of the REST route it stands for;
  // GraphiQL and its files outside production (routes/graphql/graphql.ts)
  get('/graphql', 'public'),
  post('/graphql', 'public'),
  get('/graphiql', 'public'),
  get('/graphiql/main.js', 'public'),
  get('/graphiql/sw.js', 'public'),
  get('/graphiql/config.js', 'public'),
  // Staff (R-2-18..20)
  get('/api/internal/me', 'internal.access'),
  get('/api/internal/orders', 'internal.access'),
  get('/api/internal/orders/:orderId', 'internal.access'),
  // Billing: balance, ledger, invoices, statements, card payments; Stripe's webhook is signed
  get('/api/v2/billing/balance', 'billing.access'),
  get('/api/v2/billing/held', 'billing.access'),
  get('/api/v2/billing/transactions', 'billing.access'),
  get('/api/v2/billing/invoice', 'billing.access'),
  get('/api/v2/billing/invoice/:invoiceId', 'billing.access'),
  post('/api/v2/billing/invoice/:invoiceId/pay', 'billing.access'),
  get('/api/v2/billing/statement', 'billing.access'),
  get('/api/v2/billing/statement.pdf', 'billing.access'),
  get('/api/v2/billing/statement.csv', 'billing.access'),
  post('/api/v2/billing/top-up', 'billing.access'),
  get('/api/v2/billing/payment-methods', 'billing.access'),
  post('/api/v2/billing/payment-methods', 'billing.access'),
  { method: 'PUT', url: '/api/v2/billing/payment-methods/default', access: 'billing.access' },
  post('/api/stripe/webhook', 'public'),
  post('/api/paypal/webhook', 'public'),
  // Paying: options, an online payment and its confirmation, one held order, funding
  get('/api/v2/billing/payment-options', 'billing.access'),
  post('/api/v2/billing/pay', 'billing.access'),
  post('/api/v2/billing/pay/confirm', 'billing.access'),
  get('/api/v2/billing/funding', 'billing.access'),
  // Credit line applications (docs/decisions/credit-applications.md)
  get('/api/v2/billing/credit-applications', 'billing.access'),
  post('/api/v2/billing/credit-applications', 'billing.access'),
  post('/api/v2/order/:orderId/pay', 'billing.access'),
  // Claims
  post('/api/v2/claims', 'claim.access'),
  get('/api/v2/claims', 'claim.access'),
  // v2 reship (the claims staff decided as a reship)
  get('/api/v2/reship', 'claim.access'),
  // v2 reprint: files a claim on the order asking for a reprint (docs/decisions/api-reship.md)
  post('/api/v2/order/:orderId/reprint', 'claim.access'),
  // Staff (R-2-18..20)
  get('/api/internal/accounts', 'billing.manage'),
  get('/api/internal/accounts/:userId', 'billing.manage'),
  post('/api/internal/accounts/:userId/credit', 'billing.manage'),
  post('/api/internal/accounts/:userId/payments', 'billing.manage'),
  { method: 'PUT', url: '/api/internal/accounts/:userId/credit-line', access: 'billing.manage' },
  get('/api/internal/coupons', 'billing.manage'),
  post('/api/internal/coupons', 'billing.manage'),
  post('/api/internal/coupons/:couponId/expire', 'billing.manage'),
  get('/api/internal/credit-applications', 'billing.manage'),
  post('/api/internal/credit-applications/:applicationId', 'billing.manage'),
  get('/api/internal/claims', 'claims.review'),
  post('/api/internal/claims/:claimId', 'claims.review'),
  get('/api/internal/claims/:claimId/photos/:artworkId/:variant', 'claims.review'),
  // R-7-07 camera: the QC and packing stations' photos; cs see the claimed units' photos in the claim review
  post('/api/internal/camera/:kind/:barcode', 'station.use'),
  get('/api/internal/claims/:claimId/station-photos/:photoId', 'claims.review'),
  get('/api/internal/approvals', 'approvals.review'),
  post('/api/internal/approvals/:orderId', 'approvals.review'),
  get('/api/internal/approvals/:orderId', 'approvals.review'),
  get('/api/internal/approvals/:orderId/mockup/:itemIndex/:side', 'approvals.review'),
  // Staff administration (a manager only within their own group: access/staff-admin.ts)
  get('/api/internal/staff', 'staff.manage'),
  post('/api/internal/staff', 'staff.manage'),
  { method: 'PUT', url: '/api/internal/staff/:userId', access: 'staff.manage' },
  post('/api/internal/staff/:userId/deactivate', 'staff.manage'),
  post('/api/internal/staff/:userId/reactivate', 'staff.manage'),
  post('/api/internal/staff/:userId/reset-two-factor', 'staff.manage'),
  get('/api/internal/roles', 'roles.manage'),
  post('/api/internal/roles/:roleId/permissions', 'roles.manage'),
  get('/api/internal/mail', 'mail.read'),
  get('/api/internal/promotions', 'promotions.view'),
  get('/api/internal/feature-flags', 'featureFlags.view'),
  { method: 'PUT', url: '/api/internal/feature-flags/:name', access: 'featureFlags.manage' },
  // Production floor: stations, shifts, blanks and job tickets
  get('/api/internal/orders/:orderId/tickets.pdf', 'station.use'),
  post('/api/internal/orders/:orderId/swap', 'station.use'),
  post('/api/internal/scans', 'station.use'),
  get('/api/internal/shipping/fetch-list', 'station.use'),
  post('/api/internal/shifts', 'station.use'),
  get('/api/internal/shifts/current', 'station.use'),
  { method: 'PUT', url: '/api/internal/shifts/:shiftId', access: 'shifts.manage' },
  get('/api/internal/timesheets', 'shifts.manage'),
  // The /query reports and the sales team's CRM (docs/decisions/query-reports.md, docs/decisions/crm.md)
  get('/api/internal/reports', 'reports.view'),
  get('/api/internal/reports/:reportId', 'reports.view'),
  get('/api/internal/reports/:reportId/rows.csv', 'reports.view'),
  get('/api/internal/crm/customers', 'crm.read'),
  get('/api/internal/crm/customers/:customerId', 'crm.read'),
  post('/api/internal/crm/customers/:customerId/activities', 'crm.write'),
  get('/api/internal/crm/follow-ups', 'crm.read'),
  get('/api/internal/timesheets.csv', 'shifts.manage'),
  { method: 'DELETE', url: '/api/internal/shifts/current', access: 'station.use' },
  // Fingerprint clock-in: an employee enrols; a station screen clocks in by touch with nobody signed in (the
  // signed answer is the credential); supervisors remove a lost fingerprint (docs/decisions/fingerprint-clock-in.md)
  get('/api/internal/employee/fingerprints', 'station.use'),
  post('/api/internal/employee/fingerprints/options', 'station.use'),
  post('/api/internal/employee/fingerprints', 'station.use'),
  get('/api/internal/employee/fingerprints/enrolled', 'shifts.manage'),
  {
    method: 'DELETE',
    url: '/api/internal/employee/:userId/fingerprints/:credentialId',
    access: 'shifts.manage',
  },
  post('/api/internal/employee/clock/options', 'public'),
  post('/api/internal/employee/clock', 'public'),
  get('/api/internal/stations/:station/queue', 'station.use'),
  post('/api/internal/stations/:station/tickets.pdf', 'station.use'),
  get('/api/internal/blank-orders', 'station.use'),
  post('/api/internal/blank-orders/:id/receive', 'station.use'),
  post('/api/internal/blank-orders/:id/send', 'blanks.manage'),
  get('/api/internal/facilities', 'station.use'),
  { method: 'PUT', url: '/api/internal/facilities/:facility', access: 'blanks.manage' },
  get('/api/internal/inventory', 'station.use'),
  post('/api/internal/inventory/adjustments', 'blanks.manage'),
  get('/api/internal/units/:barcode', 'station.use'),
  get('/api/internal/units/:barcode/ticket.pdf', 'station.use'),
  get('/api/internal/units/:barcode/mockup.png', 'station.use'),
  get('/api/internal/units/:barcode/print-files/:side/:file', 'station.use'),
  post('/api/internal/autoprint/sheets.pdf', 'station.use'),
  get('/api/internal/units/:barcode/films/:side/:film', 'station.use'),
  get('/api/internal/units/:barcode/embroidery', 'station.use'),
  get('/api/internal/units/:barcode/embroidery/:side/design.dst', 'station.use'),
  post('/api/internal/units/:barcode/rip', 'station.use'),
  post('/api/internal/rip/:location/reports', 'station.use'),
  // Shipping: signed carrier updates (the HMAC is the credential), labels and slips, the production board
  post('/api/v3/tracking/:carrier', 'public'),
  get('/api/v3/orders/:orderId/parcels/:parcelId/label', 'order.history'),
  get('/api/v3/orders/:orderId/parcels/:parcelId/slip', 'order.history'),
  get('/api/internal/orders/:orderId/parcels/:parcelId/label', 'station.use'),
  get('/api/internal/orders/:orderId/parcels/:parcelId/slip', 'station.use'),
  get('/api/internal/board', 'internal.access'),
  get('/api/internal/printers', 'internal.access'),
  { method: 'PUT', url: '/api/internal/printers/:printerId', access: 'printers.manage' },
  post('/api/internal/printers', 'printers.manage'),
  { method: 'PATCH', url: '/api/internal/printers/:printerId', access: 'printers.manage' },
  post('/api/internal/printers/:printerId/retire', 'printers.manage'),
  // R-7-07 printer and updater: a printer's station client reports its status and fetches its configuration
  { method: 'PUT', url: '/api/internal/printer/:printerId/status', access: 'station.use' },
  get('/api/internal/updater/:printerId', 'station.use'),
  // R-5-56..58 the pretreat manager: stations read the values, whoever manages the machines sets them
  get('/api/internal/pretreat', 'station.use'),
  { method: 'PUT', url: '/api/internal/pretreat', access: 'printers.manage' },
];

const key = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;
const byKey = new Map(API_ROUTES.map((r) => [key(r.method, r.url), r]));

/** The declaration of a registered route (HEAD counts as GET; `/x/*` covers `/x/*` itself), or null. */
export function apiRouteFor(method: string, url: string, routes: readonly ApiRouteDef[] = API_ROUTES) {
  if (routes === API_ROUTES) return byKey.get(key(method, url)) ?? null;
  return routes.find((r) => key(r.method, r.url) === key(method, url)) ?? null;
}
