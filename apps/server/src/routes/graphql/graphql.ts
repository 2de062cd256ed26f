import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import type { AppDeps } from '../../deps.ts';
import { GraphQLError } from 'graphql';
import { AppError, statusOf } from '../../errors/app-error.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { readAccountId } from '../../plugins/route-permissions.ts';
import { queryLimits } from '../../services/graphql/limits.ts';
import { requestLoaders } from '../../services/graphql/loaders.ts';
import { GRAPHQL_SCHEMA } from '../../services/graphql/schema.ts';
import type { GqlContext } from './graphql-access.ts';
import { graphqlErrorFormatter } from './graphql-errors.ts';
import { mutationResolvers } from './graphql-mutations.ts';
import { queryResolvers } from './graphql-queries.ts';
import { typeResolvers } from './graphql-types.ts';

/** Requests per minute to /graphql per caller (the user, else the address): docs/decisions/graphql-api.md. */
export const GRAPHQL_RATE_LIMIT = { max: 300, windowSeconds: 60 } as const;

const SHAPE = 'Send the query as {"query": "...", "variables": {...}, "operationName": "..."}.';
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A GraphQL request's envelope: `query` a string, `variables` an object, `operationName` a string (else 400). */
function checkRequestShape(req: FastifyRequest) {
  const r = req.method === 'GET' ? req.query : req.body;
  if (!isObject(r) || typeof r.query !== 'string') throw new AppError('bad_request', SHAPE);
  const vars = req.method === 'GET' && typeof r.variables === 'string' ? safeJson(r.variables) : r.variables;
  if (vars !== undefined && vars !== null && !isObject(vars)) throw new AppError('bad_request', SHAPE);
  if (r.operationName !== undefined && r.operationName !== null && typeof r.operationName !== 'string')
    throw new AppError('bad_request', SHAPE);
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return 'not json';
  }
}

/**
 * R-7-07 /graphql: the public API as one GraphQL endpoint (mercurius). Authentication is the app's (API key or
 * session + XSRF on POST), each field checks the permission of the REST route it stands for, errors carry REST's
 * codes, a query past the depth or cost limit is refused before anything runs. GraphiQL (`/graphiql`) outside
 * production. Not an OpenAPI operation: docs/decisions/graphql-api.md.
 */
export const graphqlRoutes = (deps: AppDeps) => async (app: FastifyInstance) => {
  const limit = rateLimit(deps.db, { name: 'graphql', ...GRAPHQL_RATE_LIMIT });
  // Its routes are no OpenAPI operations (a GraphQL document is not described by JSON schema).
  // (mercurius' JSON schemas are not zod's: the request's shape is checked below instead).
  app.addHook('onRoute', (route) => {
    route.schema = { hide: true };
  });
  app.addHook('preHandler', async (req, reply) => {
    if (!req.url.startsWith('/graphql')) return;
    // A GET without a query is no GraphQL request (a crawler, a link): refused below without counting it, so a
    // GET never writes (rate-limit windows are rows).
    const hasQuery = req.method !== 'GET' || Boolean((req.query as { query?: unknown } | undefined)?.query);
    if (hasQuery) await limit(req, reply);
    checkRequestShape(req);
  });
  await app.register(mercurius, {
    schema: GRAPHQL_SCHEMA,
    resolvers: {
      Query: queryResolvers,
      Mutation: mutationResolvers,
      ...typeResolvers,
    } as never,
    path: '/graphql',
    graphiql: deps.config.env !== 'production',
    validationRules: [queryLimits],
    allowBatchedQueries: false,
    errorFormatter: graphqlErrorFormatter(deps.reporter) as never,
    // A session request without its XSRF token is refused before any GraphQL runs, as on every REST route.
    errorHandler: ((error: Error, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError && error.code === 'xsrf') {
        const statusCode = statusOf(error.code);
        return reply
          .code(statusCode)
          .send({ statusCode, code: error.code, message: error.message, issues: [] });
      }
      const { statusCode, response } = graphqlErrorFormatter(deps.reporter)(
        { errors: [new GraphQLError(error.message, { originalError: error })] } as never,
        { req: request, reply } as Partial<GqlContext>,
      );
      return reply.code(statusCode).send(response);
    }) as never,
    context: (req: FastifyRequest, reply: FastifyReply): GqlContext => ({
      req,
      reply,
      deps,
      loaders: requestLoaders(deps.db, () => readAccountId(req)),
    }),
  });
};
