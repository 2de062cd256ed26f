import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listFeatureFlags, setFeatureFlag } from '../../services/access/role-registry.ts';

const RoleSchema = z.object({
  id: z.string(),
  identifier: z.string(),
  role: z.string(),
  level: z.number().int(),
  group: z.string().nullable(),
  permissions: z.record(z.string(), z.boolean()),
});
const RolesSchema = z.object({ roles: z.array(RoleSchema) });
const FlagsSchema = z.object({
  flags: z.array(z.object({ name: z.string(), description: z.string(), enabled: z.boolean() })),
});

/** R-6-07..10 role manager (roles.manage) and feature flags (view: featureFlags.view, change: featureFlags.manage). */
export const accessRoutes =
  ({ db, roles }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/internal/roles', { schema: { response: { 200: RolesSchema } } }, async () => ({
      roles: [...(await roles.current()).roles],
    }));

    app.post(
      '/api/internal/roles/:roleId/permissions',
      {
        schema: {
          params: z.object({ roleId: z.string().min(1).max(100) }),
          body: z.strictObject({ permission: z.string().min(1).max(100), accessible: z.boolean() }),
          response: { 200: RolesSchema },
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

    app.get('/api/internal/feature-flags', { schema: { response: { 200: FlagsSchema } } }, async () =>
      listFeatureFlags(db),
    );

    app.put(
      '/api/internal/feature-flags/:name',
      {
        schema: {
          params: z.object({ name: z.string().min(1).max(100) }),
          body: z.strictObject({ enabled: z.boolean() }),
          response: { 200: FlagsSchema },
        },
      },
      async (req) => setFeatureFlag(db, req.params.name, req.body.enabled, currentUser(req).id),
    );
  };
