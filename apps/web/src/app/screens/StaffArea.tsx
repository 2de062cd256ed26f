import { useMatches } from 'react-router';
import ApprovalQueuePage from '@/features/internal-approvals/ApprovalQueuePage.tsx';
import ApprovalReviewPanel from '@/features/internal-approvals/ApprovalReviewPanel.tsx';
import AccountsPage from '@/features/internal-billing/AccountsPage.tsx';
import ClaimsReviewPage from '@/features/internal-billing/ClaimsReviewPage.tsx';
import CouponsPage from '@/features/coupons/CouponsPage.tsx';
import PromotionsPage from '@/features/internal-promotions/PromotionsPage.tsx';
import CreditQueuePage from '@/features/internal-billing/CreditQueuePage.tsx';
import BlankOrdersPage from '@/features/internal-blanks/BlankOrdersPage.tsx';
import FingerprintsPage from '@/features/internal-employee/FingerprintsPage.tsx';
import BatchesPage from '@/features/internal-batches/BatchesPage.tsx';
import PretreatPage from '@/features/internal-pretreat/PretreatPage.tsx';
import PrintersPage from '@/features/internal-printers/PrintersPage.tsx';
import InventoryPage from '@/features/internal-blanks/InventoryPage.tsx';
import SupplierOrdersPage from '@/features/internal-blanks/SupplierOrdersPage.tsx';
import TimesheetsPage from '@/features/internal-employee/TimesheetsPage.tsx';
import CrmPage from '@/features/internal-crm/CrmPage.tsx';
import ReportsPage from '@/features/internal-reports/ReportsPage.tsx';
import FeatureFlagsPage from '@/features/internal-flags/FeatureFlagsPage.tsx';
import StaffOrderPage from '@/features/internal-orders/StaffOrderPage.tsx';
import RoleManagerPage from '@/features/internal-roles/RoleManagerPage.tsx';
import StoresHealthPage from '@/features/internal-stores/StoresHealthPage.tsx';
import StationPickerPage from '@/features/production-board/StationPickerPage.tsx';
import StaffAdminPage from '@/features/internal-staff-admin/StaffAdminPage.tsx';
import { useStaffSessionQuery } from '@/features/internal-staff/api/staff-session.ts';
import { mayOpen, StaffHome, StaffNav } from '@/features/internal-staff/StaffNav.tsx';
import { currentRouteName } from '@/lib/route-step.ts';
import './staff-area.css';

/**
 * Every /internal/dashboard screen (R-2-18..20), one lazy chunk customers never load: the staff navigation, then
 * the screen the route names. The server already refused the page to anyone without its permission.
 */
export default function StaffArea() {
  const name = currentRouteName(useMatches());
  const session = useStaffSessionQuery();
  const s = session.data;
  let page: React.ReactNode;
  if (name === 'staffRoles') page = <RoleManagerPage />;
  else if (name === 'staffAdmin') page = <StaffAdminPage />;
  else if (name === 'staffStations') page = <StationPickerPage />;
  else if (name === 'staffFlags')
    page = <FeatureFlagsPage canChange={!!s?.permissions.includes('featureFlags.manage')} />;
  else if (name === 'staffOrder')
    page = (
      <StaffOrderPage
        {...(s && mayOpen(s, '/internal/dashboard/approvals')
          ? {
              review: (orderId: string, label: string) => (
                <ApprovalReviewPanel orderId={orderId} label={label} />
              ),
            }
          : {})}
      />
    );
  else if (name === 'staffAccounts') page = <AccountsPage />;
  else if (name === 'staffClaims') page = <ClaimsReviewPage />;
  else if (name === 'staffCoupons') page = <CouponsPage />;
  else if (name === 'staffPromotions') page = <PromotionsPage />;
  else if (name === 'staffCredit') page = <CreditQueuePage />;
  else if (name === 'staffEcommerce') page = <StoresHealthPage />;
  else if (name === 'staffBlankOrders')
    page = <BlankOrdersPage canManage={!!s?.permissions.includes('blanks.manage')} />;
  else if (name === 'staffSanmar') page = <SupplierOrdersPage supplier="SANMAR" name="SanMar" />;
  else if (name === 'staffAlpha') page = <SupplierOrdersPage supplier="ALPHA" name="Alpha Broder" />;
  else if (name === 'staffPrinters') page = <PrintersPage />;
  else if (name === 'staffBatches') page = <BatchesPage />;
  else if (name === 'staffPretreat') page = <PretreatPage />;
  else if (name === 'staffInventory')
    page = <InventoryPage canManage={!!s?.permissions.includes('blanks.manage')} />;
  else if (name === 'staffTimesheets') page = <TimesheetsPage />;
  else if (name === 'staffReports') page = <ReportsPage />;
  else if (name === 'staffCrm')
    page = (
      <CrmPage
        canWrite={!!s?.permissions.includes('crm.write')}
        canAssume={!!s?.permissions.includes('user.assume')}
      />
    );
  else if (name === 'staffFingerprints')
    page = <FingerprintsPage supervisor={!!s?.permissions.includes('shifts.manage')} />;
  else if (name === 'staffApprovals' || (s && mayOpen(s, '/internal/dashboard/approvals')))
    page = <ApprovalQueuePage />;
  else if (s) page = <StaffHome session={s} />;
  else page = <p aria-busy="true">Loading…</p>;
  return (
    <div className="staff-area">
      <StaffNav session={s} />
      {session.error && <p role="alert">{session.error.message}</p>}
      {s?.twoFactorSetupDue && (
        <p role="alert">
          Your role needs two-factor sign-in: turn it on in{' '}
          <a href="/manager/v2/settings/account">your account settings</a> before using the staff area.
        </p>
      )}
      <div className="staff-page">{page}</div>
    </div>
  );
}
