import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import {
  CASE_PLACEMENTS,
  casePlacementPreset,
  DEFAULT_CASE_FINISH,
  parseCasePlacement,
} from './case-placement.ts';

describe('case placement', () => {
  it('O-5-21 Bottom accepted', () => expect(parseCasePlacement('Bottom')).toBe('Bottom'));
  it('O-5-22 Center accepted', () => expect(parseCasePlacement('Center')).toBe('Center'));
  it('O-5-23 Center Full Bleed accepted', () =>
    expect(parseCasePlacement('Center Full Bleed')).toBe('Center Full Bleed'));
  it('O-5-24 / O-8-11 an unknown case placement raises an error', () => {
    expect(() => parseCasePlacement('Top')).toThrow(DomainError);
    expect(() => parseCasePlacement('Top')).toThrow('Unexpected case placement found: Top');
    expect(() => parseCasePlacement(undefined)).toThrow(DomainError);
    expect(CASE_PLACEMENTS).toEqual(['Bottom', 'Center', 'Center Full Bleed']);
  });
  it('R-9-66 default case finish gloss', () => expect(DEFAULT_CASE_FINISH).toBe('gloss'));
  it('maps case placements to placement presets by width class', () => {
    expect(casePlacementPreset('Bottom', 0.3)).toBe('bottom');
    expect(casePlacementPreset('Center Full Bleed', 0.3)).toBe('center-full');
    expect(casePlacementPreset('Center', 0.2)).toBe('center-small');
    expect(casePlacementPreset('Center', 0.7)).toBe('center-large');
  });
});
