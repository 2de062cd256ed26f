import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { type Html, html, type InlineStyle, type PageMeta, page } from './html.ts';
import { docsPage } from './pages.ts';

const read = (relative: string) => readFileSync(fileURLToPath(new URL(relative, import.meta.url)));
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('base64');

/**
 * The site's stylesheet: the design tokens the SPA uses too (apps/web/src/tokens.css, the one source), then the
 * site's own rules. Inlined in every page (no render-blocking request); the CSP allows it by its hash.
 */
const siteCss = `${read('../../../web/src/tokens.css')}\n${read('./assets/site.css')}`;
const STYLE: InlineStyle = { css: siteCss, hash: sha256(siteCss) };

/** Public pages' CSP: scripts from this origin only, the one inlined stylesheet by its hash; forms post here only. */
export const SITE_CSP = `default-src 'self'; script-src 'self'; style-src 'self' 'sha256-${STYLE.hash}'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'`;

/**
 * Inter's Latin and Latin Extended files (tokens.css names them, with their versions), read from the web app's
 * @fontsource-variable/inter. Missing files leave the site and the app on the fallback face, not a failed start.
 */
export const FONTS: readonly (readonly [string, string])[] = [
  ['inter-latin.woff2', 'inter-latin-wght-normal.woff2'],
  ['inter-latin-ext.woff2', 'inter-latin-ext-wght-normal.woff2'],
];
function fontFile(file: string): Buffer | null {
  try {
    const web = createRequire(fileURLToPath(new URL('../../../web/package.json', import.meta.url)));
    return readFileSync(web.resolve(`@fontsource-variable/inter/files/${file}`));
  } catch {
    return null;
  }
}

/**
 * The site's own files under /site/, each at a URL carrying a hash of its content (`?v=`), so it can be cached
 * for a year: a changed file has a new URL.
 */
const ASSETS: Record<string, { type: string; body: Buffer; version: string }> = Object.fromEntries(
  [
    ['site.css', 'text/css; charset=utf-8', Buffer.from(siteCss)],
    ['pricing.js', 'text/javascript; charset=utf-8', read('./assets/pricing.js')],
    ...FONTS.flatMap(([name, file]) => {
      const body = fontFile(file);
      return body ? [[name, 'font/woff2', body]] : [];
    }),
  ].map(([name, type, body]) => [
    name as string,
    {
      type: type as string,
      body: body as Buffer,
      version: createHash('sha256')
        .update(body as Buffer)
        .digest('hex')
        .slice(0, 12),
    },
  ]),
);

/** The versioned URL of a site asset. */
export function assetUrl(name: keyof typeof ASSETS & string): string {
  const a = ASSETS[name];
  if (!a) throw new Error(`no site asset ${name}`);
  return `/site/${name}?v=${a.version}`;
}

/**
 * Inter's Latin file, asked for with the page rather than once its stylesheet is applied (site and app pages);
 * none when the file is missing.
 */
export const preloadedFonts = (): string[] =>
  Object.hasOwn(ASSETS, 'inter-latin.woff2') ? [assetUrl('inter-latin.woff2')] : [];

/** Sends a site asset: a year and immutable at its current version, an hour at any other URL. */
export function sendAsset(reply: FastifyReply, name: string, version: string | undefined): FastifyReply {
  const a = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (!a) throw new AppError('not_found', 'There is no such file.');
  reply
    .header(
      'cache-control',
      version === a.version ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    )
    .header('x-content-type-options', 'nosniff');
  // A font file is compressed already (woff2).
  if (a.type.startsWith('font/')) return reply.header('content-type', a.type).send(a.body);
  return sendCompressed(reply, a.type, a.body);
}

/** Whether an Accept-Encoding header accepts a coding (named, with no `q=0`). */
export function accepts(header: string, coding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((x) => x.trim().toLowerCase());
    if (name !== coding) return false;
    const q = params.find((x) => x.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

const compressedCache = new WeakMap<Buffer, { br?: Buffer; gzip?: Buffer }>();

/**
 * Sends text compressed as the client accepts it (Brotli, else gzip, else as is), `Vary: Accept-Encoding`.
 * A page of the site is 5-40 KB: compressing it costs well under a millisecond and saves most of its bytes.
 */
export function sendCompressed(reply: FastifyReply, type: string, body: string | Buffer): FastifyReply {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const accepted = String(reply.request.headers['accept-encoding'] ?? '');
  const wants = (coding: string) => accepts(accepted, coding);
  reply.header('content-type', type).header('vary', 'Accept-Encoding');
  if (raw.length < 512) return reply.send(raw);
  const memo = typeof body === 'string' ? {} : (compressedCache.get(raw) ?? {});
  if (typeof body !== 'string') compressedCache.set(raw, memo);
  if (wants('br')) {
    memo.br ??= brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    return reply.header('content-encoding', 'br').send(memo.br);
  }
  if (wants('gzip')) {
    memo.gzip ??= gzipSync(raw, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(memo.gzip);
  }
  return reply.send(raw);
}

/**
 * An onSend hook compressing JSON answers of 1 KB or more as the client accepts them (Brotli, else gzip), for
 * public catalogue data (a 60-product answer goes from ~100 KB to ~10 KB). Not for answers carrying secrets.
 */
export async function compressJsonOnSend(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' || payload.length < 1024 || reply.hasHeader('content-encoding'))
    return payload;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  reply.header('vary', 'Accept-Encoding');
  if (accepts(accepted, 'br')) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (accepts(accepted, 'gzip')) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(payload, { level: 6 });
  }
  return payload;
}

/** A whole public page, compressed, with the site's CSP and headers. */
export function sendPage(reply: FastifyReply, meta: PageMeta, body: Html, status = 200) {
  reply
    .status(status)
    .header('cache-control', 'no-cache')
    .header('content-security-policy', SITE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin');
  const text = page({ ...meta, origin: `${reply.request.protocol}://${reply.request.host}` }, body, {
    ...STYLE,
    fonts: preloadedFonts(),
  });
  return sendCompressed(reply, 'text/html; charset=utf-8', text);
}

export const notFoundPage = (reply: FastifyReply, what: string) =>
  sendPage(
    reply,
    { path: '', title: 'Not found · Platen', description: 'This page does not exist.' },
    html`<h1>Not found</h1><p>${what}</p><p><a href="/catalog">Browse the catalogue</a> or go to the <a href="/">home page</a>.</p>`,
    404,
  );

/** The API reference page at /docs/ (served from the not-found fallback, so a real /docs route wins). */
export const sendDocsPage = (reply: FastifyReply) =>
  sendPage(
    reply,
    {
      path: '/docs/',
      title: 'API reference · Platen',
      description: 'The reference of every Platen API endpoint, with request and response schemas.',
    },
    docsPage(),
  );
