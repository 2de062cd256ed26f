import { accessRepository, type Db, type UserRow } from '@platen/db';
import {
  defaultRoleRegistry,
  grantedPermissions,
  type RoleRegistry,
} from '@platen/domain/access/authorization-service';
import { can, type PermissionsFor } from '@platen/domain/access/can';
import { PERMISSIONS, type Permission } from '@platen/domain/access/permissions';
import {
  applyOverrides,
  changeRolePermission,
  FEATURE_FLAGS,
  isFeatureFlag,
} from '@platen/domain/access/role-manager';
import { AppError } from '../../errors/app-error.ts';
import { accessUser } from './access-user.ts';

/** How long another process's role change may take to reach this one (PostgreSQL); PGlite is exact. */
const SHARED_TTL_MS = 5_000;

/**
 * The role registry (defaults + the role manager's overrides), read once and kept: on PGlite this process is the
 * only writer, so it stays exact (a write here refreshes it); on PostgreSQL it is re-read after 5 s.
 * docs/decisions/role-manager.md.
 */
export function roleRegistry(db: Db) {
  let held: { registry: RoleRegistry; permissionsFor: PermissionsFor; at: number } | null = null;
  const load = async () => {
    const overrides = await accessRepository(db).roleOverrides();
    const registry = applyOverrides(
      defaultRoleRegistry(),
      overrides.map((o) => ({ ...o, permission: o.permission as Permission })),
    );
    held = { registry, permissionsFor: grantsOf(registry), at: Date.now() };
    return held;
  };
  const fresh = () => (held && (db.cache || Date.now() - held.at < SHARED_TTL_MS) ? held : null);
  const current = async (): Promise<RoleRegistry> => (fresh() ?? (await load())).registry;
  return {
    current,
    /** `can()`'s permission source for the current registry. */
    async permissionsFor(): Promise<PermissionsFor> {
      return (fresh() ?? (await load())).permissionsFor;
    },
    /** The same without waiting, when the registry held is current (always on PGlite once read); else null. */
    heldPermissionsFor(): PermissionsFor | null {
      return fresh()?.permissionsFor ?? null;
    },
    /** R-6-10: grant or revoke; refused changes are a 422 with the domain's sentence. */
    async change(roleId: string, permission: string, accessible: boolean, by: string) {
      const r = changeRolePermission((await load()).registry, roleId, permission, accessible);
      if (!r.ok) throw new AppError('unprocessable', r.issues[0]!.message, { issues: r.issues });
      const role = r.value.roles.find((x) => x.id === roleId || x.identifier === roleId)!;
      await accessRepository(db).setRolePermission(role.identifier, permission, accessible, by);
      return (await load()).registry;
    },
  };
}
export type RoleRegistryKit = ReturnType<typeof roleRegistry>;

/** `grantedPermissions` of one registry, each role's set computed once (every route check asks it). */
function grantsOf(registry: RoleRegistry): PermissionsFor {
  const sets = new Map<string, ReadonlySet<Permission>>();
  return (role, group) => {
    const key = `${role}/${group ?? ''}`;
    let set = sets.get(key);
    if (!set) {
      set = grantedPermissions(registry, role, group);
      sets.set(key, set);
    }
    return set;
  };
}

/** Feature flags with their stored values (default off). */
export async function listFeatureFlags(db: Db) {
  const stored = await accessRepository(db).featureFlags();
  return { flags: FEATURE_FLAGS.map((f) => ({ ...f, enabled: stored[f.name] ?? false })) };
}

/** Turns a known feature flag on or off. */
export async function setFeatureFlag(db: Db, name: string, enabled: boolean, by: string) {
  if (!isFeatureFlag(name)) throw new AppError('not_found', `No feature flag ${name}.`);
  await accessRepository(db).setFeatureFlag(name, enabled, by);
  return listFeatureFlags(db);
}

/** GET /api/internal/me: the staff member's role, group and every permission `can()` grants them now. */
export async function staffSession(user: UserRow, roles: RoleRegistryKit) {
  const who = accessUser(user);
  const permissionsFor = await roles.permissionsFor();
  return {
    email: user.email,
    role: who.role,
    group: who.group ?? null,
    permissions: PERMISSIONS.filter((p) => can(who, p, undefined, permissionsFor)),
    twoFactorSetupDue: !!user.twoFactorSetupDue,
  };
}
