import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CARD_PAYMENT_API_VERSION, type InitialState, SERVICE_BASES } from '@platen/contracts';
import { RASTER_FORMATS, VECTOR_FORMATS } from '@platen/domain/design/artwork-format';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import { publicUser } from './services/accounts.ts';
import { ARTWORK_LIMITS } from './services/artwork/artwork-service.ts';

export const STATE_PLACEHOLDER = '<!--initial-state-->';

// Used when the web app has not been built (API-only tests): a page that still carries the state.
const FALLBACK = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Platen</title><link rel="icon" href="data:,"></head><body><div id="app"></div>${STATE_PLACEHOLDER}</body></html>`;

/**
 * JSON safe to put inside a <script> element: no "<", ">", "&" or line separators survive, so no string in
 * the state can close the element or open a comment.
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
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
    user: req.user ? publicUser(req.user) : null,
    configuration: {
      version: config.version,
      environment: config.env,
      services: { ...SERVICE_BASES },
      uploadPolicy: UPLOAD_POLICY,
      cardPayment: { publicKey: config.cardPaymentPublicKey ?? null, apiVersion: CARD_PAYMENT_API_VERSION },
    },
  };
}

/** Renders the SPA's index.html with the initial state embedded (O-1-09). */
export function spaRenderer(config: Config) {
  const file = path.join(config.webDist, 'index.html');
  let cached: { mtime: number; html: string } | null = null;
  const template = () => {
    if (!existsSync(file)) return FALLBACK;
    const mtime = statSync(file).mtimeMs;
    if (!cached || cached.mtime !== mtime) cached = { mtime, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
  return (state: InitialState, opts: { headerless?: boolean } = {}) => {
    const tag = `<script id="initial-state" type="application/json">${safeJson(state)}</script>`;
    return template()
      .replace(STATE_PLACEHOLDER, tag)
      .replace(
        '<div id="app"></div>',
        `<div id="app">${shellSkeleton(state, opts.headerless ?? false)}</div>`,
      );
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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
