import type { RolePermissionChangeSchema, RolesResponseSchema } from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { getUrl, sendWithParam } from '@/api/requests.ts';

export type Roles = z.infer<typeof RolesResponseSchema>;
export type RoleView = Roles['roles'][number];

/** The role manager's calls (R-6-07..10, roles.manage). */
export const rolesApi = injectApi({
  endpoints: (b) => ({
    /** GET internal roles: every role with an accessibility value per permission. */
    roles: b.query<Roles, void>({ query: getUrl('internal', '/roles'), providesTags: ['Roles'] }),
    /** POST internal roles/{roleId}/permissions: grant (accessible: true) or revoke one permission. */
    changeRolePermission: b.mutation<Roles, { roleId: string } & z.infer<typeof RolePermissionChangeSchema>>({
      query: sendWithParam('POST', 'internal', '/roles/:roleId/permissions', 'roleId'),
      invalidatesTags: ['Roles'],
    }),
  }),
});

export const { useRolesQuery, useChangeRolePermissionMutation } = rolesApi;
