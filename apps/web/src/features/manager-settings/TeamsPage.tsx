import {
  AGENT_TYPES,
  SUB_USER_PERMISSION_KEYS,
  SUB_USER_PERMISSIONS,
} from '@platen/domain/access/sub-user-permissions';
import { Checkbox } from '@/components/ui/Checkbox.tsx';
import { Input } from '@/components/ui/Input.tsx';
import type { SubUser } from '@platen/contracts';
import { type FormEvent, useId } from 'react';
import { Select } from '@/components/ui/Select.tsx';
import { errorText, useInviteMembersMutation, useSetGrantsMutation, useTeamQuery } from './api/settings.ts';
import { SettingsNav } from './SettingsNav.tsx';

type Grants = SubUser['permissions'];
type Agent = (typeof AGENT_TYPES)[number];

function grantsFrom(f: FormData, prefix: string): { permissions: Grants; agentType: Agent | null } {
  const agent = String(f.get(`${prefix}agent`) ?? '');
  const permissions = Object.fromEntries(
    SUB_USER_PERMISSION_KEYS.map((k) => [k, f.get(`${prefix}${k}`) === 'on']),
  );
  return {
    permissions,
    agentType: (AGENT_TYPES as readonly string[]).includes(agent) ? (agent as Agent) : null,
  };
}

/** The grant checkboxes and agent type of one member (or of the invitation form). */
function GrantFields({ prefix, grants, agent }: { prefix: string; grants: Grants; agent: Agent | null }) {
  return (
    <>
      <fieldset>
        <legend>Permissions</legend>
        {SUB_USER_PERMISSION_KEYS.map((k) => (
          <Checkbox
            key={k}
            label={`${k}: ${SUB_USER_PERMISSIONS[k]}`}
            name={`${prefix}${k}`}
            defaultChecked={grants[k] === true}
          />
        ))}
      </fieldset>
      <Select
        id={`${prefix}agent`}
        label="Agent type (replaces the permissions)"
        className="narrow"
        name={`${prefix}agent`}
        defaultValue={agent ?? ''}
      >
        <option value="">None</option>
        {AGENT_TYPES.map((a) => (
          <option key={a} value={a}>
            {a} agent
          </option>
        ))}
      </Select>
    </>
  );
}

function MemberRow({ m }: { m: SubUser }) {
  const [setGrants, s] = useSetGrantsMutation();
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void setGrants({ userId: m.id, ...grantsFrom(new FormData(e.currentTarget), '') });
  }
  return (
    <li className="card">
      <h3>
        {m.name || m.email} {m.pending && <span>(invited)</span>}
      </h3>
      <p>{m.email}</p>
      {m.pending ? (
        <p>
          Permissions: {Object.keys(m.permissions).join(', ') || 'none'}
          {m.agentType ? `; ${m.agentType} agent` : ''}
        </p>
      ) : (
        <form onSubmit={onSubmit} aria-label={`Permissions of ${m.name}`}>
          <GrantFields prefix="" grants={m.permissions} agent={m.agentType} />
          {s.error && <p role="alert">{errorText(s.error)}</p>}
          {s.isSuccess && <p role="status">Saved.</p>}
          <button type="submit">Save permissions</button>
        </form>
      )}
    </li>
  );
}

/** /manager/v2/settings/teams: invite people by e-mail and grant each what they may do (R-6-13..19). */
export default function TeamsPage() {
  const { data, error } = useTeamQuery();
  const [invite, inv] = useInviteMembersMutation();
  const inviteError = useId();
  function onInvite(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    void invite({ users: [{ email: String(f.get('email') ?? ''), ...grantsFrom(f, 'new-') }] })
      .unwrap()
      .then(() => form.reset())
      .catch(() => null);
  }
  const iErr = errorText(inv.error);
  return (
    <section aria-labelledby="teams-title">
      <h1 id="teams-title">Settings</h1>
      <SettingsNav />
      <h2>Team</h2>
      {error && <p role="alert">{errorText(error)}</p>}
      {data && data.users.length === 0 && <p>No one else works in this account yet.</p>}
      {data && data.users.length > 0 && (
        <ul className="plain-list" aria-label="Team members">
          {data.users.map((m) => (
            <MemberRow key={m.id} m={m} />
          ))}
        </ul>
      )}
      <h2>Invite someone</h2>
      <form onSubmit={onInvite} className="stack" noValidate>
        <Input
          label="E-mail"
          className="narrow"
          id="invite-email"
          name="email"
          type="email"
          required
          aria-describedby={iErr ? inviteError : undefined}
        />
        <GrantFields prefix="new-" grants={{}} agent={null} />
        {iErr && (
          <p role="alert" id={inviteError} className="error">
            {iErr}
          </p>
        )}
        {inv.isSuccess && <p role="status">Invitation sent.</p>}
        <button type="submit" disabled={inv.isLoading}>
          Send invitation
        </button>
      </form>
    </section>
  );
}
