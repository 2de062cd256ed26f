import type { StaffMember } from '@platen/contracts';
import { useState } from 'react';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { type Column, DataTable } from '@/components/ui/DataTable.tsx';
import { LoadError } from '@/components/ui/LoadError.tsx';
import { ChangeRoleDialog, type RoleChoice } from './ChangeRoleDialog.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { InviteForm } from './InviteForm.tsx';
import {
  useChangeEmployeeMutation,
  useEmployeeActionMutation,
  useStaffListQuery,
} from './api/staff-admin.ts';
import './staff-admin.css';

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-US', {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })
    : 'Never';

const STATUS: Record<StaffMember['status'], string> = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
};

type Pending = { employee: StaffMember; action: 'deactivate' | 'reset-two-factor' };

const QUESTIONS: Record<
  Pending['action'],
  (e: StaffMember) => { title: string; body: string; confirm: string }
> = {
  deactivate: (e) => ({
    title: `Deactivate ${e.name}?`,
    body: `${e.email} is signed out everywhere at once, their API key stops working and they cannot sign in until reactivated.`,
    confirm: 'Deactivate',
  }),
  'reset-two-factor': (e) => ({
    title: `Reset two-factor sign-in of ${e.name}?`,
    body: `Their authenticator app and recovery codes stop working; they set two-factor up again${e.twoFactorRequired ? ' before the staff area opens to them' : ''}.`,
    confirm: 'Reset two-factor',
  }),
};

function twoFactor(e: StaffMember) {
  if (e.twoFactorOn) return 'On';
  return e.twoFactorRequired ? 'Required, not set up' : 'Off';
}

/** /internal/dashboard/staff: employees, invite, deactivate/reactivate, reset two-factor, the audit log. */
export default function StaffAdminPage() {
  const list = useStaffListQuery();
  const [act] = useEmployeeActionMutation();
  const { message, run, tell } = useActionMessage();
  const [pending, setPending] = useState<Pending | null>(null);
  const [change] = useChangeEmployeeMutation();
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const saveRole = (role: RoleChoice) => {
    if (!editing) return;
    const e = editing;
    void run(
      `${e.email} is now ${role.level} ${role.group}, ${role.position}.`,
      change({ userId: e.id, assignment: role }).unwrap(),
    ).then((ok) => ok && setEditing(null));
  };
  const confirmed = () => {
    if (!pending) return;
    const { employee: e, action } = pending;
    setPending(null);
    const done =
      action === 'deactivate' ? `Deactivated ${e.email}.` : `Two-factor sign-in of ${e.email} was reset.`;
    void run(done, act({ userId: e.id, action }).unwrap());
  };
  const columns: Column<StaffMember>[] = [
    {
      header: 'Name and e-mail',
      rowHeader: true,
      cell: (e) => (
        <span className="who">
          {e.name} <small>{e.email}</small>
        </span>
      ),
    },
    {
      header: 'Group, level and position',
      cell: (e) => (
        <span className="who">
          {e.group ?? ''} · {e.level} <small>{e.position ?? ''}</small>
        </span>
      ),
    },
    { header: 'Facility', cell: (e) => e.facility ?? '—' },
    {
      header: 'Status',
      cell: (e) => <span className={`staff-status ${e.status}`}>{STATUS[e.status]}</span>,
    },
    { header: 'Two-factor', cell: twoFactor },
    { header: 'Last sign-in', cell: (e) => when(e.lastSignInAt) },
    {
      header: 'Actions',
      cell: (e) =>
        e.id === list.data?.youId ? (
          <span className="hint">You</span>
        ) : (
          <span className="row-actions">
            {e.status === 'deactivated' ? (
              <button
                type="button"
                className="secondary"
                aria-label={`Reactivate ${e.name}`}
                onClick={() =>
                  void run(`Reactivated ${e.email}.`, act({ userId: e.id, action: 'reactivate' }).unwrap())
                }
              >
                Reactivate
              </button>
            ) : (
              <button
                type="button"
                className="danger"
                aria-label={`Deactivate ${e.name}`}
                onClick={() => setPending({ employee: e, action: 'deactivate' })}
              >
                Deactivate
              </button>
            )}{' '}
            {e.status !== 'deactivated' && (
              <button
                type="button"
                className="secondary"
                aria-label={`Change role of ${e.name}`}
                onClick={() => {
                  tell(null);
                  setEditing(e);
                }}
              >
                Change role
              </button>
            )}{' '}
            {e.twoFactorOn && (
              <button
                type="button"
                className="secondary"
                aria-label={`Reset two-factor of ${e.name}`}
                onClick={() => setPending({ employee: e, action: 'reset-two-factor' })}
              >
                Reset two-factor
              </button>
            )}
          </span>
        ),
    },
  ];
  const data = list.data;
  return (
    <section aria-labelledby="staff-admin-title" className="staff-admin">
      <h1 id="staff-admin-title">Staff</h1>
      <ActionOutcome message={message} />
      {list.error && <LoadError error={list.error} />}
      {!data && !list.error && <p aria-busy="true">Loading…</p>}
      {data && (
        <>
          <InviteForm choices={data.choices} run={run} />
          <DataTable
            caption="Employees"
            columns={columns}
            rows={data.employees}
            rowKey={(e) => e.id}
            empty="No employees yet."
            scroll="Employees"
            className="staff-table"
          />
          <section aria-labelledby="audit-title">
            <h2 id="audit-title">Changes</h2>
            {data.audit.length === 0 ? (
              <p>No changes yet.</p>
            ) : (
              <ol className="staff-audit">
                {data.audit.map((a) => (
                  <li key={a.id}>
                    <time dateTime={a.at}>{when(a.at)}</time> {a.summary}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
      {editing && data && (
        <ChangeRoleDialog
          employee={editing}
          choices={data.choices}
          onSave={saveRole}
          error={message?.kind === 'error' ? message.text : null}
          onCancel={() => setEditing(null)}
        />
      )}
      {pending && (
        <ConfirmDialog
          {...QUESTIONS[pending.action](pending.employee)}
          onConfirm={confirmed}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}
