import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter } from './error-reporting.ts';

describe('error reporting', () => {
  it('O-8-26 / R-8-13 unhandled errors are sent to the error-reporting service', () => {
    const send = vi.fn();
    expect(createErrorReporter('production', { send })(new Error('kaput'))).toBe(true);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ message: 'kaput' }));
  });
  it('O-8-27 / R-8-14 unhandled errors are not reported in development', () => {
    const send = vi.fn();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(createErrorReporter('development', { send })(new Error('kaput'))).toBe(false);
    expect(send).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
