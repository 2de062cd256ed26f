import type { Queryable } from './db.ts';

/** Role-manager overrides and feature flags (small tables, read whole). */
export function accessRepository(db: Queryable) {
  return {
    async roleOverrides(): Promise<{ identifier: string; permission: string; accessible: boolean }[]> {
      const r = await db.query<{ identifier: string; permission: string; accessible: boolean }>(
        'SELECT identifier, permission, accessible FROM role_permissions ORDER BY updated_at, identifier, permission',
      );
      return r.rows;
    },
    async setRolePermission(identifier: string, permission: string, accessible: boolean, by: string | null) {
      await db.query(
        `INSERT INTO role_permissions (identifier, permission, accessible, updated_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (identifier, permission) DO UPDATE SET accessible = $3, updated_at = now(), updated_by = $4`,
        [identifier, permission, accessible, by],
      );
    },
    async featureFlags(): Promise<Record<string, boolean>> {
      const r = await db.query<{ name: string; enabled: boolean }>('SELECT name, enabled FROM feature_flags');
      return Object.fromEntries(r.rows.map((f) => [f.name, f.enabled]));
    },
    async setFeatureFlag(name: string, enabled: boolean, by: string | null) {
      await db.query(
        `INSERT INTO feature_flags (name, enabled, updated_by) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET enabled = $2, updated_at = now(), updated_by = $3`,
        [name, enabled, by],
      );
    },
  };
}
