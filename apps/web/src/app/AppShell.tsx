import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppSelector } from '@/hooks/store.ts';
import { AssumeBanner } from '@/features/assume-banner/AssumeBanner.tsx';
import { OrderHeader } from '@/features/header/OrderHeader.tsx';
import { MessageCenter } from '@/features/message-center/MessageCenter.tsx';

// Only manager screens show the held-orders notice; its code loads with them.
const HeldOrdersBanner = lazy(() => import('@/features/held-banner/HeldOrdersBanner.tsx'));

/** The page frame: the ordering header, the message center, then the current screen (lazy). */
export function AppShell() {
  const { pathname } = useLocation();
  const signedIn = useAppSelector((s) => s.user !== null);
  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AssumeBanner />
      <OrderHeader />
      <main id="main" tabIndex={-1}>
        <MessageCenter />
        {signedIn && pathname.startsWith('/manager') && (
          <Suspense fallback={null}>
            <HeldOrdersBanner />
          </Suspense>
        )}
        <Suspense fallback={<p aria-busy="true">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
