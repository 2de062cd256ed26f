import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { marked } from 'marked';

/** The Markdown pages kept in the repo (apps/server/site-content), by URL path. */
export const MARKDOWN_PAGES = {
  '/services': 'services.md',
  '/press': 'press.md',
  '/jobs': 'jobs.md',
  '/careers': 'careers.md',
  '/company/about': 'company/about.md',
  '/company/terms': 'company/terms.md',
  '/company/privacy': 'company/privacy.md',
} as const;

const dir = new URL('../../site-content/', import.meta.url);

export interface MarkdownPage {
  title: string;
  description: string;
  html: string;
}

const cache = new Map<string, MarkdownPage>();

/** Reads a content file: a `---` block of `title:`/`description:` lines, then Markdown (repo content, trusted). */
export function markdownPage(file: string): MarkdownPage {
  const hit = cache.get(file);
  if (hit) return hit;
  const text = readFileSync(fileURLToPath(new URL(file, dir)), 'utf8');
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const meta = Object.fromEntries(
    (m?.[1] ?? '')
      .split('\n')
      .map((l) => [l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  const body = m ? text.slice(m[0].length) : text;
  const page = {
    title: meta.title ?? file,
    description: meta.description ?? '',
    html: marked.parse(body, { async: false, gfm: true }),
  };
  cache.set(file, page);
  return page;
}
