import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The text of a PDF through poppler (throws when the bytes are not a PDF). */
export function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'platen-e2e-pdf-'));
  try {
    writeFileSync(path.join(dir, 'l.pdf'), bytes);
    return execFileSync('pdftotext', [path.join(dir, 'l.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Focuses a control and presses Enter on it: a button or link worked with the keyboard. */
export async function pressEnter(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Enter');
}

/**
 * Picks an option of a native select with the keyboard only (focus, Home, then ArrowDown until the option whose
 * value or text is `want` is chosen), as an operator without a mouse does.
 */
export async function chooseWithKeyboard(page: Page, select: Locator, want: string) {
  await select.focus();
  const current = () =>
    select.evaluate((s: HTMLSelectElement) => [s.value, s.selectedOptions[0]?.textContent?.trim() ?? '']);
  const count = await select.locator('option').count();
  if ((await current()).includes(want)) return;
  await page.keyboard.press('Home');
  for (let i = 0; i < count && !(await current()).includes(want); i++) await page.keyboard.press('ArrowDown');
  expect(await current()).toContain(want);
}

/** Opens a station screen, picks the facility and clocks in by keyboard; waits until the scan box has the focus. */
export async function atStation(page: Page, baseUrl: string, station: string, facility: string) {
  await page.goto(`${baseUrl}/internal/dashboard2/workstation/${station}`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Station: /);
  await chooseWithKeyboard(page, page.getByLabel('Facility'), facility);
  const clockIn = page.getByRole('button', { name: `Clock in at ${station}` });
  if (await clockIn.count()) await pressEnter(page, clockIn);
  await expect.poll(() => page.getByText(`Clocked in at ${station} (${facility})`).count()).toBe(1);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('scan-input');
}

/** Scans like a keyboard-wedge scanner (the barcode typed, then Enter) and waits for the screen to show the unit. */
export async function scanOnScreen(page: Page, barcode: string) {
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('scan-input');
  await page.keyboard.type(barcode);
  await page.keyboard.press('Enter');
  // A refusal's sentence (role alert) shows in the failure instead of a bare count.
  const shown = async () =>
    (await page.getByRole('heading', { name: `Unit ${barcode}` }).count()) === 1
      ? 'shown'
      : (await page.getByRole('alert').allTextContents()).join(' ') || 'not yet';
  await expect.poll(shown, { message: `scan of ${barcode} on ${page.url()}` }).toBe('shown');
}
