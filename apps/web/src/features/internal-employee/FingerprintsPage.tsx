import type { EmployeeFingerprint, Fingerprint } from '@platen/contracts';
import { startRegistration } from '@simplewebauthn/browser';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { Badge } from '@/components/ui/Badge.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { type Column, DataTable } from '@/components/ui/DataTable.tsx';
import { Input } from '@/components/ui/Input.tsx';
import {
  useEnrolFingerprintMutation,
  useEnrolledFingerprintsQuery,
  useFingerprintEnrolOptionsMutation,
  useMyFingerprintsQuery,
  useRemoveFingerprintMutation,
} from './api/fingerprints.ts';
import { touchFailure } from './webauthn-errors.ts';
import './fingerprints.css';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'Never';

const MY_COLUMNS: readonly Column<Fingerprint>[] = [
  { header: 'Fingerprint', cell: (f) => f.label, rowHeader: true },
  { header: 'Enrolled', cell: (f) => when(f.createdAt) },
  { header: 'Last used', cell: (f) => when(f.lastUsedAt) },
];

/** The signed-in employee's fingerprints, and adding one with this device's fingerprint reader. */
function MyFingerprints() {
  const mine = useMyFingerprintsQuery();
  const [options] = useFingerprintEnrolOptionsMutation();
  const [enrol, saving] = useEnrolFingerprintMutation();
  const [label, setLabel] = useState('');
  const { message, tell } = useActionMessage();
  const count = mine.data?.fingerprints.length ?? 0;
  const max = mine.data?.max ?? 4;
  const full = count >= max;
  async function add() {
    tell(null);
    try {
      const optionsJSON = await options().unwrap();
      const response = await startRegistration({ optionsJSON: optionsJSON as never });
      const made = await enrol({ response: response as never, ...(label.trim() ? { label } : {}) }).unwrap();
      setLabel('');
      tell({ kind: 'ok', text: `${made.label} enrolled: touch it at a station screen to clock in.` });
    } catch (e) {
      tell({ kind: 'error', text: touchFailure(e) });
    }
  }
  return (
    <Card
      title="Your fingerprints"
      actions={<Badge tone={full ? 'warning' : 'info'}>{`${count} of ${max}`}</Badge>}
    >
      <p>
        Enrol up to {max} fingerprints with this device's fingerprint reader, then clock in and out at a{' '}
        <Link to="/internal/employee/clock">station screen</Link> by touch, without typing a password.
      </p>
      <DataTable
        framed
        caption="Your enrolled fingerprints"
        captionHidden
        columns={MY_COLUMNS}
        rows={mine.data?.fingerprints ?? []}
        rowKey={(f) => f.credentialId}
        loading={mine.isLoading}
        error={mine.error ? 'Your fingerprints could not be loaded.' : undefined}
        empty="No fingerprints enrolled yet."
      />
      <div className="fingerprints-add">
        <Input
          label="Name (optional)"
          placeholder="Right index"
          maxLength={60}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          disabled={full}
        />
        <Button onClick={() => void add()} loading={saving.isLoading} disabled={full || mine.isLoading}>
          Add a fingerprint
        </Button>
      </div>
      {full && (
        <p>
          You have {max} fingerprints enrolled, the most allowed: ask a supervisor to remove one before adding
          another.
        </p>
      )}
      <ActionOutcome message={message} />
    </Card>
  );
}

const everyoneColumns = (
  onRemove: (f: EmployeeFingerprint) => void,
): readonly Column<EmployeeFingerprint>[] => [
  {
    header: 'Employee',
    cell: (f) => (
      <>
        {f.employeeName}
        <span className="fingerprints-email">{f.employeeEmail}</span>
      </>
    ),
    rowHeader: true,
  },
  {
    header: 'Fingerprint',
    cell: (f) => (
      <>
        {f.label}
        <span className="fingerprints-email">Last used: {when(f.lastUsedAt)}</span>
      </>
    ),
  },
  {
    header: 'Action',
    hiddenHeader: true,
    cell: (f) => (
      <Button variant="destructive" size="sm" onClick={() => onRemove(f)}>
        Remove<span className="visually-hidden">{` ${f.label} of ${f.employeeName}`}</span>
      </Button>
    ),
  },
];

/** Supervisors: every employee's fingerprints; a lost one is removed (audited) and no longer clocks in. */
function EveryonesFingerprints() {
  const all = useEnrolledFingerprintsQuery();
  const [remove] = useRemoveFingerprintMutation();
  const [removing, setRemoving] = useState<EmployeeFingerprint | null>(null);
  const { message, tell } = useActionMessage();
  return (
    <Card title="Employees' fingerprints">
      <DataTable
        framed
        scroll
        caption="Every enrolled fingerprint"
        captionHidden
        columns={everyoneColumns(setRemoving)}
        rows={all.data?.fingerprints ?? []}
        rowKey={(f) => f.credentialId}
        loading={all.isLoading}
        error={all.error ? 'The fingerprints could not be loaded.' : undefined}
        empty="No employee has enrolled a fingerprint."
      />
      <ActionOutcome message={message} />
      <ConfirmDialog
        open={!!removing}
        destructive
        title={removing ? `Remove ${removing.label} of ${removing.employeeName}?` : ''}
        confirmLabel="Remove fingerprint"
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await remove({ userId: removing.employeeId, credentialId: removing.credentialId }).unwrap();
          tell({
            kind: 'ok',
            text: `${removing.label} of ${removing.employeeName} removed: it no longer clocks in.`,
          });
          setRemoving(null);
        }}
      >
        It no longer clocks in at any station. The removal is recorded in the staff audit log.
      </ConfirmDialog>
    </Card>
  );
}

/** /internal/employee/fingerprints: my fingerprints (station.use) and, for supervisors, everyone's. */
export default function FingerprintsPage({ supervisor }: { supervisor: boolean }) {
  return (
    <div className="fingerprints">
      <h1>Fingerprints</h1>
      <MyFingerprints />
      {supervisor && <EveryonesFingerprints />}
    </div>
  );
}
