import type { Db } from '@platen/db';
import type { Config } from './config.ts';
import type { AuthKit } from './plugins/auth.ts';
import type { ErrorReporter } from './reporter.ts';

/** What every route module receives. */
export interface AppDeps {
  db: Db;
  config: Config;
  auth: AuthKit;
  reporter: ErrorReporter;
}
