import { createJobQueue, type Db, type JobQueue } from '@platen/db';
import { createImageSandbox, type ImageSandbox } from '../services/image-sandbox/image-sandbox.ts';
import type { FileStore } from '../storage/file-store.ts';
import { mockupRenderJob } from './mockup-render-job.ts';
import { printFileRenderJob } from './print-file-job.ts';
import { probeJob } from './probe-job.ts';
import { ripDropJob } from './rip-drop-job.ts';
import { sweepExpiredJob } from './sweep-expired-job.ts';
import { startWebhookDispatch, webhookDeliverJob } from './webhook-deliver-job.ts';
import { coupaNoticeJob, startCoupaNoticeDispatch } from './coupa-notice-job.ts';
import { webhookSettings } from '../services/webhooks/webhook-settings.ts';
import { blanksCutoffJob } from './blanks-cutoff-job.ts';
import { blankSuppliersJob } from './blank-suppliers-job.ts';
import type { BlankSupplierConfig } from '../services/blank-suppliers/supplier-config.ts';
import { promoStandardsClient } from '../services/blank-suppliers/promostandards-client.ts';
import type { Config } from '../config.ts';
import { consoleReporter, type ErrorReporter } from '../reporter.ts';
import { createMailer, type Mailer } from '../services/mail/mailer.ts';
import { orderMailJob } from './order-mail-job.ts';
import { promoMailJob } from './promo-mail-job.ts';
import type { PromoCampaign, PromoCampaignSettings } from '@platen/domain/promotions/promo-campaigns';
import { startStoreDispatch, storeJobs } from './store-jobs.ts';

export interface JobSystemOptions {
  /** Run job handlers in this process (`npm start` on one machine, `npm run worker`); false = send only. */
  work: boolean;
  instanceName: string;
  /** Seconds between expiry passes (a crashed worker's job is retried within its expiry + this). */
  superviseIntervalSeconds?: number;
  pollSeconds?: number;
  /** The process's image sandbox (the web server's); without it the job system starts its own, closed on stop. */
  images?: ImageSandbox;
  /** Customer e-mails of order events: how mail leaves (SMTP_URL, MAIL_FROM) and the origin links point at. */
  mail?: {
    smtpUrl?: string | undefined;
    from?: string | undefined;
    origin: string;
    reporter: ErrorReporter;
    /** The promotional campaigns' timing (config.promotions). */
    promotions?: Record<PromoCampaign, PromoCampaignSettings> | undefined;
  };
  /** How blank orders reach their suppliers (config SANMAR_PS_*, ALPHA_PS_*, DELTA_PO_EMAIL); unset = none. */
  blankSuppliers?: BlankSupplierConfig | undefined;
}

/** The job queue with every job kind of Platen defined on it, and what the handlers need (the image sandbox). */
export interface JobSystem {
  queue: JobQueue;
  /** Creates the queues and schedules and starts the handlers (when working). */
  start(): Promise<void>;
  /** Graceful: no new jobs, running ones finish (or are handed back after timeoutMs), an own sandbox ends. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Every job kind: mockup renders, the expired-rows sweep (scheduled), the probe, webhook deliveries, blank order
 * cutoffs and (with `mail`) the customer e-mails of order events.
 */
export function createJobSystem(db: Db, files: FileStore, opts: JobSystemOptions): JobSystem {
  const queue = createJobQueue(db, {
    work: opts.work,
    instanceName: opts.instanceName,
    superviseIntervalSeconds: opts.superviseIntervalSeconds,
    pollSeconds: opts.pollSeconds,
  });
  // The sandbox starts its processes on the first drawing, so a process that only sends never starts one. A
  // sender defines the kinds too: it creates the queues (a send never meets a missing queue) and the schedule rows.
  const images = opts.images ?? createImageSandbox();
  const hooks = webhookSettings();
  // The mailer is made on the first run that needs it, in the process that works the job.
  let mailer: Promise<Mailer> | null = null;
  const mail = opts.mail;
  const makeMailer = () => (mailer ??= lazyMailer(db, mail));
  defineJobs(queue, { db, files, images, hooks, opts, mailer: makeMailer });
  // Committed webhook deliveries are nudged onto the queue at once (sends wait for start()).
  let stopDispatch: (() => void) | null = startWebhookDispatch(db, queue, hooks, false);
  let stopStores: (() => void) | null = startStoreDispatch(db, queue, false);
  let stopNotices: (() => void) | null = startCoupaNoticeDispatch(db, queue, false);
  return {
    queue,
    async start() {
      await queue.start();
      if (opts.work && stopDispatch) {
        stopDispatch();
        stopDispatch = startWebhookDispatch(db, queue, hooks, true);
        stopStores?.();
        stopStores = startStoreDispatch(db, queue, true);
        stopNotices?.();
        stopNotices = startCoupaNoticeDispatch(db, queue, true);
      }
    },
    async stop(timeoutMs = 20_000) {
      stopDispatch?.();
      stopDispatch = null;
      stopStores?.();
      stopStores = null;
      stopNotices?.();
      stopNotices = null;
      await queue.stop(timeoutMs);
      const own = await mailer?.catch(() => null);
      if (own) {
        await own.idle();
        own.close();
      }
      if (!opts.images) await images.close();
    },
  };
}

/** Every job kind on the queue: renders, sweeps, probes, webhooks, blanks, suppliers, stores and (with mail) mail. */
function defineJobs(
  queue: JobQueue,
  c: {
    db: Db;
    files: FileStore;
    images: ImageSandbox;
    hooks: ReturnType<typeof webhookSettings>;
    opts: JobSystemOptions;
    mailer: () => Promise<Mailer>;
  },
) {
  const { db, files, images, hooks, mailer: makeMailer } = c;
  queue.define(
    mockupRenderJob(files, images),
    printFileRenderJob(files, images),
    ripDropJob(() => ({ db, jobs: queue, files })),
    sweepExpiredJob(db),
    probeJob(db),
    webhookDeliverJob(db, hooks, () => queue),
    blanksCutoffJob(db),
    blankSuppliersJob(db, {
      config: c.opts.blankSuppliers ?? {},
      promoStandards: promoStandardsClient,
      mailer: makeMailer,
    }),
    ...storeJobs(db),
    coupaNoticeJob(db, c.opts.mail ? new URL(c.opts.mail.origin).host : 'platen', () => queue),
  );
  const mail = c.opts.mail;
  if (mail)
    queue.define(
      orderMailJob(db, { mailer: makeMailer, origin: mail.origin }),
      promoMailJob(db, { mailer: makeMailer, origin: mail.origin, campaigns: mail.promotions }),
    );
}

/** The mailer of the jobs that send mail (order events, promotions, DELTA's purchase orders). */
function lazyMailer(db: Db, mail: JobSystemOptions['mail']) {
  return createMailer(db, {
    smtpUrl: mail?.smtpUrl,
    from: mail?.from,
    reporter: mail?.reporter ?? consoleReporter,
  });
}

/** Job settings from the environment: PLATEN_JOBS_SUPERVISE_SECONDS, PLATEN_JOBS_POLL_SECONDS. */
export function jobTuning(env: NodeJS.ProcessEnv = process.env) {
  const n = (v: string | undefined) =>
    v && Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : undefined;
  return {
    superviseIntervalSeconds: n(env.PLATEN_JOBS_SUPERVISE_SECONDS),
    pollSeconds: n(env.PLATEN_JOBS_POLL_SECONDS),
  };
}

/** The order-event mail settings of a configuration: SMTP_URL, MAIL_FROM, and PUBLIC_URL (else this host). */
export function mailSettings(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'publicUrl' | 'port' | 'promotions'>,
) {
  return {
    promotions: config.promotions,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    origin: config.publicUrl ?? `http://localhost:${config.port}`,
    reporter: consoleReporter,
  };
}
