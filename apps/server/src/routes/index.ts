import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { authRoutes } from './auth/auth.ts';
import { healthRoutes } from './health/health.ts';

/** Every API route module, registered in one place. */
export async function registerRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(healthRoutes(deps));
  await app.register(authRoutes(deps));
}
