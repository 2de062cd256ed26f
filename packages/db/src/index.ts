export { createDb, type Db, type DbKind, type Queryable } from './db.ts';
export { migrate, listMigrations } from './migrate.ts';
export {
  usersRepository,
  sessionsRepository,
  rateLimitsRepository,
  secretsRepository,
  type UserRow,
} from './users-repository.ts';
