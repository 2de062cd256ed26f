import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type StripeConfig, stripeConfigFromEnv } from './services/billing/stripe-gateway.ts';
import { type PaypalConfig, paypalConfigFromEnv } from './services/billing/paypal.ts';
import { carrierAccountNumber } from '@platen/domain/shipping/carrier-accounts';
import {
  type PromoCampaign,
  type PromoCampaignSettings,
  promoSettingsFrom,
} from '@platen/domain/promotions/promo-campaigns';
import { type TransferInstructions, transferInstructionsFrom } from '@platen/domain/billing/payments';
import {
  type BlankSupplierConfig,
  blankSuppliersFromEnv,
} from './services/blank-suppliers/supplier-config.ts';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  env: 'development' | 'production' | 'test';
  version: string;
  /** Built SPA (index.html + assets). */
  webDist: string;
  /** S3_URL: files go to this S3-compatible bucket instead of DATA_DIR/files (see storage/s3-file-store.ts). */
  s3Url?: string | undefined;
  /** JOBS_IN_WEB (default on): the web process runs job handlers too; off on web nodes beside `npm run worker`. */
  jobsInWeb?: boolean;
  /** R-7-27: the card-payment provider's public (publishable) key embedded in the page; null when unset. */
  cardPaymentPublicKey?: string | null;
  /** STRIPE_SECRET_KEY (+ STRIPE_WEBHOOK_SECRET, STRIPE_API_URL); absent = card payments hidden. */
  stripe?: StripeConfig | null;
  /**
   * STRIPE_JS_URL (tests only, refused in production): a local stand-in for Stripe.js the page loads instead of
   * https://js.stripe.com/v3 (docs/decisions/card-payments.md).
   */
  stripeJsUrl?: string | null;
  /** PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID (+ PAYPAL_API_URL); absent = PayPal hidden. */
  paypal?: PaypalConfig | null;
  /** TRANSFER_*: bank transfer and check instructions; null = the option is hidden. */
  transfer?: TransferInstructions | null;
  /**
   * Which peers may say, in X-Forwarded-Proto / X-Forwarded-For, that a request came over https and from
   * whom: false (default: nobody, the socket decides), a hop count, or addresses / CIDR ranges of the proxies.
   */
  trustProxy?: TrustProxy;
  /** SMTP_URL (`smtp://user:pass@host:port`): mail goes out by SMTP; unset: it stays in the outbox table. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM: the sender of every mail. */
  mailFrom?: string | undefined;
  /** R-9-62 campaign timing (PROMO_<CAMPAIGN>_AFTER_DAYS / _WITHIN_DAYS); unset: the domain defaults. */
  promotions?: Record<PromoCampaign, PromoCampaignSettings>;
  /** Sign-in with OpenID Connect providers (OIDC_<N>_ISSUER, _CLIENT_ID, _CLIENT_SECRET, _NAME). */
  oidcProviders?: OidcProviderConfig[];
  /** PUBLIC_URL: the origin links in e-mails point at; unset: the request's own origin. */
  publicUrl?: string | undefined;
  /** TRACKING_WEBHOOK_SECRET: the HMAC key of POST /api/v3/tracking/{carrier}; unset = the route answers 404. */
  trackingWebhookSecret?: string | null;
  /** EASYPOST_API_KEY: labels are bought from EasyPost; unset = the default adapter draws them. */
  easypostApiKey?: string | null;
  /** O-9-69 UPS_ACCOUNT_NUMBER: our UPS shipper number (6 letters or digits), in UPS tracking numbers; unset = none. */
  upsAccountNumber?: string | null;
  /**
   * PLATEN_DEMO: seed the demo buyer and staff with the published password. Default on, except in production,
   * where a first start makes one administrator with a random password printed once instead.
   */
  demoData?: boolean;
  /** SANMAR_PS_*, ALPHA_PS_*, DELTA_PO_EMAIL: how blank orders reach their suppliers; none = only marked sent. */
  blankSuppliers?: BlankSupplierConfig;
  /** FIRST_ADMIN_EMAIL: the e-mail of the administrator a production first start makes. */
  firstAdminEmail?: string | undefined;
}

/** One OpenID Connect provider a user may sign in with (buttons show only for configured ones). */
export interface OidcProviderConfig {
  /** Path segment and form value: `/auth/oidc/<id>/start`. */
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** OIDC_1_* and OIDC_2_*: up to two providers; a provider missing its issuer or client id is not configured. */
export function parseOidcProviders(env: NodeJS.ProcessEnv): OidcProviderConfig[] {
  const out: OidcProviderConfig[] = [];
  for (const n of [1, 2]) {
    const issuer = env[`OIDC_${n}_ISSUER`]?.trim();
    const clientId = env[`OIDC_${n}_CLIENT_ID`]?.trim();
    if (!issuer || !clientId) continue;
    const name = env[`OIDC_${n}_NAME`]?.trim() || new URL(issuer).hostname;
    out.push({ id: `p${n}`, name, issuer, clientId, clientSecret: env[`OIDC_${n}_CLIENT_SECRET`] ?? '' });
  }
  return out;
}

/** Fastify's `trustProxy` as TRUST_PROXY may set it (never `true`: that would trust any client's headers). */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDR ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset, empty, `off`, `false` or `0` -> trust no proxy; a positive integer -> that many hops in
 * front of the server, each on this host (loopback addresses only: app.ts); else a comma-separated list of
 * proxy addresses, CIDR ranges or the names loopback, linklocal, uniquelocal. Anything else stops the start: a typo must not silently trust (or distrust) a proxy.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || /^(off|false|0)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`TRUST_PROXY hop count must be 1-10, got ${value}`);
    return hops;
  }
  const entries = value.split(',').map((e) => e.trim());
  for (const e of entries) {
    if (RANGE_NAMES.has(e)) continue;
    const [addr = '', bits, ...rest] = e.split('/');
    const family = isIP(addr);
    const max = family === 4 ? 32 : 128;
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max);
    if (!family || !bitsOk || rest.length > 0)
      throw new Error(
        `TRUST_PROXY must be off, a hop count, or proxy addresses / CIDR ranges (or loopback, linklocal, uniquelocal); "${e}" is none of these`,
      );
  }
  return entries;
}

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The running version, from the root package.json. */
export const VERSION: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;

/**
 * Configuration comes from the environment only: PORT, HOST, DATABASE_URL, DATA_DIR, S3_URL, JOBS_IN_WEB,
 * NODE_ENV, CARD_PAYMENT_PUBLIC_KEY, TRUST_PROXY, SMTP_URL, MAIL_FROM, PUBLIC_URL, OIDC_1_* / OIDC_2_*,
 * TRACKING_WEBHOOK_SECRET, EASYPOST_API_KEY, UPS_ACCOUNT_NUMBER, PLATEN_DEMO, FIRST_ADMIN_EMAIL, TRANSFER_*,
 * STRIPE_JS_URL (not in production), SANMAR_PS_* / ALPHA_PS_* / DELTA_PO_EMAIL (blank suppliers).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    s3Url: env.S3_URL || undefined,
    jobsInWeb: !/^(off|false|0|no)$/i.test(env.JOBS_IN_WEB ?? ''),
    env: nodeEnv,
    version: VERSION,
    webDist: path.join(root, 'apps/web/dist'),
    cardPaymentPublicKey: env.CARD_PAYMENT_PUBLIC_KEY?.trim() || null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || undefined,
    promotions: promoSettingsFrom(env),
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/$/, '') || undefined,
    oidcProviders: parseOidcProviders(env),
    stripe: stripeConfigFromEnv(env),
    stripeJsUrl: stripeJsUrlFromEnv(env, nodeEnv),
    transfer: transferInstructionsFrom(env),
    paypal: paypalConfigFromEnv(env),
    trackingWebhookSecret: env.TRACKING_WEBHOOK_SECRET?.trim() || null,
    easypostApiKey: env.EASYPOST_API_KEY?.trim() || null,
    upsAccountNumber: upsAccountFromEnv(env),
    demoData: env.PLATEN_DEMO?.trim()
      ? /^(on|true|1|yes)$/i.test(env.PLATEN_DEMO.trim())
      : nodeEnv !== 'production',
    firstAdminEmail: env.FIRST_ADMIN_EMAIL?.trim() || undefined,
    blankSuppliers: blankSuppliersFromEnv(env),
  };
}

/** STRIPE_JS_URL: a test's stand-in for Stripe.js; production always loads Stripe's own script. */
function stripeJsUrlFromEnv(env: NodeJS.ProcessEnv, nodeEnv: Config['env']): string | null {
  const url = env.STRIPE_JS_URL?.trim();
  if (!url) return null;
  if (nodeEnv === 'production')
    throw new Error('STRIPE_JS_URL is for tests only: production loads Stripe.js from https://js.stripe.com');
  if (!/^https?:\/\/[^/]+\//.test(url)) throw new Error(`STRIPE_JS_URL must be an http(s) URL, got "${url}"`);
  return url;
}

/** O-9-69: the UPS shipper number is configuration (never source); a malformed one stops the start with its key. */
function upsAccountFromEnv(env: NodeJS.ProcessEnv): string | null {
  if (!env.UPS_ACCOUNT_NUMBER?.trim()) return null;
  const r = carrierAccountNumber(env, 'UPS');
  if (!r.ok) throw new Error(r.issues[0]!.message);
  return r.value;
}
