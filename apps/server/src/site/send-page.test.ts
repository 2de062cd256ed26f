import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assetUrl, FONTS, preloadedFonts } from './send-page.ts';

const tokens = readFileSync(new URL('../../../web/src/tokens.css', import.meta.url), 'utf8');

describe('the self-hosted typeface', () => {
  it('tokens.css names each font file at the version the server serves it (a new package version changes both)', () => {
    const named = [...tokens.matchAll(/url\("(\/site\/[^"]+\.woff2\?v=[0-9a-f]+)"\)/g)].map((m) => m[1]);
    expect(named).toEqual(FONTS.map(([name]) => assetUrl(name)));
  });
  it('pages preload the Latin file, swapping from a fallback face sized like Inter', () => {
    expect(preloadedFonts()).toEqual([assetUrl('inter-latin.woff2')]);
    expect(tokens).toMatch(/font-display: swap/);
    expect(tokens).toMatch(/--font:\s*"Inter Variable", "Inter Fallback"/);
  });
});
