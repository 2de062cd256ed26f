import { DomainError } from '../errors/domain-error.ts';
import { SITE_PATHS } from '../site/site-pages.ts';
import type { Permission } from './permissions.ts';

/** Which part of the application a route belongs to. */
export type RouteArea = 'public' | 'auth' | 'manager' | 'manager-legacy' | 'order' | 'internal';

/** One route: a path pattern with {param} segments, its area and the permission needed to open it. */
export interface RouteDef {
  path: string;
  area: RouteArea;
  /** Permission needed (R-6-25); absent = anyone, signed in or not. */
  requires?: Permission;
  /** The route is an area root: it also matches every path below it. */
  prefix?: boolean;
}

/** R-2-21: route parameters. */
export const ROUTE_PARAMS = [
  'orderId',
  'cartId',
  'billingId',
  'invoiceId',
  'designId',
  'claimId',
  'reshipId',
  'shippingFormId',
  'rackId',
  'bin',
  'barcode',
  'facility',
  'printId',
  'ripId',
  'embrId',
  'userId',
] as const;
export type RouteParam = (typeof ROUTE_PARAMS)[number];

/** R-2-03: public site, verbatim (the site's own list, `site/site-pages.ts`). */
export const PUBLIC_PATHS = SITE_PATHS;

/** R-2-04..06, R-2-08: authentication routes, verbatim. */
export const AUTH_PATHS = [
  '/auth/login',
  '/auth/logout',
  '/auth/register',
  '/auth/registerSubUser',
  '/auth/addSubUsers',
  '/auth/forgot',
  '/auth/reset',
  '/auth/change',
  '/auth/assume/{userId}',
  '/auth/unassume',
  '/auth/success',
  '/auth/totp/user',
  '/auth/coupa',
  '/auth/v2/register',
  '/auth/v2/login',
] as const;

/** R-2-07 (open): the two social login providers, each with a login and a callback route. */
export const SOCIAL_LOGIN_PROVIDERS = ['google', 'facebook'] as const;
export const SOCIAL_AUTH_PATHS = SOCIAL_LOGIN_PROVIDERS.flatMap((p) => [`/auth/${p}`, `/auth/${p}/callback`]);

/** R-2-19: staff stations (path segment under the workstation). */
export const STAFF_STATIONS = [
  'pick',
  'pull',
  'store',
  'rack',
  'shipping',
  'qc',
  'dtg',
  'embroidery',
  'screenprint',
  'autoprint',
  'assembly',
  'preprint',
] as const;

/** R-2-18: internal staff area roots. */
export const INTERNAL_AREA_ROOTS = [
  '/internal/dashboard',
  '/internal/dashboard2/workstation',
  '/query',
  '/internal/employee',
  '/alpha',
  '/sanmar',
  '/ecommerce',
  '/ecommerce/v2',
] as const;

const m2 = '/manager/v2';
const r = (path: string, area: RouteArea, requires?: Permission, prefix?: boolean): RouteDef => ({
  path,
  area,
  ...(requires ? { requires } : {}),
  ...(prefix ? { prefix } : {}),
});

/** the complete route table as data. docs/decisions/route-table.md. */
export const ROUTES: readonly RouteDef[] = [
  ...PUBLIC_PATHS.map((p) => r(p, 'public')),
  ...AUTH_PATHS.map((p) => r(p, 'auth', p === '/auth/assume/{userId}' ? 'user.assume' : undefined)),
  ...SOCIAL_AUTH_PATHS.map((p) => r(p, 'auth')),
  // R-2-09 orders
  r(`${m2}/orders`, 'manager', 'order.history'),
  r(`${m2}/orders/drafts`, 'manager', 'order.place'),
  r(`${m2}/orders/{orderId}`, 'manager', 'order.history'),
  r(`${m2}/orders/{orderId}/approval`, 'manager', 'order.place'),
  // The proof page (O-4-12) under the name the order-lifecycle contract gives it.
  r(`${m2}/orders/approval/{orderId}`, 'manager', 'order.place'),
  r(`${m2}/orders/{orderId}/confirmed`, 'manager', 'order.history'),
  r(`${m2}/orders/{orderId}/bypassApproval`, 'manager', 'order.place'),
  r(`${m2}/orders/{orderId}/shipping-form/{shippingFormId}`, 'manager', 'order.history'),
  r(`${m2}/orders/{orderId}/claim`, 'manager', 'claim.access'),
  r(`${m2}/orders/claim/{orderId}`, 'manager', 'claim.access'),
  // R-2-10 claims
  r(`${m2}/claims`, 'manager', 'claim.access'),
  r(`${m2}/claims/{claimId}`, 'manager', 'claim.access'),
  // R-2-11 settings: the account holder's
  ...['account', 'api', 'general', 'teams'].map((s) => r(`${m2}/settings/${s}`, 'manager', 'account.manage')),
  // R-2-12, R-2-13 designs and printables
  r(`${m2}/designs/artworks`, 'manager', 'design.access'),
  r(`${m2}/designs/embroidery-generator`, 'manager', 'design.access'),
  r(`${m2}/designs/{designId}`, 'manager', 'design.access'),
  r(`${m2}/printables/mask`, 'manager', 'design.access'),
  // R-2-14 billing
  ...['balance', 'invoices', 'invoiceStatement', 'transactions', 'statement', 'paymentMethods', 'credit'].map(
    (s) => r(`${m2}/billing/${s}`, 'manager', 'billing.access'),
  ),
  r(`${m2}/billing/invoice/{invoiceId}`, 'manager', 'billing.access'),
  // R-2-15
  r(`${m2}/ecommerce`, 'manager', 'ecommerce.manage'),
  r(`${m2}/catalog`, 'manager', 'design.access'),
  // R-2-16 older manager area
  r('/manager/order', 'manager-legacy', 'order.history'),
  r('/manager/order/{orderId}', 'manager-legacy', 'order.history'),
  r('/manager/cart', 'manager-legacy', 'order.place'),
  r('/manager/cart/{cartId}', 'manager-legacy', 'order.place'),
  r('/manager/reship', 'manager-legacy', 'claim.access'),
  r('/manager/reship/{reshipId}', 'manager-legacy', 'claim.access'),
  r('/manager/design', 'manager-legacy', 'design.access'),
  r('/manager/design/{designId}', 'manager-legacy', 'design.access'),
  r('/manager/billing', 'manager-legacy', 'billing.access'),
  r('/manager/billing/{billingId}', 'manager-legacy', 'billing.access'),
  r('/manager/settings/shipping', 'manager-legacy', 'account.manage'),
  r('/manager/settings/autoSwap', 'manager-legacy', 'account.manage'),
  r('/manager/claim', 'manager-legacy', 'claim.access'),
  r('/manager/claim/{claimId}', 'manager-legacy', 'claim.access'),
  // R-2-17 ordering flow
  ...[
    'checkout/quantity',
    'checkout/shippingMethod',
    'checkout/review',
    'confirmation',
    'printable',
    'family',
    'category',
    'design',
  ].map((s) => r(`/order/v2/cart/{cartId}/${s}`, 'order', 'order.place')),
  // R-2-19, R-2-20 stations, approval queues, feature flags, role manager
  ...STAFF_STATIONS.map((s) => r(`/internal/dashboard2/workstation/${s}`, 'internal', 'station.use')),
  // The scanned steps the floor adds to R-2-19 (floor/stations.ts FLOOR_STATIONS).
  ...['receiving', 'pretreat', 'mug', 'case', 'poster'].map((s) =>
    r(`/internal/dashboard2/workstation/${s}`, 'internal', 'station.use'),
  ),
  r('/internal/dashboard2/workstation/dtg/{printId}', 'internal', 'station.use'),
  r('/internal/dashboard2/workstation/embroidery/{embrId}', 'internal', 'station.use'),
  r('/internal/dashboard2/workstation/rack/{rackId}', 'internal', 'station.use'),
  r('/internal/dashboard2/workstation/rack/{rackId}/bin/{bin}', 'internal', 'station.use'),
  r('/internal/dashboard2/workstation/scan/{barcode}', 'internal', 'station.use'),
  r('/internal/dashboard/facility/{facility}', 'internal', 'internal.access'),
  r('/internal/dashboard/rip/{ripId}', 'internal', 'station.use'),
  r('/internal/dashboard/approvals', 'internal', 'approvals.review'),
  // Staff account adjustments and the claim review
  r('/internal/dashboard/accounts', 'internal', 'billing.manage'),
  r('/internal/dashboard/claims', 'internal', 'claims.review'),
  // Coupons and credit line applications (docs/decisions/coupons.md, credit-applications.md)
  r('/internal/dashboard/coupons', 'internal', 'billing.manage'),
  // R-9-62 what the promotional campaigns sent
  r('/internal/dashboard/promotions', 'internal', 'promotions.view'),
  r('/internal/dashboard/credit-applications', 'internal', 'billing.manage'),
  // Supplier blank orders: receiving works them, a manager sends them early (blanks.manage on the API)
  r('/internal/dashboard/blank-orders', 'internal', 'station.use'),
  // A facility's printers: add, rename, out of service, retire
  r('/internal/dashboard/printers', 'internal', 'printers.manage'),
  // R-5-56..58 the pretreat manager
  r('/internal/dashboard/pretreat', 'internal', 'printers.manage'),
  // A station's queue by product, colour and size; batches and their job tickets
  r('/internal/dashboard/batches', 'internal', 'station.use'),
  // Blank stock per facility; a manager (blanks.manage on the API) adjusts it with a reason
  r('/internal/dashboard/inventory', 'internal', 'station.use'),
  r('/internal/dashboard/feature-flags', 'internal', 'featureFlags.view'),
  r('/internal/dashboard/roles', 'internal', 'roles.manage'),
  r('/internal/dashboard/staff', 'internal', 'staff.manage'),
  r('/internal/dashboard/stations', 'internal', 'station.use'),
  // Timesheets per employee, station and day; supervisors correct shifts there
  r('/internal/employee/shifts', 'internal', 'shifts.manage'),
  // Fingerprints: an employee enrols (supervisors also see everyone's); the station screen is open to all (the
  // fingerprint is the credential: docs/decisions/fingerprint-clock-in.md)
  r('/internal/employee/fingerprints', 'internal', 'station.use'),
  r('/internal/employee/clock', 'internal'),
  // The /query reports (a page below the /query area root) and the CRM
  r('/query/reports', 'internal', 'reports.view'),
  r('/internal/dashboard/crm', 'internal', 'crm.read'),
  // The outbox: customers' mails (addresses, orders) are not every employee's to read
  r('/internal/dashboard/mail', 'internal', 'mail.read'),
  // R-2-18 area roots: any page below them needs internal access
  ...INTERNAL_AREA_ROOTS.map((p) => r(p, 'internal', 'internal.access', true)),
];

/** A matched route with its decoded parameters. */
export interface RouteMatch {
  route: RouteDef;
  params: Partial<Record<RouteParam, string>>;
}

const segmentsOf = (path: string): string[] => path.split(/[?#]/)[0]!.split('/').filter(Boolean);
const paramName = (seg: string): string | null => /^\{(\w+)\}$/.exec(seg)?.[1] ?? null;

function tryMatch(route: RouteDef, parts: string[]): RouteMatch | null {
  const pattern = segmentsOf(route.path);
  if (route.prefix ? parts.length < pattern.length : parts.length !== pattern.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i]!;
    const part = parts[i]!;
    const name = paramName(seg);
    if (name) {
      try {
        params[name] = decodeURIComponent(part);
      } catch {
        return null;
      }
    } else if (seg !== part) return null;
  }
  return { route, params };
}

/** Specificity: exact routes beat area roots, longer beats shorter, literal segments beat parameters. */
const score = (route: RouteDef): number => {
  const segs = segmentsOf(route.path);
  return (route.prefix ? 0 : 10_000) + segs.length * 100 + segs.filter((s) => !paramName(s)).length;
};

/** The route a pathname opens (query and hash ignored, trailing slash optional), or null. */
export function matchRoute(pathname: string, routes: readonly RouteDef[] = ROUTES): RouteMatch | null {
  const parts = segmentsOf(pathname);
  let best: RouteMatch | null = null;
  for (const route of routes) {
    const m = tryMatch(route, parts);
    if (m && (!best || score(route) > score(best.route))) best = m;
  }
  return best;
}

/** Builds a path from a pattern and parameters (URI-encoded); throws on a missing parameter. */
export function buildPath(pattern: string, params: Partial<Record<RouteParam, string>>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name as RouteParam];
    if (v === undefined)
      throw new DomainError('missing-route-param', `Missing route parameter ${name} for ${pattern}`);
    return encodeURIComponent(v);
  });
}
