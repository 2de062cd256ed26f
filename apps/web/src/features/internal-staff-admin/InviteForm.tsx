import type { StaffListResponse } from '@platen/contracts';
import { useState } from 'react';
import { useInviteEmployeeMutation } from './api/staff-admin.ts';

type Choices = StaffListResponse['choices'];
const SUPERVISOR_LEVELS = ['MANAGE', 'ADMIN'];

/** Positions that fit the group (supervisor positions only at MANAGE or ADMIN). */
export const positionsFor = (choices: Choices, group: string, level: string) =>
  choices.positions.filter(
    (p) => p.groups.includes(group) && (!p.supervisor || SUPERVISOR_LEVELS.includes(level)),
  );

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
        <label htmlFor="invite-name">Name</label>
        <input id="invite-name" name="name" required minLength={2} maxLength={80} autoComplete="off" />
        <label htmlFor="invite-email">E-mail</label>
        <input id="invite-email" name="email" type="email" required maxLength={200} autoComplete="off" />
        <label htmlFor="invite-group">Group</label>
        <select id="invite-group" value={group} onChange={(e) => setGroup(e.target.value)}>
          {choices.groups.map((g) => (
            <option key={g}>{g}</option>
          ))}
        </select>
        <label htmlFor="invite-level">Level</label>
        <select id="invite-level" value={level} onChange={(e) => setLevel(e.target.value)}>
          {choices.levels.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
        <label htmlFor="invite-position">Position</label>
        <select id="invite-position" value={chosen} onChange={(e) => setPosition(e.target.value)}>
          {positions.map((p) => (
            <option key={p.name}>{p.name}</option>
          ))}
        </select>
        <label htmlFor="invite-facility">Facility</label>
        <select id="invite-facility" name="facility" defaultValue="">
          <option value="">None</option>
          {choices.facilities.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
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
