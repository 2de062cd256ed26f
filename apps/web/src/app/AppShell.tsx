import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AssumeBanner } from '@/features/assume-banner/AssumeBanner.tsx';
import { OrderHeader } from '@/features/header/OrderHeader.tsx';
import { MessageCenter } from '@/features/message-center/MessageCenter.tsx';

/** The page frame: the ordering header, the message center, then the current screen (lazy). */
export function AppShell() {
  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AssumeBanner />
      <OrderHeader />
      <main id="main" tabIndex={-1}>
        <MessageCenter />
        <Suspense fallback={<p aria-busy="true">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
