import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { saveShot, screenshot, watchConsole } from './support/browser.ts';
import { signedInSession } from './support/flows.ts';

const session = signedInSession();
/** Where the screen's screenshots at both widths are kept for review (PLATEN_SHOTS_DIR, else test-results). */
const shots = process.env.PLATEN_SHOTS_DIR;

describe('embroidery generator in Chromium', () => {
  it('R-2-12 text to a preview, a stitch estimate and a price per unit from the quote; keyboard only; axe clean', async () => {
    const page = await session.context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${session.server.url}/manager/v2/designs/embroidery-generator`);
    await page.getByRole('heading', { name: 'Embroidery generator', level: 1 }).waitFor();
    // The default text prices through the quote engine.
    await expect
      .poll(() => page.getByText('Embroidery per unit').locator('+ dd').textContent())
      .toMatch(/^\$/);
    // Keyboard only: the text field, typed over.
    await page.getByLabel('Text', { exact: true }).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Team Rocket');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // Font: Light
    const stitches = page.getByText('Stitches', { exact: true }).locator('+ dd');
    await expect.poll(() => stitches.textContent()).toMatch(/^\d{1,3}(,\d{3})*$/);
    await expect
      .poll(() =>
        page.getByRole('img', { name: /Preview: “Team Rocket” 5 x [\d.]+ in on the cap front/ }).count(),
      )
      .toBe(1);
    await expect
      .poll(() => page.getByText('With the blank, per unit').locator('+ dd').textContent())
      .toMatch(/^\$/);
    // Too long to stitch legibly on a cap: a sentence, no price.
    await page.getByLabel('Text', { exact: true }).fill('A much longer team slogan than a cap has');
    await page.getByRole('alert').filter({ hasText: 'too small to stitch' }).waitFor();
    await page.getByLabel('Text', { exact: true }).fill('Team Rocket');
    await page.getByLabel('Placement').selectOption('left-chest');
    await page.getByRole('img', { name: /on the t-shirt front/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `embroidery-generator-${width}`);
      if (shots) {
        mkdirSync(shots, { recursive: true });
        await saveShot(page, `${shots}/embroidery-generator-${width}.png`);
      }
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
