import type { CrmActivity } from '@platen/contracts';
import { useState } from 'react';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Field } from '@/components/ui/Field.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { Price } from '@/components/ui/Price.tsx';
import { SegmentedControl } from '@/components/ui/SegmentedControl.tsx';
import { StatGrid, StatTile } from '@/components/ui/StatTile.tsx';
import { useCrmAssumeCustomerMutation, useCrmCustomerQuery, useLogCrmActivityMutation } from './api/crm.ts';

const TYPES = [
  { value: 'phone', label: 'Phone call' },
  { value: 'email', label: 'E-mail' },
] as const;

/** Log an e-mail or call: a note and, when the customer should hear again, a follow-up date. */
function LogActivityForm({ customerId }: { customerId: string }) {
  const [type, setType] = useState<CrmActivity['type']>('phone');
  const [note, setNote] = useState('');
  const [followUpOn, setFollowUpOn] = useState('');
  const [log, saving] = useLogCrmActivityMutation();
  const { message, run } = useActionMessage();
  const save = () =>
    void run(
      'Activity logged.',
      log({ customerId, type, note, followUpOn: followUpOn || null }).unwrap(),
    ).then((ok) => {
      if (!ok) return;
      setNote('');
      setFollowUpOn('');
    });
  return (
    <form
      className="crm-log"
      aria-labelledby="crm-log-title"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <h3 id="crm-log-title">Log an activity</h3>
      <SegmentedControl label="Activity type" segments={TYPES} value={type} onChange={setType} />
      <Field label="Note">
        {(c) => (
          <textarea {...c} value={note} maxLength={4000} rows={3} onChange={(e) => setNote(e.target.value)} />
        )}
      </Field>
      <Input
        label="Follow up on"
        type="date"
        value={followUpOn}
        hint="Optional. It shows under follow-ups due from that day until the next activity is logged."
        onChange={(e) => setFollowUpOn(e.target.value)}
      />
      <Button type="submit" loading={saving.isLoading}>
        Save activity
      </Button>
      <ActionOutcome message={message} />
    </form>
  );
}

/** One customer: the figures, acting as them (the assume rule), the log form and the activity log. */
export function CustomerPanel({
  customerId,
  canWrite,
  canAssume,
}: {
  customerId: string;
  canWrite: boolean;
  canAssume: boolean;
}) {
  const detail = useCrmCustomerQuery(customerId);
  const [assume] = useCrmAssumeCustomerMutation();
  const { message, run } = useActionMessage();
  if (detail.error) return <p role="alert">This customer could not be loaded.</p>;
  const d = detail.data;
  if (!d) return <p aria-live="polite">Loading…</p>;
  const c = d.customer;
  return (
    <section className="crm-panel" aria-labelledby="crm-customer-title">
      <h2 id="crm-customer-title">
        {c.name}
        {c.company ? ` · ${c.company}` : ''}
      </h2>
      <p className="hint">{c.email}</p>
      <StatGrid label={`${c.name}'s figures`}>
        <StatTile label="Lifetime value" value={<Price cents={c.lifetimeValueCents} />} />
        <StatTile label="Orders" value={c.orders} />
        <StatTile label="Open claims" value={c.openClaims} />
        <StatTile label="Balance" value={<Price cents={c.balanceCents} />} />
      </StatGrid>
      {canAssume && (
        <p>
          <Button
            variant="secondary"
            onClick={() =>
              run('Acting as the customer.', assume(c.id).unwrap()).then(
                (ok) => ok && window.location.assign('/manager/v2/orders'),
              )
            }
          >
            Act as {c.name}
          </Button>
        </p>
      )}
      <ActionOutcome message={message} />
      {canWrite && <LogActivityForm customerId={c.id} />}
      <h3>Activity</h3>
      {d.activities.length === 0 ? (
        <p>No activity logged yet.</p>
      ) : (
        <ol className="crm-activities">
          {d.activities.map((a) => (
            <li key={a.id}>
              <p>
                <strong>{a.type === 'phone' ? 'Phone call' : 'E-mail'}</strong> ·{' '}
                {new Date(a.createdAt).toLocaleString('en-US')}
                {a.byName ? ` · ${a.byName}` : ''}
                {a.followUpOn ? ` · follow up on ${a.followUpOn}` : ''}
              </p>
              <p>{a.note}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
