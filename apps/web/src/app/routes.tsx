import {
  CART_BASE,
  NOT_FOUND_SCREEN,
  ORDER_BASE,
  SPA_SCREENS,
  type SpaScreen,
} from '@platen/domain/spa/spa-screens';
import type { RouteObject } from 'react-router';
import { AppShell } from '@/app/AppShell.tsx';
import { CartRoute } from '@/app/CartRoute.tsx';

export { ORDER_BASE };

type Loader = () => Promise<{ default: React.ComponentType }>;
/** Every screen module a route may load, lazily (one chunk each): the table names which. */
const MODULES = import.meta.glob<{ default: React.ComponentType }>([
  '../features/*/*Page.tsx',
  './screens/*.tsx',
]);
const loaderOf = (module: string): Loader => {
  const load = MODULES[module.startsWith('app/') ? `./${module.slice(4)}` : `../${module}`];
  if (!load) throw new Error(`No screen module ${module}`);
  return load;
};

/** A lazily loaded screen (O-2-01) with the route name the header maps to a step (O-2-31..36). */
const screen = (path: string, s: Pick<SpaScreen, 'module' | 'route'>): RouteObject => ({
  ...(path === '' ? { index: true } : { path }),
  handle: { route: s.route },
  lazy: () => loaderOf(s.module)().then((m) => ({ Component: m.default })),
});

const inCart = (s: SpaScreen) => s.path === CART_BASE || s.path.startsWith(`${CART_BASE}/`);

/**
 * The route table (O-1-10, O-2-01..16), built from the one screen table (packages/domain spa/spa-screens.ts)
 * the server preloads from: every screen is a lazily loaded chunk; a cart's screens render inside the cart
 * route; unknown URLs show not-found.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      ...SPA_SCREENS.filter((s) => !inCart(s)).map((s) => screen(s.path, s)),
      {
        path: CART_BASE,
        element: <CartRoute />,
        children: SPA_SCREENS.filter(inCart).map((s) => screen(s.path.slice(CART_BASE.length + 1), s)),
      },
      screen('*', { module: NOT_FOUND_SCREEN }),
    ],
  },
];
