/**
 * The SPA's screens (O-1-10, O-2-01..16): URL pattern, the web source module (below apps/web/src) the lazy
 * chunk loads, and the route name the header maps to a checkout step (O-2-31..36). One table: the web router
 * (apps/web/src/app/routes.tsx) builds its routes from it, the server preloads a URL's screen from it
 * (apps/server/src/spa-manifest.ts). A new screen is one line here.
 */
export interface SpaScreen {
  /** URL pattern: `:name` one segment, `:name?` an optional one. */
  path: string;
  /** The screen's module, relative to apps/web/src (its default export is the screen). */
  module: string;
  /** The route name (handle.route) the header reads. */
  route?: string;
}

/** Order base path (O-2-02). */
export const ORDER_BASE = '/order/v2';
/** The screens of one cart: rendered inside the cart route, which loads the cart first. */
export const CART_BASE = `${ORDER_BASE}/cart/:cartId`;

const orderStart = 'features/order-start/OrderStartPage.tsx';
const catalogue = 'features/catalog/CataloguePage.tsx';
/** The staff area's frame: its screens carry the area's own navigation (the shell's staff shortcuts stay off). */
export const STAFF_AREA_MODULE = 'app/screens/StaffArea.tsx';
const staffArea = STAFF_AREA_MODULE;

export const SPA_SCREENS: readonly SpaScreen[] = [
  { path: '/', module: orderStart },
  { path: ORDER_BASE, module: orderStart },
  { path: `${ORDER_BASE}/cart`, module: orderStart, route: 'cartBase' },
  { path: CART_BASE, module: 'features/cart-detail/CartDetailPage.tsx', route: 'cartDetail' },
  { path: `${CART_BASE}/printable/:printableId?`, module: catalogue, route: 'printableBase' },
  { path: `${CART_BASE}/printable/:printableId/detail`, module: catalogue, route: 'printableDetail' },
  { path: `${CART_BASE}/printable/:printableId/family/:family`, module: catalogue, route: 'printableFamily' },
  {
    path: `${CART_BASE}/printable/:printableId/category/:category`,
    module: catalogue,
    route: 'printableCategory',
  },
  {
    path: `${CART_BASE}/printable/:printableId/design`,
    module: 'features/design-editor/DesignEditorPage.tsx',
    route: 'printableDesign',
  },
  {
    path: `${CART_BASE}/printable/:printableId/mockup`,
    module: 'features/mockup/MockupPage.tsx',
    route: 'printableMockup',
  },
  {
    path: `${CART_BASE}/checkout`,
    module: 'features/checkout-address/CheckoutAddressPage.tsx',
    route: 'checkoutBase',
  },
  {
    path: `${CART_BASE}/checkout/quantity`,
    module: 'features/checkout-quantity/CheckoutQuantityPage.tsx',
    route: 'checkoutQuantity',
  },
  {
    path: `${CART_BASE}/checkout/shippingMethod`,
    module: 'features/checkout-shipping/CheckoutShippingPage.tsx',
    route: 'checkoutShippingMethod',
  },
  {
    path: `${CART_BASE}/checkout/review`,
    module: 'features/checkout-review/ReviewPage.tsx',
    route: 'checkoutReview',
  },
  {
    path: `${CART_BASE}/confirmation`,
    module: 'features/confirmation/ConfirmationPage.tsx',
    route: 'confirmation',
  },
  { path: '/integrations/configurator', module: 'features/catalog/ConfiguratorPage.tsx' },
  { path: '/manager/v2', module: 'features/manager/ManagerHomePage.tsx' },
  { path: '/manager/v2/orders/drafts', module: 'features/manager/ManagerDraftsPage.tsx' },
  { path: '/manager/v2/orders', module: 'features/order-tracking/OrdersPage.tsx' },
  { path: '/manager/v2/orders/:orderId', module: 'features/order-tracking/OrderDetailPage.tsx' },
  { path: '/manager/v2/orders/approval/:orderId', module: 'features/order-tracking/ProofPage.tsx' },
  // R-2-09: the order's own screens (docs/decisions/manager-area.md).
  { path: '/manager/v2/orders/:orderId/approval', module: 'features/order-tracking/ProofPage.tsx' },
  { path: '/manager/v2/orders/:orderId/confirmed', module: 'features/order-tracking/OrderConfirmedPage.tsx' },
  {
    path: '/manager/v2/orders/:orderId/bypassApproval',
    module: 'features/order-tracking/BypassApprovalPage.tsx',
  },
  {
    path: '/manager/v2/orders/:orderId/shipping-form/:shippingFormId',
    module: 'features/order-tracking/ShippingFormPage.tsx',
  },
  { path: '/manager/v2/orders/:orderId/claim', module: 'features/claims/ClaimFormPage.tsx' },
  // Staff area (R-2-18..20): one lazy chunk; the route name picks the screen.
  { path: '/internal/dashboard', module: staffArea, route: 'staffHome' },
  { path: '/internal/dashboard/approvals', module: staffArea, route: 'staffApprovals' },
  { path: '/internal/dashboard/roles', module: staffArea, route: 'staffRoles' },
  { path: '/internal/dashboard/staff', module: staffArea, route: 'staffAdmin' },
  { path: '/internal/dashboard/stations', module: staffArea, route: 'staffStations' },
  { path: '/internal/dashboard/feature-flags', module: staffArea, route: 'staffFlags' },
  { path: '/internal/dashboard/orders/:orderId', module: staffArea, route: 'staffOrder' },
  { path: '/manager/v2/printables', module: 'features/manager/ManagerPrintablesPage.tsx' },
  // Store integrations: connect Shopify, imports, SKU mappings, publishing.
  { path: '/manager/v2/ecommerce', module: 'features/stores/StoresPage.tsx' },
  // Webhooks (the API settings page links here).
  { path: '/manager/v2/settings/api/webhooks', module: 'features/webhooks/WebhooksPage.tsx' },
  { path: '/auth/login', module: 'features/auth/LoginPage.tsx' },
  { path: '/auth/register', module: 'features/auth/RegisterPage.tsx' },
  { path: '/auth/forgot', module: 'features/account-security/ForgotPasswordPage.tsx' },
  { path: '/auth/reset', module: 'features/account-security/ResetPasswordPage.tsx' },
  { path: '/auth/totp/user', module: 'features/auth/TotpPage.tsx' },
  { path: '/auth/invite', module: 'features/auth/InvitePage.tsx' },
  { path: '/auth/staff-invite', module: 'features/auth/StaffInvitePage.tsx' },
  { path: '/auth/success', module: 'features/auth/SuccessPage.tsx' },
  { path: '/manager/v2/settings', module: 'features/manager-settings/AccountSettingsPage.tsx' },
  { path: '/manager/v2/settings/account', module: 'features/manager-settings/AccountSettingsPage.tsx' },
  {
    path: '/manager/v2/settings/account/confirm-email',
    module: 'features/manager-settings/ConfirmEmailPage.tsx',
  },
  { path: '/manager/v2/settings/api', module: 'features/manager-settings/ApiSettingsPage.tsx' },
  { path: '/manager/v2/settings/general', module: 'features/manager-settings/GeneralSettingsPage.tsx' },
  { path: '/manager/v2/settings/teams', module: 'features/manager-settings/TeamsPage.tsx' },
  { path: '/manager/v2/designs/artworks', module: 'features/artwork-library/ArtworksPage.tsx' },
  {
    path: '/manager/v2/designs/embroidery-generator',
    module: 'features/embroidery-generator/EmbroideryGeneratorPage.tsx',
  },
  { path: '/internal/dashboard/mail', module: 'features/internal-mail/OutboxPage.tsx' },
  // The design system's style guide (staff only: the internal area's permission; a lazy chunk of its own).
  { path: '/internal/dashboard/styleguide', module: 'features/styleguide/StyleguidePage.tsx' },
  { path: '/manager/v2/billing', module: 'features/billing/BalancePage.tsx' },
  { path: '/manager/v2/billing/balance', module: 'features/billing/BalancePage.tsx' },
  { path: '/manager/v2/billing/transactions', module: 'features/billing/TransactionsPage.tsx' },
  { path: '/manager/v2/billing/invoices', module: 'features/billing/InvoicesPage.tsx' },
  { path: '/manager/v2/billing/invoice/:invoiceId', module: 'features/billing/InvoicePage.tsx' },
  { path: '/manager/v2/billing/statement', module: 'features/billing/StatementPage.tsx' },
  { path: '/manager/v2/billing/invoiceStatement', module: 'features/billing/StatementPage.tsx' },
  { path: '/manager/v2/billing/paymentMethods', module: 'features/billing/PaymentMethodsPage.tsx' },
  { path: '/manager/v2/billing/credit', module: 'features/billing/CreditLinePage.tsx' },
  { path: '/manager/v2/orders/claim/:orderId', module: 'features/claims/ClaimFormPage.tsx' },
  { path: '/manager/v2/claims', module: 'features/claims/ClaimsPage.tsx' },
  { path: '/manager/v2/claims/:claimId', module: 'features/claims/ClaimDetailPage.tsx' },
  // R-2-13, R-2-15: the printables' mask and the catalogue at the account's own prices.
  { path: '/manager/v2/printables/mask', module: 'features/manager/PrintablesMaskPage.tsx' },
  { path: '/manager/v2/catalog', module: 'features/manager/ManagerCatalogPage.tsx' },
  { path: '/internal/dashboard/accounts', module: staffArea, route: 'staffAccounts' },
  { path: '/internal/dashboard/claims', module: staffArea, route: 'staffClaims' },
  { path: '/internal/dashboard/coupons', module: staffArea, route: 'staffCoupons' },
  { path: '/internal/dashboard/promotions', module: staffArea, route: 'staffPromotions' },
  { path: '/internal/dashboard/credit-applications', module: staffArea, route: 'staffCredit' },
  // R-2-18 /ecommerce and /ecommerce/v2: every store's health and failed imports (staff).
  { path: '/ecommerce', module: staffArea, route: 'staffEcommerce' },
  { path: '/ecommerce/v2', module: staffArea, route: 'staffEcommerce' },
  { path: '/internal/dashboard/blank-orders', module: staffArea, route: 'staffBlankOrders' },
  // R-2-18 /sanmar and /alpha: each PromoStandards supplier's blank orders (staff).
  { path: '/sanmar', module: staffArea, route: 'staffSanmar' },
  { path: '/alpha', module: staffArea, route: 'staffAlpha' },
  { path: '/internal/dashboard/printers', module: staffArea, route: 'staffPrinters' },
  { path: '/internal/dashboard/pretreat', module: staffArea, route: 'staffPretreat' },
  { path: '/internal/dashboard/batches', module: staffArea, route: 'staffBatches' },
  { path: '/internal/dashboard/inventory', module: staffArea, route: 'staffInventory' },
  { path: '/internal/employee/shifts', module: staffArea, route: 'staffTimesheets' },
  { path: '/query/reports', module: staffArea, route: 'staffReports' },
  { path: '/internal/dashboard/crm', module: staffArea, route: 'staffCrm' },
  { path: '/internal/employee/fingerprints', module: staffArea, route: 'staffFingerprints' },
  // A shared station screen: employees clock in and out by fingerprint, nobody signed in.
  { path: '/internal/employee/clock', module: 'features/internal-employee/StationClockPage.tsx' },
  // The production board (its own lazy chunk; linked from the staff area).
  { path: '/internal/dashboard/board', module: 'features/production-board/ProductionBoardPage.tsx' },
  // R-2-12: one design (last of the designs: the area's named screens, e.g. artworks, match first).
  { path: '/manager/v2/designs/:designId', module: 'features/artwork-library/DesignPage.tsx' },
  // A production station (one lazy chunk for every station).
  {
    path: '/internal/dashboard2/workstation/:station',
    module: 'features/internal-workstation/WorkstationPage.tsx',
  },
];

/** What every other URL shows. */
export const NOT_FOUND_SCREEN = 'features/not-found/NotFoundPage.tsx';

/** Whether a route pattern (`:name` one segment, `:name?` an optional one) matches a URL path. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  let i = 0;
  for (const seg of want) {
    if (seg.startsWith(':') && seg.endsWith('?')) {
      if (i < got.length) i++;
      continue;
    }
    if (i >= got.length) return false;
    if (!seg.startsWith(':') && seg !== got[i]) return false;
    i++;
  }
  return i === got.length;
}

/** The screen a URL path shows; null for the not-found screen. */
export const spaScreenFor = (pathname: string): SpaScreen | null =>
  SPA_SCREENS.find((s) => matchesPattern(s.path, pathname)) ?? null;
