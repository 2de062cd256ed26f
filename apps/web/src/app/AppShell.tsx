import { isStaffRole, ROLE_LEVELS, type RoleName } from '@platen/domain/access/role-levels';
import { STAFF_AREA_MODULE, spaScreenFor } from '@platen/domain/spa/spa-screens';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppSelector } from '@/hooks/store.ts';
import { AssumeBanner } from '@/features/assume-banner/AssumeBanner.tsx';
import { Breadcrumbs } from '@/features/header/Breadcrumbs.tsx';
import { OrderHeader } from '@/features/header/OrderHeader.tsx';
import { MessageCenter } from '@/features/message-center/MessageCenter.tsx';

// Only manager screens show the held-orders notice; its code loads with them.
const HeldOrdersBanner = lazy(() => import('@/features/held-banner/HeldOrdersBanner.tsx'));
// Only staff load the staff links (and ask for their permissions): a customer never downloads staff code.
const StaffLinks = lazy(() => import('@/features/internal-staff/StaffLinks.tsx'));
const isStaff = (role: string | undefined) => !!role && role in ROLE_LEVELS && isStaffRole(role as RoleName);

/**
 * The page frame: the header (brand, cart, account menu; for staff their shortcuts, except inside the staff area,
 * whose own navigation lists the same screens), the message center, then the current screen (lazy).
 */
export function AppShell() {
  const { pathname } = useLocation();
  const inStaffArea = spaScreenFor(pathname)?.module === STAFF_AREA_MODULE;
  const signedIn = useAppSelector((s) => s.user !== null);
  const staff = useAppSelector((s) => isStaff(s.user?.role)) && !inStaffArea;
  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AssumeBanner />
      <OrderHeader>
        {staff && (
          <Suspense fallback={null}>
            <StaffLinks />
          </Suspense>
        )}
      </OrderHeader>
      <main id="main" tabIndex={-1}>
        {signedIn && <Breadcrumbs />}
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
