import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { matchesPattern, NOT_FOUND_SCREEN, SPA_SCREENS } from '@platen/domain/spa/spa-screens';

/**
 * The SPA's lazily loaded screens (O-2-01) by URL pattern, with the web source module each one loads: the one
 * table the web router is built from (packages/domain spa/spa-screens.ts); a screen's module as Vite's build
 * manifest names it (`src/...`).
 */
export const SCREEN_MODULES: ReadonlyArray<readonly [pattern: string, module: string]> = SPA_SCREENS.map(
  (s) => [s.path, `src/${s.module}`] as const,
);
const NOT_FOUND_MODULE = `src/${NOT_FOUND_SCREEN}`;

export { matchesPattern };

/** Whether a URL path is one of the SPA's screens (not its not-found screen). */
export const isSpaScreen = (pathname: string): boolean =>
  SCREEN_MODULES.some(([p]) => matchesPattern(p, pathname));

/** The web source module of the screen a URL path shows (the not-found screen when none matches). */
export function screenModuleFor(pathname: string): string {
  return SCREEN_MODULES.find(([p]) => matchesPattern(p, pathname))?.[1] ?? NOT_FOUND_MODULE;
}

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A chunk's file and the files of everything it imports statically, depth first, each once. */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}

/**
 * The script files a URL's first screen needs beyond what the entry already loads: its lazy chunk and that
 * chunk's static imports. The page preloads them so they download beside the entry instead of after it.
 */
export function screenPreloads(manifest: Manifest, pathname: string): string[] {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const loaded = new Set(entryKey ? chunkFiles(manifest, entryKey) : []);
  return chunkFiles(manifest, screenModuleFor(pathname)).filter((f) => !loaded.has(f));
}

/** Reads the build manifest of a web build, again whenever the file changes; null without a build. */
export function manifestReader(webDist: string): () => Manifest | null {
  const file = path.join(webDist, '.vite/manifest.json');
  let cached: { mtime: number; manifest: Manifest } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const mtime = statSync(file).mtimeMs;
    if (!cached || cached.mtime !== mtime)
      cached = { mtime, manifest: JSON.parse(readFileSync(file, 'utf8')) };
    return cached.manifest;
  };
}
