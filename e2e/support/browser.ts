import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

const artifacts = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** Debian's Chromium, headless, with the flags a closed network needs. */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
}

/**
 * Chromium's fake webcam (a moving test pattern) granted without a prompt: for the station camera flows only, so
 * other files launch as before.
 */
export const FAKE_CAMERA_ARGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
] as const;

/**
 * Whether review screenshots are written: always on a developer's machine (they are opened and judged there), not
 * in CI where nobody opens them and a full-page capture costs a loaded 2-core machine about half a second each
 * (docs/decisions/test-speed.md); PLATEN_SHOTS=1 writes them in CI too.
 */
export const shotsWanted = (): boolean => !process.env.CI || process.env.PLATEN_SHOTS === '1';

/** Writes a review screenshot of the page to `file` (full page unless told otherwise) when shots are wanted. */
export async function saveShot(page: Page, file: string, opts: { fullPage?: boolean } = {}) {
  if (!shotsWanted()) return;
  mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: opts.fullPage ?? true });
}

/** Saves a screenshot of the current screen as a test artifact. */
export async function screenshot(page: Page, name: string) {
  await saveShot(page, path.join(artifacts, `${name}.png`));
}

/** Collects console errors and failed requests so a test can assert a clean page. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
