import { describe, expect, it } from 'vitest';
import { baseApi, injectApi } from './base-api.ts';

// Every file that adds endpoints (each feature's api/ folder and api/ here), and the text of every source file.
const apiFiles = import.meta.glob(['../**/api/**/*.ts', '!../**/*.test.ts']);
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('one name per endpoint in the one API namespace', () => {
  it('every feature API file is injected without a duplicate endpoint name', async () => {
    expect(Object.keys(apiFiles).length).toBeGreaterThan(20);
    for (const [file, load] of Object.entries(apiFiles)) {
      await expect(load(), file).resolves.toBeDefined();
    }
    // The two screens that read an order each have their own endpoint.
    expect(Object.keys(baseApi.endpoints)).toEqual(expect.arrayContaining(['order', 'orderDetail']));
  });

  it('a second `order` endpoint throws instead of being skipped', async () => {
    for (const load of Object.values(apiFiles)) await load();
    expect(() =>
      injectApi({
        endpoints: (b) => ({ order: b.query<unknown, string>({ query: (id) => `/other/${id}` }) }),
      }),
    ).toThrow(/order/);
  });

  it('endpoints are added only through injectApi, and only from an api/ folder', () => {
    const direct = Object.entries(sources).filter(
      ([file, text]) => !file.endsWith('/base-api.ts') && /\.(injectEndpoints|enhanceEndpoints)\(/.test(text),
    );
    expect(direct.map(([file]) => file)).toEqual([]);
    // Keys are relative to this folder (src/api): './' is inside it.
    const inApiFolder = (file: string) => file.startsWith('./') || file.includes('/api/');
    const outside = Object.entries(sources).filter(
      ([file, text]) => /\binjectApi\(/.test(text) && !inApiFolder(file),
    );
    expect(outside.map(([file]) => file)).toEqual([]);
  });
});
