import type { PromoReport } from '@platen/contracts';
import { PROMO_CAMPAIGNS, type PromoCampaign } from '@platen/domain/promotions/promo-campaigns';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge.tsx';
import { DataTable } from '@/components/ui/DataTable.tsx';
import { Pager } from '@/components/ui/Pager.tsx';
import { SegmentedControl } from '@/components/ui/SegmentedControl.tsx';
import { StatGrid, StatTile } from '@/components/ui/StatTile.tsx';
import { usePromoReportQuery } from './api/promotions.ts';

const NAMES: Record<PromoCampaign, string> = {
  'inactivity-follow-up': 'Inactivity follow-up',
  'new-user-follow-up': 'New-user follow-up',
};
const RULE: Record<PromoCampaign, (c: PromoReport['campaigns'][number]) => string> = {
  'inactivity-follow-up': (c) => `No order for ${c.afterDays} days (last order within ${c.withinDays} days)`,
  'new-user-follow-up': (c) =>
    `Registered ${c.afterDays} days ago, no order yet (up to ${c.withinDays} days)`,
};
type Recipient = PromoReport['recipients'][number];

/** The campaigns' figures: mails sent each, with its rule, and how many customers turned offers off. */
function Figures({ data }: { data: PromoReport | undefined }) {
  return (
    <StatGrid label="Campaign figures">
      {PROMO_CAMPAIGNS.map((c) => {
        const row = data?.campaigns.find((x) => x.campaign === c);
        return (
          <StatTile
            key={c}
            label={`${NAMES[c]} sent`}
            value={row?.sent ?? 0}
            hint={row ? RULE[c](row) : undefined}
            loading={!data}
          />
        );
      })}
      <StatTile label="Turned offers off" value={data?.optedOut ?? 0} loading={!data} />
    </StatGrid>
  );
}

const COLUMNS = [
  { header: 'Recipient', rowHeader: true, cell: (r: Recipient) => r.name },
  { header: 'E-mail', cell: (r: Recipient) => r.email },
  { header: 'Sent', cell: (r: Recipient) => new Date(r.sentAt).toLocaleString() },
  {
    header: 'Delivery',
    cell: (r: Recipient) => <Badge tone={r.status === 'sent' ? 'success' : 'neutral'}>{r.status}</Badge>,
  },
] as const;

/** /internal/dashboard/promotions (promotions.view): what each promotional campaign sent, to whom, paged. */
export default function PromotionsPage() {
  const [campaign, setCampaign] = useState<PromoCampaign>('inactivity-follow-up');
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = usePromoReportQuery({ campaign, page });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section aria-labelledby="promos-title">
      <h1 id="promos-title">Promotions</h1>
      <p>
        Each customer gets each campaign's e-mail once. Staff, team members, deactivated accounts and
        customers who turned offers off get none.
      </p>
      <Figures data={data} />
      <SegmentedControl
        label="Campaign"
        segments={PROMO_CAMPAIGNS.map((c) => ({ value: c, label: NAMES[c] }))}
        value={campaign}
        onChange={(c) => {
          setCampaign(c);
          setPage(1);
        }}
      />
      <DataTable
        caption={`${NAMES[campaign]}: ${data?.total ?? 0} sent`}
        columns={COLUMNS}
        rows={data?.recipients ?? []}
        rowKey={(r) => r.userId}
        empty="This campaign has sent no e-mail yet."
        loading={isFetching && !data}
        error={error ? 'Could not load the campaign.' : undefined}
        scroll="Recipients"
        framed
      />
      {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} label="Recipient pages" />}
    </section>
  );
}
