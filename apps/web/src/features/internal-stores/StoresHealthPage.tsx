import type { StaffStoresOverview } from '@platen/contracts';
import { Badge } from '@/components/ui/Badge.tsx';
import { type Column, DataTable } from '@/components/ui/DataTable.tsx';
import { useStaffStoresQuery } from './api/internal-stores.ts';
import './internal-stores.css';

type StaffStore = StaffStoresOverview['stores'][number];
type FailedImport = StaffStoresOverview['failedImports'][number];

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'never');
const platform = (s: { platform: string; apiVersion?: string | null }) =>
  s.platform === 'woocommerce' ? `WooCommerce${s.apiVersion === 'legacy' ? ' (legacy API)' : ''}` : 'Shopify';

const storeColumns: Column<StaffStore>[] = [
  { header: 'Store', rowHeader: true, cell: (s) => <span className="staff-store-name">{s.shopDomain}</span> },
  { header: 'Platform', cell: platform },
  { header: 'Owner', cell: (s) => s.ownerEmail ?? '(deleted account)' },
  {
    header: 'Status',
    cell: (s) => (
      <Badge tone={s.status === 'connected' ? (s.failures > 0 ? 'warning' : 'success') : 'neutral'}>
        {s.status === 'connected'
          ? s.failures > 0
            ? 'Failing'
            : 'Connected'
          : s.status === 'pending'
            ? 'Install not finished'
            : 'Disconnected'}
      </Badge>
    ),
  },
  { header: 'Last import', cell: (s) => when(s.lastImportAt) },
  { header: 'Failed imports', cell: (s) => s.failedImports },
  { header: 'Pushes waiting / failed', cell: (s) => `${s.pendingPushes} / ${s.failedPushes}` },
  { header: 'Last error', cell: (s) => <span className="staff-store-text">{s.lastError ?? ''}</span> },
];

const importColumns: Column<FailedImport>[] = [
  { header: 'Store order', rowHeader: true, cell: (i) => i.externalOrderName || i.id },
  { header: 'Store', cell: (i) => <span className="staff-store-name">{i.shopDomain}</span> },
  { header: 'Status', cell: (i) => (i.status === 'failed' ? 'Failed' : 'Waiting for a mapping') },
  { header: 'Reason', cell: (i) => <span className="staff-store-text">{i.reason ?? ''}</span> },
  { header: 'Attempts', cell: (i) => i.attempts },
  { header: 'Updated', cell: (i) => when(i.updatedAt) },
];

/**
 * /ecommerce and /ecommerce/v2 (staff, R-2-18): every reseller store's health (Shopify and WooCommerce) and the
 * latest failed imports with their reason, to help a reseller whose orders do not come in. Polled.
 */
export default function StoresHealthPage() {
  const q = useStaffStoresQuery(undefined, { pollingInterval: 15_000 });
  const error = q.error ? ('message' in q.error ? String(q.error.message) : 'Could not load.') : undefined;
  return (
    <section aria-labelledby="staff-stores-title" className="staff-stores">
      <h1 id="staff-stores-title">Stores</h1>
      <p>Reseller stores connected to Platen, their health and the store orders that did not import.</p>
      <h2 id="staff-stores-health">Store health</h2>
      <DataTable
        caption="Store health"
        captionHidden
        columns={storeColumns}
        rows={q.data?.stores ?? []}
        rowKey={(s) => s.id}
        empty="No store is connected yet."
        loading={q.isLoading}
        error={error}
        scroll="Store health"
        framed
      />
      <h2 id="staff-stores-failed">Failed imports</h2>
      <DataTable
        caption="Failed imports"
        captionHidden
        columns={importColumns}
        rows={q.data?.failedImports ?? []}
        rowKey={(i) => i.id}
        empty="No failed imports."
        loading={q.isLoading}
        error={error}
        scroll="Failed imports"
        framed
      />
    </section>
  );
}
