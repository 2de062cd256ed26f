import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CARD_PAYMENT_API_VERSION, type InitialState, SERVICE_BASES } from '@platen/contracts';
import { RASTER_FORMATS, VECTOR_FORMATS } from '@platen/domain/design/artwork-format';
import { escapeHtml } from '@platen/domain/format/escape-html';
import type { Db } from '@platen/db';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import { AppError } from './errors/app-error.ts';
import { publicUser, roleFields } from './services/accounts.ts';
import { ARTWORK_LIMITS } from './services/artwork/artwork-service.ts';
import { getCartJson } from './services/cart/cart-service.ts';
import { preloadedFonts } from './site/send-page.ts';
import {
  type CatalogFirstScreen,
  cartPicturePreload,
  catalogFirstScreen,
  catalogPicturePreload,
} from './spa-catalog.ts';
import { manifestReader, screenPreloads } from './spa-manifest.ts';

export const STATE_PLACEHOLDER = '<!--initial-state-->';

// Used when the web app has not been built (API-only tests): a page that still carries the state.
const FALLBACK = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Platen</title><link rel="icon" href="data:,"></head><body><div id="app"></div>${STATE_PLACEHOLDER}</body></html>`;

/**
 * JSON safe to put inside a <script> element: no "<", ">", "&" or line separators survive, so no string in
 * the state can close the element or open a comment.
 */
export function safeJson(value: unknown): string {
  return safeJsonText(JSON.stringify(value));
}

/** safeJson for JSON that is already text: those characters only occur inside its strings, as escapes there. */
export function safeJsonText(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** R-7-26: the upload limits the artwork service enforces (docs/decisions/embedded-configuration.md). */
const UPLOAD_POLICY = {
  maxBytes: ARTWORK_LIMITS.maxBytes,
  maxPixels: ARTWORK_LIMITS.maxPixels,
  formats: [...RASTER_FORMATS, ...VECTOR_FORMATS],
};

export function initialStateFor(req: FastifyRequest, config: Config): InitialState {
  return {
    user: req.user
      ? {
          ...publicUser(req.user),
          role: roleFields(req.user).role,
          assumedBy: req.user.assumedBy ?? null,
        }
      : null,
    configuration: {
      version: config.version,
      environment: config.env,
      services: { ...SERVICE_BASES },
      uploadPolicy: UPLOAD_POLICY,
      cardPayment: {
        publicKey: config.cardPaymentPublicKey ?? null,
        apiVersion: CARD_PAYMENT_API_VERSION,
        ...(config.stripeJsUrl && config.cardPaymentPublicKey ? { scriptUrl: config.stripeJsUrl } : {}),
      },
    },
  };
}

/** What a page carries besides the initial state. */
export interface SpaPageOptions {
  /** `?headerless`: no header in the painted frame either. */
  headerless?: boolean;
  /** Script files of the URL's first screen, preloaded beside the entry (spa-manifest.ts). */
  preloads?: readonly string[];
  /** The GET answer of the cart the URL shows (`{"_full":…,"_v":…}` text), so the screen needs no fetch. */
  cartJson?: string | null;
  /** The catalogue a printable detail page first shows (spa-catalog.ts). */
  catalog?: CatalogFirstScreen | null;
  /** The page's path: the cart page preloads its first product picture (spa-catalog.ts). */
  pathname?: string;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy of a page built from this template. Scripts: own files only, plus the hash
 * of each inline script the template carries (the web build has none today; the initial-state blocks added per
 * request are `type="application/json"` data, which CSP does not govern). Styles: own files plus the hash of
 * each inline `<style>` (the build inlines the entry stylesheet). Images: own, `data:` (the empty favicon) and
 * `blob:` (local previews). Nothing may frame the page, and no `<base>`, plugin or foreign form target.
 */
export function contentSecurityPolicy(template: string, card: CardOrigins = NO_CARD): string {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const m of template.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\bsrc=/i.test(attrs) || /type=["']?application\/json/i.test(attrs)) continue;
    scripts.push(sha256(m[2] ?? ''));
  }
  for (const m of template.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.push(sha256(m[1] ?? ''));
  return [
    "default-src 'self'",
    ["script-src 'self'", ...card.script, ...scripts].join(' '),
    ["style-src 'self'", ...styles].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...card.connect].join(' '),
    ...(card.frame.length ? [['frame-src', ...card.frame].join(' ')] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Origins the card form needs beyond our own (Stripe.js and its frames); none without a card key. */
export interface CardOrigins {
  script: string[];
  connect: string[];
  frame: string[];
}
const NO_CARD: CardOrigins = { script: [], connect: [], frame: [] };

/**
 * Stripe's documented CSP origins (https://docs.stripe.com/security/guide#content-security-policy), only when a
 * publishable key is set; a test's STRIPE_JS_URL stand-in (never in production) adds its own origin instead.
 */
export function cardOrigins(config: Pick<Config, 'cardPaymentPublicKey' | 'stripeJsUrl'>): CardOrigins {
  if (!config.cardPaymentPublicKey) return NO_CARD;
  if (config.stripeJsUrl) {
    const origin = new URL(config.stripeJsUrl).origin;
    return { script: [origin], connect: [origin], frame: [origin] };
  }
  return {
    script: ['https://js.stripe.com'],
    connect: ['https://api.stripe.com', 'https://m.stripe.network'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://m.stripe.network'],
  };
}

/** A rendered page and the Content-Security-Policy it must be sent with. */
export interface SpaHtml {
  html: string;
  csp: string;
}

/** Renders the SPA's index.html with the initial state embedded (O-1-09). */
export function spaRenderer(config: Config) {
  const file = path.join(config.webDist, 'index.html');
  let cached: { mtime: number; html: string; csp: string } | null = null;
  const card = cardOrigins(config);
  const fallback = { html: FALLBACK, csp: contentSecurityPolicy(FALLBACK, card) };
  const template = () => {
    if (!existsSync(file)) return fallback;
    const mtime = statSync(file).mtimeMs;
    if (!cached || cached.mtime !== mtime) {
      const html = readFileSync(file, 'utf8');
      cached = { mtime, html, csp: contentSecurityPolicy(html, card) };
    }
    return cached;
  };
  return (state: InitialState, opts: SpaPageOptions = {}): SpaHtml => {
    const t = template();
    let tag = `<script id="initial-state" type="application/json">${safeJson(state)}</script>`;
    if (opts.cartJson)
      tag += `<script id="initial-cart" type="application/json">${safeJsonText(opts.cartJson)}</script>`;
    if (opts.catalog)
      tag += `<script id="initial-catalog" type="application/json">${safeJson(opts.catalog)}</script>`;
    const preloads =
      preloadedFonts()
        .map((f) => `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(f)}" crossorigin>`)
        .join('') +
      catalogPicturePreload(opts.catalog ?? null) +
      cartPicturePreload(opts.pathname ?? '', opts.cartJson) +
      (opts.preloads ?? [])
        .map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeHtml(f)}">`)
        .join('');
    // Replacer functions: a replacement string would read "$`", "$'" or "$&" in the state as patterns.
    const html = t.html
      .replace('</head>', () => `${preloads}</head>`)
      .replace(STATE_PLACEHOLDER, () => tag)
      .replace(
        '<div id="app"></div>',
        () => `<div id="app">${shellSkeleton(state, opts.headerless ?? false)}</div>`,
      );
    return { html, csp: t.csp };
  };
}

const CART_PATH = /^\/order\/v2\/cart\/([^/]+)/;

/**
 * The cart a `/order/v2/cart/:cartId/…` page shows, as its GET answer, read for the signed-in owner so the
 * first screen renders without a fetch; null for other pages and for a cart the user cannot open (the page
 * then asks for it and shows that answer).
 */
export async function embeddedCartJson(
  db: Db,
  req: FastifyRequest,
  pathname: string,
): Promise<string | null> {
  const m = CART_PATH.exec(pathname);
  if (!m?.[1] || !req.user) return null;
  let cartId: string;
  try {
    cartId = decodeURIComponent(m[1]);
  } catch {
    return null;
  }
  if (cartId.length > 100) return null;
  try {
    return await getCartJson(db, req.user.id, cartId);
  } catch (err) {
    // The page still renders: the cart route then asks for the cart and shows that answer's failure.
    if (!(err instanceof AppError)) req.log.warn({ err }, 'the cart could not be embedded in the page');
    return null;
  }
}

/**
 * The SPA page for a request: the initial state, the cart its URL shows (when signed in) and module preloads
 * for its first screen, read from the web build's manifest.
 */
export function spaPage(config: Config, db: Db) {
  const render = spaRenderer(config);
  const manifest = manifestReader(config.webDist);
  return async (req: FastifyRequest): Promise<SpaHtml> => {
    const [pathname = '/', search = ''] = req.url.split('?', 2);
    const m = manifest();
    return render(initialStateFor(req, config), {
      headerless: 'headerless' in (req.query as object),
      pathname,
      preloads: m ? screenPreloads(m, pathname) : [],
      cartJson: await embeddedCartJson(db, req, pathname),
      catalog: await catalogFirstScreen(db, pathname, search),
    });
  };
}

/**
 * The page frame as static HTML, so the first paint does not wait for the scripts; React replaces it with
 * the same frame when it renders. `?headerless` pages get no header here either.
 */
export function shellSkeleton(state: InitialState, headerless: boolean): string {
  const user = state.user
    ? `<a href="/manager/v2">${escapeHtml(state.user.name)}</a>`
    : '<a href="/auth/login">Sign in</a>';
  const header = headerless
    ? ''
    : `<header class="shell-header"><div class="header-row"><a href="/manager/v2" class="logo" aria-label="Platen home">Platen</a><span class="user">${user}</span></div></header>`;
  return `<div class="shell">${header}<main id="main"><p aria-busy="true">Loading…</p></main></div>`;
}
