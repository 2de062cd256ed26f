import {
  FeatureFlagChangeSchema,
  FeatureFlagParamsSchema,
  FeatureFlagsResponseSchema,
  RoleParamsSchema,
  RolePermissionChangeSchema,
  RolesResponseSchema,
  StaffSessionSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listFeatureFlags, setFeatureFlag, staffSession } from '../../services/access/role-registry.ts';

/** R-6-07..10 role manager (roles.manage) and feature flags (view: featureFlags.view, change: featureFlags.manage). */
export const accessRoutes =
  ({ db, roles }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The staff area's navigation: what the signed-in staff member may do (internal.access).
    app.get('/api/internal/me', { schema: { response: { 200: StaffSessionSchema } } }, async (req) =>
      staffSession(currentUser(req), roles),
    );

    app.get('/api/internal/roles', { schema: { response: { 200: RolesResponseSchema } } }, async () => ({
      roles: [...(await roles.current()).roles],
    }));

    app.post(
      '/api/internal/roles/:roleId/permissions',
      {
        schema: {
          params: RoleParamsSchema,
          body: RolePermissionChangeSchema,
          response: { 200: RolesResponseSchema },
        },
      },
      async (req) => {
        const registry = await roles.change(
          req.params.roleId,
          req.body.permission,
          req.body.accessible,
          currentUser(req).id,
        );
        return { roles: [...registry.roles] };
      },
    );

    app.get(
      '/api/internal/feature-flags',
      { schema: { response: { 200: FeatureFlagsResponseSchema } } },
      async () => listFeatureFlags(db),
    );

    app.put(
      '/api/internal/feature-flags/:name',
      {
        schema: {
          params: FeatureFlagParamsSchema,
          body: FeatureFlagChangeSchema,
          response: { 200: FeatureFlagsResponseSchema },
        },
      },
      async (req) => setFeatureFlag(db, req.params.name, req.body.enabled, currentUser(req).id),
    );
  };
