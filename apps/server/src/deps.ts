import type { Db, JobQueue } from '@platen/db';
import type { Config } from './config.ts';
import type { AuthKit } from './plugins/auth.ts';
import type { ErrorReporter } from './reporter.ts';
import type { Mailer } from './services/mail/mailer.ts';
import type { ImageSandbox } from './services/image-sandbox/image-sandbox.ts';
import type { FileStore } from './storage/file-store.ts';
import type { RoleRegistryKit } from './services/access/role-registry.ts';
import type { Payments } from './services/billing/stripe-gateway.ts';

/** What every route module receives. */
export interface AppDeps {
  db: Db;
  config: Config;
  auth: AuthKit;
  reporter: ErrorReporter;
  /** Every stored file (artwork, mockups, renders …): DATA_DIR/files or S3. */
  files: FileStore;
  /** Deferred, scheduled and retried work (jobs/job-system.ts). */
  jobs: JobQueue;
  /** Where every decode and drawing of a user's image runs (a separate, low-priority process). */
  images: ImageSandbox;
  /** R-6-10: role permissions (defaults + role manager), as route checks and assume see them. */
  roles: RoleRegistryKit;
  /** Every e-mail (templates in domain mail/mail-templates.ts): SMTP_URL or the outbox table. */
  mail: Mailer;
  /** The card-payment provider (Stripe SDK), null when no key is configured. */
  payments: Payments | null;
}
