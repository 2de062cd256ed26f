import type { StaffListResponse, StaffMember } from '@platen/contracts';
import { useEffect, useRef, useState } from 'react';
import { positionsFor } from './InviteForm.tsx';

type Choices = StaffListResponse['choices'];
export interface RoleChoice {
  level: 'EMPLOYEE' | 'MANAGE' | 'ADMIN';
  group: 'admin' | 'production' | 'sales' | 'cs';
  position: string;
  facility: string | null;
}

/** A modal form that gives an employee another level, group, position or facility (Escape cancels). */
export function ChangeRoleDialog({
  employee,
  choices,
  onSave,
  onCancel,
  error,
}: {
  employee: StaffMember;
  choices: Choices;
  onSave(role: RoleChoice): void;
  onCancel(): void;
  /** The server's refusal of the last save, shown inside the dialog. */
  error: string | null;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  const [group, setGroup] = useState(employee.group ?? choices.groups[0] ?? '');
  const [level, setLevel] = useState(employee.level);
  const [position, setPosition] = useState(employee.position ?? '');
  const [facility, setFacility] = useState(employee.facility ?? '');
  const positions = positionsFor(choices, group, level);
  const chosen = positions.some((p) => p.name === position) ? position : (positions[0]?.name ?? '');
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby="role-title"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id="role-title">Change the role of {employee.name}</h2>
      <form
        className="staff-invite-form role-form"
        onSubmit={(e) => {
          e.preventDefault();
          onSave({
            level: level as RoleChoice['level'],
            group: group as RoleChoice['group'],
            position: chosen,
            facility: facility || null,
          });
        }}
      >
        <label htmlFor="role-group">Group</label>
        <select id="role-group" value={group} onChange={(e) => setGroup(e.target.value)}>
          {choices.groups.map((g) => (
            <option key={g}>{g}</option>
          ))}
        </select>
        <label htmlFor="role-level">Level</label>
        <select id="role-level" value={level} onChange={(e) => setLevel(e.target.value)}>
          {choices.levels.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
        <label htmlFor="role-position">Position</label>
        <select id="role-position" value={chosen} onChange={(e) => setPosition(e.target.value)}>
          {positions.map((p) => (
            <option key={p.name}>{p.name}</option>
          ))}
        </select>
        <label htmlFor="role-facility">Facility</label>
        <select id="role-facility" value={facility} onChange={(e) => setFacility(e.target.value)}>
          <option value="">None</option>
          {choices.facilities.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
        {error && (
          <p role="alert" className="error span-all">
            {error}
          </p>
        )}
        <p className="actions span-all">
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>{' '}
          <button type="submit" disabled={!chosen}>
            Save role
          </button>
        </p>
      </form>
    </dialog>
  );
}
