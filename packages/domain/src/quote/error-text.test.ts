import { describe, expect, it } from 'vitest';
import { errorText } from './error-text.ts';

describe('error text', () => {
  it('O-8-18 a string is used as is', () => {
    expect(errorText('Quote failed')).toBe('Quote failed');
  });

  it('O-8-19 else its message', () => {
    expect(errorText(new Error('boom'))).toBe('boom');
    expect(errorText({ message: 'Bad request', error: 'ignored' })).toBe('Bad request');
  });

  it('O-8-20 else the nested error', () => {
    expect(errorText({ statusCode: 400, error: { message: 'Invalid items' } })).toBe('Invalid items');
    expect(errorText({ error: 'Not found' })).toBe('Not found');
  });

  it('O-8-21 else the list of issues', () => {
    expect(
      errorText({
        issues: [{ path: 'items[0].quantity', message: 'too low' }, { message: 'bad tier' }, 'plain'],
      }),
    ).toBe('items[0].quantity: too low; bad tier; plain');
  });

  it('O-8-22 else the serialised error', () => {
    expect(errorText({ statusCode: 500 })).toBe('{"statusCode":500}');
    expect(errorText(42)).toBe('42');
    expect(errorText(undefined)).toBe('undefined');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(errorText(circular)).toBe('[object Object]');
  });
});
