import type { RouteObject } from 'react-router';
import { AppShell } from '@/features/shell/AppShell.tsx';

/** Order base path (O-2-02). */
export const ORDER_BASE = '/order/v2';

/**
 * The route table (O-1-10, O-2-01): every screen is a lazily loaded chunk; unknown URLs show not-found.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        path: '/',
        lazy: () =>
          import('@/features/order-start/OrderStartPage.tsx').then((m) => ({ Component: m.default })),
      },
      {
        path: ORDER_BASE,
        lazy: () =>
          import('@/features/order-start/OrderStartPage.tsx').then((m) => ({ Component: m.default })),
      },
      {
        path: `${ORDER_BASE}/cart`,
        lazy: () =>
          import('@/features/order-start/OrderStartPage.tsx').then((m) => ({ Component: m.default })),
      },
      {
        path: '/auth/login',
        lazy: () => import('@/features/auth/LoginPage.tsx').then((m) => ({ Component: m.default })),
      },
      {
        path: '*',
        lazy: () => import('@/features/not-found/NotFoundPage.tsx').then((m) => ({ Component: m.default })),
      },
    ],
  },
];
