import { describe, expect, it } from 'vitest';
import { caseWidthClass, mugWidthClass } from './width-class.ts';

describe('width classes', () => {
  it('O-9-35 case width up to 0.25 -> small', () => {
    expect(caseWidthClass(0.1)).toBe('small');
    expect(caseWidthClass(0.25)).toBe('small');
  });
  it('O-9-36 case width up to 0.5 -> medium', () => {
    expect(caseWidthClass(0.26)).toBe('medium');
    expect(caseWidthClass(0.5)).toBe('medium');
  });
  it('O-9-37 case width up to 0.75 -> large', () => {
    expect(caseWidthClass(0.51)).toBe('large');
    expect(caseWidthClass(0.75)).toBe('large');
  });
  it('O-9-38 case width above 0.75 -> medium', () => {
    expect(caseWidthClass(0.76)).toBe('medium');
    expect(caseWidthClass(1)).toBe('medium');
  });
  it('O-9-39 mug width up to 0.15 -> small', () => {
    expect(mugWidthClass(0.15)).toBe('small');
    expect(mugWidthClass(0.05)).toBe('small');
  });
  it('O-9-40 mug width up to 0.25 -> medium', () => {
    expect(mugWidthClass(0.16)).toBe('medium');
    expect(mugWidthClass(0.25)).toBe('medium');
  });
  it('O-9-41 mug width otherwise -> large', () => {
    expect(mugWidthClass(0.26)).toBe('large');
    expect(mugWidthClass(1)).toBe('large');
  });
});
