import { CUSTOMER_PERMISSIONS, STAFF_PERMISSIONS } from '@platen/domain/access/permissions';
import { Checkbox } from '@/components/ui/Checkbox.tsx';
import { useState } from 'react';
import { type RoleView, useChangeRolePermissionMutation, useRolesQuery } from './api/roles.ts';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { Select } from '@/components/ui/Select.tsx';

const roleLabel = (r: RoleView) => (r.group ? `${r.role} · ${r.group}` : r.role);

/** One group of permissions of the chosen role, each a checkbox that grants or revokes it at once. */
function PermissionGroup(props: {
  legend: string;
  permissions: readonly string[];
  role: RoleView;
  busy: boolean;
  onChange: (permission: string, accessible: boolean) => void;
}) {
  const { role } = props;
  return (
    <fieldset className="permission-group">
      <legend>{props.legend}</legend>
      {props.permissions.map((p) => {
        const id = `perm-${role.identifier}-${p}`;
        return (
          <Checkbox
            key={p}
            id={id}
            label={p}
            checked={role.permissions[p] === true}
            aria-disabled={props.busy}
            // Stays focusable while a change is saved (a disabled control would lose the keyboard focus).
            onChange={(e) => !props.busy && props.onChange(p, e.target.checked)}
          />
        );
      })}
    </fieldset>
  );
}

const PERMISSION_GROUPS = [
  ['Customer', CUSTOMER_PERMISSIONS],
  ['Staff', STAFF_PERMISSIONS],
] as const;

/**
 * /internal/dashboard/roles (roles.manage, ADMIN only): the role manager (R-6-07..10). Choose a role, then grant
 * or revoke each permission; the server refuses what the domain forbids (e.g. ADMIN losing roles.manage).
 */
export default function RoleManagerPage() {
  const roles = useRolesQuery();
  const [change, state] = useChangeRolePermissionMutation();
  const [chosen, setChosen] = useState('');
  const { message, run } = useActionMessage('The change failed.');
  const list = roles.data?.roles ?? [];
  const role = list.find((r) => r.identifier === chosen) ?? list[0];
  const onChange = (permission: string, accessible: boolean) => {
    if (!role) return;
    const what = `${accessible ? 'Granted' : 'Revoked'} ${permission} ${accessible ? 'to' : 'from'} ${roleLabel(role)}.`;
    void run(what, change({ roleId: role.identifier, permission, accessible }).unwrap());
  };
  return (
    <section aria-labelledby="roles-title">
      <h1 id="roles-title">Roles and permissions</h1>
      <p>Each role's permissions apply to every user holding it, from their next request.</p>
      <ActionOutcome message={message} />
      {roles.isLoading && <p aria-busy="true">Loading the roles…</p>}
      {roles.error && <p role="alert">{roles.error.message}</p>}
      {role && (
        <>
          <Select
            id="role-choice"
            label="Role"
            className="narrow"
            value={role.identifier}
            onChange={(e) => setChosen(e.target.value)}
          >
            {list.map((r) => (
              <option key={r.identifier} value={r.identifier}>
                {roleLabel(r)} (level {r.level})
              </option>
            ))}
          </Select>
          <div className="permission-groups">
            {PERMISSION_GROUPS.map(([who, permissions]) => (
              <PermissionGroup
                key={who}
                legend={`${who} permissions of ${roleLabel(role)}`}
                permissions={permissions}
                role={role}
                busy={state.isLoading}
                onChange={onChange}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
