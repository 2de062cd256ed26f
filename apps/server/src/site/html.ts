import { SITE_PAGES, type SitePage } from '@platen/domain/site/site-pages';

/** Text safe inside HTML element content and quoted attribute values. */
export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A tagged template whose ${values} are escaped unless they are `raw(...)` HTML. */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}
export const raw = (s: string) => new Html(s);
const part = (v: unknown): string =>
  v instanceof Html
    ? v.value
    : Array.isArray(v)
      ? v.map(part).join('')
      : v == null || v === false
        ? ''
        : esc(v);
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += part(v) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

/** The public pages the footer links to, in the spec's order (domain `site/site-pages.ts`). */
export const NAV: readonly { href: string; label: string }[] = SITE_PAGES.filter((p) => p.path !== '/').map(
  (p) => ({ href: p.path, label: p.label }),
);
/** The header's links, in their order. */
const HEADER = (SITE_PAGES as readonly SitePage[])
  .filter((p) => p.header)
  .sort((a, b) => (a.header ?? 0) - (b.header ?? 0))
  .map((p) => ({ href: p.path, label: p.label }));

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Script URLs (under /site/, versioned) the page loads, deferred; the CSP allows 'self' only. */
  scripts?: readonly string[];
  /** scheme://host the page was asked on, for its absolute canonical URL. */
  origin?: string;
}

/** The site stylesheet, inlined in every page (no render-blocking request); the CSP allows it by its hash. */
export interface InlineStyle {
  css: string;
  hash: string;
  /** Font files to preload (same origin, woff2). */
  fonts?: readonly string[];
}

/** A whole public page: head (title, description, canonical, stylesheet), header nav, main, footer. */
export function page(meta: PageMeta, body: Html, style: InlineStyle): string {
  const current = (href: string) => (href === meta.path ? raw(' aria-current="page"') : '');
  return `<!doctype html>${html`<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${meta.title}</title><meta name="description" content="${meta.description}">${meta.path && meta.origin ? html`<link rel="canonical" href="${meta.origin}${meta.path}">` : ''}<link rel="icon" href="data:,">${(style.fonts ?? []).map((f) => html`<link rel="preload" as="font" type="font/woff2" href="${f}" crossorigin>`)}<style>${raw(style.css)}</style>${(meta.scripts ?? []).map((s) => html`<script src="${s}" defer></script>`)}</head><body><a class="skip-link" href="#main">Skip to content</a><header class="site-header"><a class="logo" href="/">Platen</a><nav aria-label="Main"><ul>${HEADER.map((n) => html`<li><a href="${n.href}"${current(n.href)}>${n.label}</a></li>`)}<li><a class="button" href="/order/v2">Start an order</a></li></ul></nav></header><main id="main">${body}</main><footer class="site-footer"><nav aria-label="Site"><ul>${NAV.map((n) => html`<li><a href="${n.href}"${current(n.href)}>${n.label}</a></li>`)}<li><a href="/auth/login">Sign in</a></li></ul></nav><p>Platen prints on demand from our own facilities. Prices in US dollars.</p></footer></body></html>`}`;
}
