import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/routes.tsx';
import { createStore, locationChanged } from '@/app/store.ts';
import { serverSink, createErrorReporter } from '@/lib/error-reporting.ts';
import { readInitialCart } from '@/lib/initial-cart.ts';
import { readInitialState } from '@/lib/initial-state.ts';
import './styles.css';
import './styles-screens.css';

const initial = readInitialState();
const report = createErrorReporter(initial.configuration.environment, serverSink);
window.addEventListener('error', (e) => report(e.error ?? e.message));
window.addEventListener('unhandledrejection', (e) => report(e.reason));

// O-1-10: match the URL against the route table and render into the page's app element. The router starts in
// a task of its own, so evaluating the entry and matching the first route are two short tasks, not one long one.
async function start() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  // O-1-09: the store is built from the state the server embedded in the page (with the cart a cart page
  // shows), in this task rather than the entry's evaluation (the longest task of a first load, bench P8).
  const store = createStore(initial, undefined, readInitialCart());
  const router = createBrowserRouter(routes);
  store.dispatch(
    locationChanged({ pathname: router.state.location.pathname, search: router.state.location.search }),
  );
  router.subscribe((s) =>
    store.dispatch(locationChanged({ pathname: s.location.pathname, search: s.location.search })),
  );

  // React's first commit replaces the frame the server painted. It waits for the URL's lazy screen so that
  // commit is the screen itself rather than an empty frame first, and it is a transition: React renders it in
  // slices with the page responsive between them.
  if (!router.state.initialized)
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((s) => {
        if (!s.initialized) return;
        stop();
        resolve();
      });
    });
  startTransition(() =>
    createRoot(document.getElementById('app')!).render(
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    ),
  );
}
void start();
