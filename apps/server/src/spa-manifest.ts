import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The SPA's lazily loaded screens (O-2-01) by URL pattern, with the web source module each one loads. It mirrors
 * apps/web/src/app/routes.tsx (spa-manifest.test.ts holds the two together); a screen missing here only loses
 * its preload.
 */
export const SCREEN_MODULES: ReadonlyArray<readonly [pattern: string, module: string]> = [
  ['/', 'src/features/order-start/OrderStartPage.tsx'],
  ['/order/v2', 'src/features/order-start/OrderStartPage.tsx'],
  ['/order/v2/cart', 'src/features/order-start/OrderStartPage.tsx'],
  ['/order/v2/cart/:cartId', 'src/features/cart-detail/CartDetailPage.tsx'],
  ['/order/v2/cart/:cartId/printable/:printableId?', 'src/features/catalog/CataloguePage.tsx'],
  ['/order/v2/cart/:cartId/printable/:printableId/detail', 'src/features/catalog/CataloguePage.tsx'],
  ['/order/v2/cart/:cartId/printable/:printableId/family/:family', 'src/features/catalog/CataloguePage.tsx'],
  [
    '/order/v2/cart/:cartId/printable/:printableId/category/:category',
    'src/features/catalog/CataloguePage.tsx',
  ],
  ['/order/v2/cart/:cartId/printable/:printableId/design', 'src/features/design-editor/DesignEditorPage.tsx'],
  ['/order/v2/cart/:cartId/printable/:printableId/mockup', 'src/features/mockup/MockupPage.tsx'],
  ['/order/v2/cart/:cartId/checkout', 'src/features/checkout-address/CheckoutAddressPage.tsx'],
  ['/order/v2/cart/:cartId/checkout/quantity', 'src/features/checkout-quantity/CheckoutQuantityPage.tsx'],
  [
    '/order/v2/cart/:cartId/checkout/shippingMethod',
    'src/features/checkout-shipping/CheckoutShippingPage.tsx',
  ],
  ['/order/v2/cart/:cartId/checkout/review', 'src/features/checkout-review/ReviewPage.tsx'],
  ['/order/v2/cart/:cartId/confirmation', 'src/features/confirmation/ConfirmationPage.tsx'],
  ['/integrations/configurator', 'src/app/screens/ConfiguratorPage.tsx'],
  ['/manager/v2', 'src/app/screens/ManagerHomePage.tsx'],
  ['/manager/v2/orders/drafts', 'src/app/screens/ManagerDraftsPage.tsx'],
  ['/manager/v2/orders', 'src/features/order-tracking/OrdersPage.tsx'],
  ['/manager/v2/orders/:orderId', 'src/features/order-tracking/OrderDetailPage.tsx'],
  ['/manager/v2/orders/approval/:orderId', 'src/features/order-tracking/ProofPage.tsx'],
  ['/internal/dashboard', 'src/app/screens/StaffArea.tsx'],
  ['/internal/dashboard/approvals', 'src/app/screens/StaffArea.tsx'],
  ['/internal/dashboard/roles', 'src/app/screens/StaffArea.tsx'],
  ['/internal/dashboard/feature-flags', 'src/app/screens/StaffArea.tsx'],
  ['/internal/dashboard/orders/:orderId', 'src/app/screens/StaffArea.tsx'],
  ['/manager/v2/billing', 'src/features/billing/BalancePage.tsx'],
  ['/manager/v2/billing/balance', 'src/features/billing/BalancePage.tsx'],
  ['/manager/v2/billing/transactions', 'src/features/billing/TransactionsPage.tsx'],
  ['/manager/v2/billing/invoices', 'src/features/billing/InvoicesPage.tsx'],
  ['/manager/v2/billing/invoice/:invoiceId', 'src/features/billing/InvoicePage.tsx'],
  ['/manager/v2/billing/statement', 'src/features/billing/StatementPage.tsx'],
  ['/manager/v2/billing/invoiceStatement', 'src/features/billing/StatementPage.tsx'],
  ['/manager/v2/billing/paymentMethods', 'src/features/billing/PaymentMethodsPage.tsx'],
  ['/manager/v2/orders/claim/:orderId', 'src/features/claims/ClaimFormPage.tsx'],
  ['/manager/v2/claims', 'src/features/claims/ClaimsPage.tsx'],
  ['/internal/dashboard/accounts', 'src/app/screens/StaffArea.tsx'],
  ['/internal/dashboard/claims', 'src/app/screens/StaffArea.tsx'],
  ['/manager/v2/printables', 'src/app/screens/ManagerPrintablesPage.tsx'],
  ['/auth/login', 'src/features/auth/LoginPage.tsx'],
  ['/auth/register', 'src/features/auth/RegisterPage.tsx'],
  ['/auth/forgot', 'src/features/account-security/ForgotPasswordPage.tsx'],
  ['/auth/reset', 'src/features/account-security/ResetPasswordPage.tsx'],
];
const NOT_FOUND_MODULE = 'src/features/not-found/NotFoundPage.tsx';

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

/** Whether a URL path is one of the SPA's screens (not its not-found screen). */
export const isSpaScreen = (pathname: string): boolean =>
  SCREEN_MODULES.some(([p]) => matchesPattern(p, pathname));

/** The web source module of the screen a URL path shows (the not-found screen when none matches). */
export function screenModuleFor(pathname: string): string {
  return SCREEN_MODULES.find(([p]) => matchesPattern(p, pathname))?.[1] ?? NOT_FOUND_MODULE;
}

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A chunk's file and the files of everything it imports statically, depth first, each once. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}

/**
 * The script files a URL's first screen needs beyond what the entry already loads: its lazy chunk and that
 * chunk's static imports. The page preloads them so they download beside the entry instead of after it.
 */
export function screenPreloads(manifest: Manifest, pathname: string): string[] {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const loaded = new Set(entryKey ? chunkFiles(manifest, entryKey) : []);
  return chunkFiles(manifest, screenModuleFor(pathname)).filter((f) => !loaded.has(f));
}

/** Reads the build manifest of a web build, again whenever the file changes; null without a build. */
export function manifestReader(webDist: string): () => Manifest | null {
  const file = path.join(webDist, '.vite/manifest.json');
  let cached: { mtime: number; manifest: Manifest } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const mtime = statSync(file).mtimeMs;
    if (!cached || cached.mtime !== mtime)
      cached = { mtime, manifest: JSON.parse(readFileSync(file, 'utf8')) };
    return cached.manifest;
  };
}
