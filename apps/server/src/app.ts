import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { Db } from '@platen/db';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config.ts';
import type { AppDeps } from './deps.ts';
import { createJobSystem, mailSettings } from './jobs/job-system.ts';
import { installAuth } from './plugins/auth.ts';
import { installErrorHandler } from './plugins/error-handler.ts';
import { healthAnswer, healthFastPath } from './plugins/health-fast-path.ts';
import { installStrictJson } from './plugins/json-body.ts';
import {
  installRoutePermissions,
  type RegisteredRoute,
  staffPageAccess,
} from './plugins/route-permissions.ts';
import { frameworkErrors, installSecurityHeaders } from './plugins/security-headers.ts';
import { installTextGuard } from './plugins/text-guard.ts';
import { consoleReporter, type ErrorReporter } from './reporter.ts';
import { registerRoutes } from './routes/index.ts';
import { sendCompressed, sendDocsPage } from './site/send-page.ts';
import { createImageSandbox, type ImageSandbox } from './services/image-sandbox/image-sandbox.ts';
import { createMailer, type Mailer } from './services/mail/mailer.ts';
import { type RoleRegistryKit, roleRegistry } from './services/access/role-registry.ts';
import { spaPage } from './spa.ts';
import { isSpaScreen } from './spa-manifest.ts';
import { createFileStore } from './storage/create-file-store.ts';
import type { FileStore } from './storage/file-store.ts';
import { createPayments } from './services/billing/stripe-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered and its route-table declaration (route-permission test). */
    registeredRoutes: RegisteredRoute[];
  }
}

export interface BuildOptions {
  db: Db;
  config: Config;
  reporter?: ErrorReporter;
  logger?: boolean;
  /** The file store; default: the one the config names (DATA_DIR/files or S3_URL). */
  files?: FileStore;
  /**
   * The job queue (started by the caller, or starting). Default: a job system of the app's own that works in
   * this process, started now and stopped when the app closes (tests, embedded use).
   */
  jobs?: import('@platen/db').JobQueue;
  /**
   * The image sandbox (shared with the caller's job system). Default: one of the app's own, closed with the app.
   */
  images?: ImageSandbox;
  /** The mailer; default: one from the config (SMTP_URL / MAIL_FROM, else the outbox table), closed with the app. */
  mail?: Mailer;
}

// Every schema is zod. Handing Fastify compiler factories up front keeps it from loading its default ajv and
// fast-json-stringify compilers at construction (a third of a second of each start, for code that never runs).
// Fastify types the factories after those defaults, hence the cast; they return the zod compilers set below.
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** A loopback address: 127.0.0.0/8, ::1, or IPv4-mapped 127.x. */
const isLoopback = (addr: string) => /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(addr) || addr === '::1';

/**
 * Fastify's trustProxy for the configured one. Addresses / CIDR ranges trust a hop only when its address is
 * among them. A hop count trusts that many hops nearest the server only while each of them is a loopback
 * address (a proxy on this host): a client reaching the port directly from elsewhere cannot make up its
 * X-Forwarded-For. A proxy on another host must be named by address (docs/decisions/trusted-proxies.md).
 */
function trustProxyOption(t: TrustProxy): boolean | string[] | ((addr: string, hop: number) => boolean) {
  return typeof t === 'number' ? (addr, hop) => hop < t && isLoopback(addr) : t;
}

/** Idle keep-alive connections are closed after this (Fastify's default). */
const KEEP_ALIVE_MS = 72_000;

/** Builds the Fastify app: plugins, error handler, API routes and the SPA. Does not listen. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { db, config } = opts;
  const reporter = opts.reporter ?? consoleReporter;
  const app = createFastify(opts);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installSecurityHeaders(app);
  installErrorHandler(app, reporter);
  installStrictJson(app);
  installTextGuard(app);
  await app.register(fastifyCookie);
  const auth = await installAuth(app, db);
  const images = opts.images ?? ownImages(app);
  const files = opts.files ?? (await createFileStore(config));
  const jobs = opts.jobs ?? ownJobs(app, opts, files, images, reporter);
  // R-6-25: before any route registers, so every route is checked against the route table.
  const roles = roleRegistry(db);
  app.decorate('registeredRoutes', installRoutePermissions(app, roles));
  const mail = opts.mail ?? (await ownMailer(app, opts, reporter));
  const payments = createPayments(config.stripe);
  const deps: AppDeps = { db, config, auth, reporter, files, jobs, images, roles, mail, payments };

  await registerRoutes(app, deps);
  await serveAssets(app, config);
  installSpa(app, config, db, roles);
  return app;
}

function createFastify(opts: BuildOptions) {
  const { db, config } = opts;
  return Fastify({
    logger: opts.logger ?? false,
    // Off unless TRUST_PROXY names the proxies (config.ts): only then do X-Forwarded-Proto / -For count.
    trustProxy: trustProxyOption(config.trustProxy ?? false),
    bodyLimit: 1024 * 1024,
    // Keys like __proto__ in a JSON body are an error, never a prototype change.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    schemaController: { compilersFactory: zodCompilers },
    frameworkErrors,
    keepAliveTimeout: KEEP_ALIVE_MS,
    serverFactory: healthFastPath(healthAnswer(db.kind, config.version), { keepAliveTimeout: KEEP_ALIVE_MS }),
  });
}

/** The app's own image sandbox (when the caller shares none), closed with the app. */
function ownImages(app: FastifyInstance): ImageSandbox {
  const own = createImageSandbox();
  app.addHook('onClose', async () => own.close());
  return own;
}

/** The app's own job system working in-process (when the caller gives no queue), stopped with the app. */
function ownJobs(
  app: FastifyInstance,
  opts: BuildOptions,
  files: FileStore,
  images: ImageSandbox,
  reporter: ErrorReporter,
) {
  const system = createJobSystem(opts.db, files, {
    work: true,
    instanceName: 'app',
    pollSeconds: 0.5,
    images,
    mail: { ...mailSettings(opts.config), reporter },
    blankSuppliers: opts.config.blankSuppliers,
  });
  const started = system.start();
  started.catch((err) => reporter.report(err as Error, { where: 'job system start' }));
  app.addHook('onClose', async () => {
    await started.catch(() => {});
    await system.stop(5000);
  });
  return system.queue;
}

/** The app's own mailer (when the caller gives none), drained and closed with the app. */
async function ownMailer(app: FastifyInstance, opts: BuildOptions, reporter: ErrorReporter) {
  const { config } = opts;
  const own = await createMailer(opts.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, reporter });
  app.addHook('onClose', async () => {
    await own.idle();
    own.close();
  });
  return own;
}

/** The web build's hashed assets, cached a year (pre-compressed copies when present). */
async function serveAssets(app: FastifyInstance, config: Config) {
  const assets = path.join(config.webDist, 'assets');
  if (!existsSync(assets)) return;
  await app.register(fastifyStatic, {
    root: assets,
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    decorateReply: false,
    wildcard: true,
    preCompressed: true,
  });
}

const NOT_ALLOWED_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not allowed</title><link rel="icon" href="data:,"></head><body><main><h1>Not allowed</h1><p>This page is for Platen staff. <a href="/manager/v2">Back to your account</a></p></main></body></html>';

/** Every non-API GET renders the SPA; the SPA's own route table decides what shows (and shows not-found). */
function installSpa(app: FastifyInstance, config: Config, db: Db, roles: RoleRegistryKit) {
  const page = spaPage(config, db);
  const spa = async (req: FastifyRequest, reply: FastifyReply) => {
    const { html, csp } = await page(req);
    const sent = reply
      // A path no SPA screen shows renders its not-found screen with a 404 status.
      .status(isSpaScreen(req.url.split('?')[0] ?? '/') ? 200 : 404)
      .header('cache-control', 'no-store')
      .header('content-security-policy', csp)
      .header('referrer-policy', 'same-origin');
    // Compressed (a catalogue page carries its first screen's products). No token is in the page (the XSRF
    // token travels as a cookie), so a reflected query has no secret to guess by the compressed size (BREACH).
    return sendCompressed(sent, 'text/html; charset=utf-8', html);
  };
  app.setNotFoundHandler(async (req, reply) => {
    const p = req.url.split('?')[0] ?? '/';
    // The public site's /docs/ points at the API reference until a /docs route of its own exists.
    if (req.method === 'GET' && (p === '/docs' || p === '/docs/')) return sendDocsPage(reply);
    if (req.method === 'GET' && !p.startsWith('/api/') && !p.startsWith('/assets/')) {
      // Staff pages: customers never receive the page (nor its preloaded code); anonymous visitors sign in.
      const access = await staffPageAccess(req, p, roles);
      if (access === 'sign-in') return reply.redirect(`/auth/login?next=${encodeURIComponent(req.url)}`);
      if (access === 'forbidden')
        return reply.status(403).header('content-type', 'text/html; charset=utf-8').send(NOT_ALLOWED_PAGE);
      return spa(req, reply);
    }
    return reply.status(404).send({ code: 'not_found', message: `No route for ${req.method} ${p}.` });
  });
}
