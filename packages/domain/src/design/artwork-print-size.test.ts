import { describe, expect, it } from 'vitest';
import { printSizeAtDpi } from './artwork-print-size.ts';

describe('artwork print size', () => {
  it('3000 x 2400 px prints up to 10 x 8 in at 300 DPI', () =>
    expect(printSizeAtDpi(3000, 2400)).toEqual({ widthIn: 10, heightIn: 8, dpi: 300 }));
  it('rounds down, never promising more than the pixels give', () =>
    expect(printSizeAtDpi(1000, 1000).widthIn).toBe(3.3));
});
