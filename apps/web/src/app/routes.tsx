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
      screen('/internal/dashboard', () => import('@/features/internal-approvals/ApprovalQueuePage.tsx')),
      screen('/manager/v2/printables', () => import('@/app/screens/ManagerPrintablesPage.tsx')),
      screen('/auth/login', () => import('@/features/auth/LoginPage.tsx')),
      screen('/auth/register', () => import('@/features/auth/RegisterPage.tsx')),
      screen('/auth/forgot', () => import('@/features/account-security/ForgotPasswordPage.tsx')),
      screen('/auth/reset', () => import('@/features/account-security/ResetPasswordPage.tsx')),
      screen('/auth/invite', () => import('@/features/auth/InvitePage.tsx')),
      screen('/auth/success', () => import('@/features/auth/SuccessPage.tsx')),
      screen('/manager/v2/settings', () => import('@/features/manager-settings/AccountSettingsPage.tsx')),
      screen(
        '/manager/v2/settings/account',
        () => import('@/features/manager-settings/AccountSettingsPage.tsx'),
      ),
      screen(
        '/manager/v2/settings/account/confirm-email',
        () => import('@/features/manager-settings/ConfirmEmailPage.tsx'),
      ),
      screen('/manager/v2/settings/api', () => import('@/features/manager-settings/ApiSettingsPage.tsx')),
      screen(
        '/manager/v2/settings/general',
        () => import('@/features/manager-settings/GeneralSettingsPage.tsx'),
      ),
      screen('/manager/v2/settings/teams', () => import('@/features/manager-settings/TeamsPage.tsx')),
      screen('/manager/v2/designs/artworks', () => import('@/features/artwork-library/ArtworksPage.tsx')),
      screen('/internal/dashboard/mail', () => import('@/features/internal-mail/OutboxPage.tsx')),
      screen('*', () => import('@/features/not-found/NotFoundPage.tsx')),
    ],
  },
];
