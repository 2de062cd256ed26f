import type { RouteObject } from 'react-router';
import { AppShell } from '@/app/AppShell.tsx';
import { CartRoute } from '@/app/CartRoute.tsx';

/** Order base path (O-2-02). */
export const ORDER_BASE = '/order/v2';

type Loader = () => Promise<{ default: React.ComponentType }>;
/** A lazily loaded screen (O-2-01) with the route name the header maps to a step (O-2-31..36). */
const screen = (path: string, load: Loader, route?: string): RouteObject => ({
  ...(path === '' ? { index: true } : { path }),
  handle: { route },
  lazy: () => load().then((m) => ({ Component: m.default })),
});

const catalogue: Loader = () => import('@/features/catalog/CataloguePage.tsx');
const orderStart: Loader = () => import('@/features/order-start/OrderStartPage.tsx');
const staffArea: Loader = () => import('@/app/screens/StaffArea.tsx');
const balance: Loader = () => import('@/features/billing/BalancePage.tsx');
const statement: Loader = () => import('@/features/billing/StatementPage.tsx');

/**
 * The route table (O-1-10, O-2-01..16): every screen is a lazily loaded chunk; unknown URLs show not-found.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      screen('/', orderStart),
      screen(ORDER_BASE, orderStart),
      screen(`${ORDER_BASE}/cart`, orderStart, 'cartBase'),
      {
        path: `${ORDER_BASE}/cart/:cartId`,
        element: <CartRoute />,
        children: [
          screen('', () => import('@/features/cart-detail/CartDetailPage.tsx'), 'cartDetail'),
          screen('printable/:printableId?', catalogue, 'printableBase'),
          screen('printable/:printableId/detail', catalogue, 'printableDetail'),
          screen('printable/:printableId/family/:family', catalogue, 'printableFamily'),
          screen('printable/:printableId/category/:category', catalogue, 'printableCategory'),
          screen(
            'printable/:printableId/design',
            () => import('@/features/design-editor/DesignEditorPage.tsx'),
            'printableDesign',
          ),
          screen(
            'printable/:printableId/mockup',
            () => import('@/features/mockup/MockupPage.tsx'),
            'printableMockup',
          ),
          screen(
            'checkout',
            () => import('@/features/checkout-address/CheckoutAddressPage.tsx'),
            'checkoutBase',
          ),
          screen(
            'checkout/quantity',
            () => import('@/features/checkout-quantity/CheckoutQuantityPage.tsx'),
            'checkoutQuantity',
          ),
          screen(
            'checkout/shippingMethod',
            () => import('@/features/checkout-shipping/CheckoutShippingPage.tsx'),
            'checkoutShippingMethod',
          ),
          screen(
            'checkout/review',
            () => import('@/features/checkout-review/ReviewPage.tsx'),
            'checkoutReview',
          ),
          screen(
            'confirmation',
            () => import('@/features/confirmation/ConfirmationPage.tsx'),
            'confirmation',
          ),
        ],
      },
      screen('/integrations/configurator', () => import('@/app/screens/ConfiguratorPage.tsx')),
      screen('/manager/v2', () => import('@/app/screens/ManagerHomePage.tsx')),
      screen('/manager/v2/orders/drafts', () => import('@/app/screens/ManagerDraftsPage.tsx')),
      screen('/manager/v2/orders', () => import('@/features/order-tracking/OrdersPage.tsx')),
      screen('/manager/v2/orders/:orderId', () => import('@/features/order-tracking/OrderDetailPage.tsx')),
      screen('/manager/v2/orders/approval/:orderId', () => import('@/features/order-tracking/ProofPage.tsx')),
      // Staff area (R-2-18..20): one lazy chunk; the route name picks the screen.
      screen('/internal/dashboard', staffArea, 'staffHome'),
      screen('/internal/dashboard/approvals', staffArea, 'staffApprovals'),
      screen('/internal/dashboard/roles', staffArea, 'staffRoles'),
      screen('/internal/dashboard/feature-flags', staffArea, 'staffFlags'),
      screen('/internal/dashboard/orders/:orderId', staffArea, 'staffOrder'),
      // Issue 19: billing, claims, and the staff account and claim screens (lazy).
      screen('/manager/v2/billing', balance),
      screen('/manager/v2/billing/balance', balance),
      screen('/manager/v2/billing/transactions', () => import('@/features/billing/TransactionsPage.tsx')),
      screen('/manager/v2/billing/invoices', () => import('@/features/billing/InvoicesPage.tsx')),
      screen('/manager/v2/billing/invoice/:invoiceId', () => import('@/features/billing/InvoicePage.tsx')),
      screen('/manager/v2/billing/statement', statement),
      screen('/manager/v2/billing/invoiceStatement', statement),
      screen('/manager/v2/billing/paymentMethods', () => import('@/features/billing/PaymentMethodsPage.tsx')),
      screen('/manager/v2/orders/claim/:orderId', () => import('@/features/claims/ClaimFormPage.tsx')),
      screen('/manager/v2/claims', () => import('@/features/claims/ClaimsPage.tsx')),
      screen('/internal/dashboard/accounts', staffArea, 'staffAccounts'),
      screen('/internal/dashboard/claims', staffArea, 'staffClaims'),
      screen('/manager/v2/printables', () => import('@/app/screens/ManagerPrintablesPage.tsx')),
      screen('/auth/login', () => import('@/features/auth/LoginPage.tsx')),
      screen('/auth/register', () => import('@/features/auth/RegisterPage.tsx')),
      screen('/auth/forgot', () => import('@/features/account-security/ForgotPasswordPage.tsx')),
      screen('/auth/reset', () => import('@/features/account-security/ResetPasswordPage.tsx')),
      screen('*', () => import('@/features/not-found/NotFoundPage.tsx')),
    ],
  },
];
