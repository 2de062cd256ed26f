import { describe, expect, it } from 'vitest';
import { LOG_CAPS, reportLine } from './reporter.ts';

const BREAKS = /[\r\n\u000b\u000c\u0085\u2028\u2029]/;

describe('reportLine', () => {
  it('#13.7 a line break in any field (message, stack, context keys and values, nested) stays inside one JSON line', () => {
    const nl = '\n{"level":"info","msg":"forged"}\r\n\u2028\u0085\u000b';
    const err = new Error(`m${nl}`);
    err.stack = `s${nl}`;
    const context = { [`k${nl}`]: `v${nl}`, nested: { list: [`a${nl}`, { deep: `b${nl}` }] } };
    const line = reportLine(err, context);
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toMatch(BREAKS);
    const back = JSON.parse(line);
    expect(back.error).toEqual({ name: 'Error', message: err.message, stack: err.stack });
    expect(back.context).toEqual(context);
  });

  it('#13.7 caps strings, keys, items and depth so no caller makes a line unbounded', () => {
    const err = new Error('x'.repeat(100_000));
    err.stack = 'y'.repeat(100_000);
    const wide = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i]));
    let deep: unknown = 'bottom';
    for (let i = 0; i < 50; i++) deep = { d: deep };
    const line = reportLine(err, { s: 'z'.repeat(100_000), wide, list: Array(500).fill(1), deep });
    expect(line.length).toBeLessThan(20_000);
    const back = JSON.parse(line);
    expect(back.error.message.startsWith('x'.repeat(LOG_CAPS.string))).toBe(true);
    expect(Object.keys(back.context.wide)).toHaveLength(LOG_CAPS.keys);
    expect(back.context.list).toHaveLength(LOG_CAPS.items);
    expect(JSON.stringify(back.context.deep)).toContain('[nested]');
  });

  it('#13.7 a thrown non-Error is logged as its text', () => {
    expect(JSON.parse(reportLine('plain\nstring')).error).toEqual({ message: 'plain\nstring' });
  });
});
