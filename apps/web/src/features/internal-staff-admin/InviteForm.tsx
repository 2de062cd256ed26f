import type { StaffListResponse } from '@platen/contracts';
import { useState } from 'react';
import { Input } from '@/components/ui/Input.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { useInviteEmployeeMutation } from './api/staff-admin.ts';

type Choices = StaffListResponse['choices'];
const SUPERVISOR_LEVELS = ['MANAGE', 'ADMIN'];

/** Positions that fit the group (supervisor positions only at MANAGE or ADMIN). */
export const positionsFor = (choices: Choices, group: string, level: string) =>
  choices.positions.filter(
    (p) => p.groups.includes(group) && (!p.supervisor || SUPERVISOR_LEVELS.includes(level)),
  );

/** The group, level and position selects of the invite form and the change-role dialog. */
export function RoleSelects(p: {
  idPrefix: string;
  choices: Choices;
  positions: Choices['positions'];
  group: string;
  level: string;
  position: string;
  onGroup(g: string): void;
  onLevel(l: string): void;
  onPosition(p: string): void;
}) {
  return (
    <>
      <Select
        id={`${p.idPrefix}-group`}
        label="Group"
        value={p.group}
        onChange={(e) => p.onGroup(e.target.value)}
      >
        {p.choices.groups.map((g) => (
          <option key={g}>{g}</option>
        ))}
      </Select>
      <Select
        id={`${p.idPrefix}-level`}
        label="Level"
        value={p.level}
        onChange={(e) => p.onLevel(e.target.value)}
      >
        {p.choices.levels.map((l) => (
          <option key={l}>{l}</option>
        ))}
      </Select>
      <Select
        id={`${p.idPrefix}-position`}
        label="Position"
        value={p.position}
        onChange={(e) => p.onPosition(e.target.value)}
      >
        {p.positions.map((x) => (
          <option key={x.name}>{x.name}</option>
        ))}
      </Select>
    </>
  );
}

/** Invite an employee: name, e-mail, group, level, position, facility. The mail's link sets their password. */
export function InviteForm({
  choices,
  run,
}: {
  choices: Choices;
  run: (label: string, p: Promise<unknown>) => Promise<boolean>;
}) {
  const [invite, inviting] = useInviteEmployeeMutation();
  const [group, setGroup] = useState(choices.groups[0] ?? '');
  const [level, setLevel] = useState('EMPLOYEE');
  const positions = positionsFor(choices, group, level);
  const [position, setPosition] = useState('');
  const chosen = positions.some((p) => p.name === position) ? position : (positions[0]?.name ?? '');
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const email = String(f.get('email') ?? '');
    const facility = String(f.get('facility') ?? '');
    void run(
      `Invited ${email}: the e-mail with their link is on its way.`,
      invite({
        name: String(f.get('name') ?? ''),
        email,
        group: group as 'cs',
        level: level as 'EMPLOYEE',
        position: chosen,
        facility: facility || null,
      }).unwrap(),
    ).then((ok) => ok && form.reset());
  };
  return (
    <section aria-labelledby="invite-title" className="card staff-invite">
      <h2 id="invite-title">Invite an employee</h2>
      <form onSubmit={submit} className="staff-invite-form">
        <Input
          id="invite-name"
          label="Name"
          name="name"
          required
          minLength={2}
          maxLength={80}
          autoComplete="off"
        />
        <Input
          id="invite-email"
          label="E-mail"
          name="email"
          type="email"
          required
          maxLength={200}
          autoComplete="off"
        />
        <RoleSelects
          idPrefix="invite"
          choices={choices}
          positions={positions}
          group={group}
          level={level}
          position={chosen}
          onGroup={setGroup}
          onLevel={setLevel}
          onPosition={setPosition}
        />
        <Select id="invite-facility" label="Facility" name="facility" defaultValue="">
          <option value="">None</option>
          {choices.facilities.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </Select>
        {SUPERVISOR_LEVELS.includes(level) && (
          <p className="hint span-all">
            {level} needs two-factor sign-in: the staff area opens to them once they turn it on.
          </p>
        )}
        <p className="span-all">
          <button type="submit" disabled={inviting.isLoading || !chosen}>
            Send invitation
          </button>
        </p>
      </form>
    </section>
  );
}
