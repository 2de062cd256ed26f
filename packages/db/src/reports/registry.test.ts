import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REPORTS } from './index.ts';

const HELPERS = new Set(['index.ts', 'report.ts', 'paid-orders.ts']);

describe('the /query report registry', () => {
  it('lists the report of every file in the folder, under the file name, once', () => {
    const files = readdirSync(new URL('.', import.meta.url))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !HELPERS.has(f))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(REPORTS.map((r) => r.id).sort()).toEqual(files);
  });
});
