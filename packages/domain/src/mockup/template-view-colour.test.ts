import { describe, expect, it } from 'vitest';
import { normaliseHex, templateViewColour } from './template-view-colour.ts';

describe('R-2-24 mockup server view colours', () => {
  const catalogue = ['ffffff', '111111', 'C8102E'];
  it('#13.3 R-2-24 a catalogue colour of the template is drawn, written any accepted way', () => {
    for (const c of ['c8102e', '#C8102E', 'C8102e'])
      expect(templateViewColour('tee-front', c, catalogue)).toEqual({ ok: true, hex: 'c8102e' });
    expect(templateViewColour('tee-front', 'fff', catalogue)).toEqual({ ok: true, hex: 'ffffff' });
    expect(templateViewColour('tee-front', '#111', catalogue)).toEqual({ ok: true, hex: '111111' });
  });
  it('#13.3 R-2-24 any other colour is refused with a reason', () => {
    const r = templateViewColour('tee-front', '123456', catalogue);
    expect(r).toEqual({
      ok: false,
      message: '#123456 is not a colour of any product drawn on the "tee-front" template.',
    });
    expect(templateViewColour('tee-front', 'ffffff', []).ok).toBe(false);
  });
  it('normalises hex codes', () => {
    expect(normaliseHex('#AbC')).toBe('aabbcc');
    expect(normaliseHex(' 1a2b3c ')).toBe('1a2b3c');
  });
});
