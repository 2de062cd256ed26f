import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/routes.tsx';
import { createStore, locationChanged } from '@/app/store.ts';
import { serverSink, createErrorReporter } from '@/lib/error-reporting.ts';
import { readInitialState } from '@/lib/initial-state.ts';
import './styles.css';

// O-1-09: the store is built from the state the server embedded in the page.
const initial = readInitialState();
const store = createStore(initial);
const report = createErrorReporter(initial.configuration.environment, serverSink);
window.addEventListener('error', (e) => report(e.error ?? e.message));
window.addEventListener('unhandledrejection', (e) => report(e.reason));

// O-1-10: match the URL against the route table and render into the page's app element.
const router = createBrowserRouter(routes);
store.dispatch(
  locationChanged({ pathname: router.state.location.pathname, search: router.state.location.search }),
);
router.subscribe((s) =>
  store.dispatch(locationChanged({ pathname: s.location.pathname, search: s.location.search })),
);

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
