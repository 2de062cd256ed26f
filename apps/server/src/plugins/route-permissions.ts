import type { UserRow } from '@platen/db';
import { type ApiRouteDef, apiRouteFor } from '@platen/domain/access/api-routes';
import { matchRoute } from '@platen/domain/access/route-table';
import { can, type PermissionsFor, SUB_USER_REQUIREMENTS } from '@platen/domain/access/can';
import { isStaffPermission, type Permission } from '@platen/domain/access/permissions';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { readsAccountOf } from '@platen/domain/access/account-reader';
import { AppError } from '../errors/app-error.ts';
import { accessUser } from '../services/access/access-user.ts';
import type { RoleRegistryKit } from '../services/access/role-registry.ts';

/**
 * R-2-18..20 / R-6-25: may this request open the staff page at `pathname` (page route table, access/route-table.ts)?
 * 'ok' for every non-staff page; staff pages need their permission, so a customer never receives their code.
 */
export async function staffPageAccess(
  req: FastifyRequest,
  pathname: string,
  roles: RoleRegistryKit,
): Promise<'ok' | 'sign-in' | 'forbidden'> {
  const m = matchRoute(pathname);
  if (m?.route.area !== 'internal' || !m.route.requires) return 'ok';
  if (!req.user) return 'sign-in';
  return can(accessUser(req.user), m.route.requires, undefined, await roles.permissionsFor())
    ? 'ok'
    : 'forbidden';
}

/** The staff area's own session call stays open, so the area can say why it is closed. */
const STAFF_SESSION_URL = '/api/internal/me';
/** MANAGE and ADMIN staff turn two-factor sign-in on before any staff call answers them. */
export const TWO_FACTOR_FIRST =
  'Your role needs two-factor sign-in: turn it on in your account settings (Security) before using the staff area.';

/** A registered route and the declaration the route table holds for it (null = undeclared). */
export interface RegisteredRoute {
  method: string;
  url: string;
  declared: ApiRouteDef | null;
}

/** What a refused sub-user (or any user) reads: which grant the account owner can give. */
function refusalFor(u: UserRow, permission: Permission): string {
  if (!u.parentUserId) return 'You do not have permission to do this.';
  const needs: readonly string[] =
    (SUB_USER_REQUIREMENTS as Record<string, readonly string[]>)[permission] ?? [];
  return needs.length
    ? `Your team role does not allow this: ask the account owner for the "${needs.join('" or "')}" permission.`
    : 'Only the account owner can do this.';
}

/** Throws 401 without a user, 403 when the user may not `permission` (role defaults or the role manager's). */
export function requirePermission(
  req: FastifyRequest,
  permission: Permission,
  permissionsFor?: PermissionsFor,
) {
  if (!req.user) throw new AppError('unauthorized', 'Sign in or send your API key to use this call.');
  if (!can(accessUser(req.user), permission, undefined, permissionsFor))
    throw new AppError('forbidden', refusalFor(req.user, permission));
}

/**
 * R-6-25: every route the server registers is checked against the one route table in packages/domain
 * (access/api-routes.ts) before its body is even validated, so a refused call changes nothing. Routes missing
 * from the table are recorded (the route-permission test fails on them) and answer 403 until declared.
 */
export function installRoutePermissions(app: FastifyInstance, roles: RoleRegistryKit): RegisteredRoute[] {
  const registered: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      registered.push({ method, url: route.url, declared: apiRouteFor(method, route.url) });
    }
    const declared = apiRouteFor(String(methods[0]), route.url);
    // Public routes need no check. The others get a callback hook (no promise per request unless the role
    // registry must be read from the database).
    const access = declared ? declared.access : null;
    if (access === 'public') return;
    const check: preValidationHookHandler = (req, _reply, done) => {
      if (access === null) return done(new AppError('forbidden', 'This route declares no permission.'));
      if (!req.user)
        return done(new AppError('unauthorized', 'Sign in or send your API key to use this call.'));
      if (access === 'signed-in') return done();
      const permission: Permission = access;
      if (req.user.twoFactorSetupDue && isStaffPermission(permission) && declared?.url !== STAFF_SESSION_URL)
        return done(new AppError('forbidden', TWO_FACTOR_FIRST));
      const held = roles.heldPermissionsFor();
      if (held) {
        try {
          requirePermission(req, permission, held);
        } catch (err) {
          return done(err as Error);
        }
        return done();
      }
      roles.permissionsFor().then((p) => {
        try {
          requirePermission(req, permission, p);
        } catch (err) {
          return done(err as Error);
        }
        done();
      }, done);
    };
    const existing = route.preValidation;
    route.preValidation = existing ? [check, ...(Array.isArray(existing) ? existing : [existing])] : check;
  });
  return registered;
}

/** R-6-17: the account whose orders, designs and artwork this request's lists show (a "view" sub-user: the parent). */
export function readAccountId(req: FastifyRequest): string {
  if (!req.user) throw new AppError('unauthorized', 'Sign in or send your API key to use this call.');
  return readsAccountOf({ ...accessUser(req.user), id: req.user.id });
}

export { accessUser };
