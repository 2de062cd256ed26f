import type { StaffListResponse, StaffMember } from '@platen/contracts';
import { useEffect, useRef, useState } from 'react';
import { Select } from '@/components/ui/Select.tsx';
import { positionsFor, RoleSelects } from './InviteForm.tsx';

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
        <RoleSelects
          idPrefix="role"
          choices={choices}
          positions={positions}
          group={group}
          level={level}
          position={chosen}
          onGroup={setGroup}
          onLevel={(l) => setLevel(l as RoleChoice['level'])}
          onPosition={setPosition}
        />
        <Select
          id="role-facility"
          label="Facility"
          value={facility}
          onChange={(e) => setFacility(e.target.value)}
        >
          <option value="">None</option>
          {choices.facilities.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </Select>
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
