import type { UserRow } from '@platen/db';
import { apiRouteFor } from '@platen/domain/access/api-routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { readAccountId, requirePermission } from '../../plugins/route-permissions.ts';
import type { RequestLoaders } from '../../services/graphql/loaders.ts';
import type { Actor } from '../../services/orders/run-order-action.ts';

/** What every resolver receives: the request (its user, as REST authenticated it), the app's parts, loaders. */
export interface GqlContext {
  req: FastifyRequest;
  reply: FastifyReply;
  deps: AppDeps;
  loaders: RequestLoaders;
}

const UNAUTHORIZED = 'Sign in or send your API key to use this call.';

/**
 * The permission of the REST route a field stands for, checked as that route's is (the one route table of
 * packages/domain access/api-routes.ts): public, any signed-in user, or a permission of the caller's role.
 */
export async function allow(ctx: GqlContext, method: 'GET' | 'POST', url: string): Promise<UserRow | null> {
  const declared = apiRouteFor(method, url);
  if (!declared) throw new AppError('forbidden', 'This route declares no permission.');
  if (declared.access === 'public') return ctx.req.user;
  if (!ctx.req.user) throw new AppError('unauthorized', UNAUTHORIZED);
  if (declared.access !== 'signed-in')
    requirePermission(ctx.req, declared.access, await ctx.deps.roles.permissionsFor());
  return ctx.req.user;
}

/** The caller, once allow() let them in (REST's currentUser). */
export function caller(ctx: GqlContext): UserRow {
  if (!ctx.req.user) throw new AppError('unauthorized', UNAUTHORIZED);
  return ctx.req.user;
}

/** The account whose lists the caller reads (REST's readAccountId: a "view" sub-user reads the parent's). */
export const readerOf = (ctx: GqlContext) => readAccountId(ctx.req);

export const actorOf = (ctx: GqlContext): Actor => ({
  id: caller(ctx).id,
  assumedBy: ctx.req.user?.assumedBy?.id ?? null,
});

/**
 * Arguments checked by the REST route's own zod schema: the same rules and the same messages, a `validation`
 * error (REST's 400) naming the argument otherwise.
 */
export function parseArgs<S extends z.ZodType>(schema: S, args: unknown): z.infer<S> {
  const r = schema.safeParse(args);
  if (r.success) return r.data;
  const issues = r.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  const first = issues[0];
  throw new AppError(
    'validation',
    first ? `Invalid request: ${first.path}: ${first.message}` : 'Invalid request.',
    { issues },
  );
}

/** A page answer: the rows with REST's X-Count and X-Pages as fields. */
export const pageOf = <T>(r: { rows: T[]; count: number; pages: number }) => ({
  totalCount: r.count,
  pages: r.pages,
  nodes: r.rows,
});
