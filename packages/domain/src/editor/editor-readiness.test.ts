import { describe, expect, it } from 'vitest';
import type { DesignDraft, Side } from '../entities/entities.ts';
import { inches } from '../units/units.ts';
import { editorSides } from './editor-sides.ts';
import {
  defaultGarmentPrintType,
  editorReadiness,
  oversizeIssues,
  printTypeForPlacedArtwork,
} from './editor-readiness.ts';

const side = (width: number, aspect: number, matched: string[] = []): Side => ({
  name: 'front',
  elements: [{ artworkId: 'a', width, aspect, position: { horizontal: 'C', offset: { top: 1 } } }],
  platen: { offset: { top: 1 }, width: 12 },
  colors: { full: false, matched, sequences: [] },
});
const draft = (printType: DesignDraft['printType'], sides: Record<string, Side>): DesignDraft => ({
  id: 'd',
  type: 'Garment',
  printType,
  sides,
});
const shirt = (printType: 'embr' | 'dtg') =>
  editorSides({ type: 'Garment', printType, printAreas: { front: { width: 12, height: 16 } } });

describe('oversizeIssues', () => {
  it('#12.7 R-5-47 a 10.5 in embroidery design on a shirt front is not ready (maximum 4.5 x 4.5 in)', () => {
    const d = draft('embr', { front: side(10.5 / 12, 1) });
    const issues = oversizeIssues(d, shirt('embr'));
    expect(issues).toHaveLength(1);
    expect(issues[0]?.code).toBe('artwork_too_large');
    expect(issues[0]?.message).toMatch(/10\.50 x 10\.50 in; Embroidery allows at most 4\.5 x 4\.5 in/);
    expect(editorReadiness(issues, []).tone).toBe('blocked');
  });
  it('#12.7 R-5-47 a 4.5 in square embroidery fits; the same 10.5 in artwork fits DTG', () => {
    expect(oversizeIssues(draft('embr', { front: side(4.5 / 12, 1) }), shirt('embr'))).toEqual([]);
    expect(oversizeIssues(draft('dtg', { front: side(10.5 / 12, 1) }), shirt('dtg'))).toEqual([]);
  });
  it('#12.7 R-5-47 too tall counts as well as too wide', () => {
    const d = draft('embr', { front: side(4 / 12, 1.5) });
    expect(oversizeIssues(d, shirt('embr'))).toHaveLength(1);
  });
  it('#12.7 an artwork taller than its area counts at the size it prints: fitted to the area (a mug wrap)', () => {
    const mug = editorSides({
      type: 'Mug',
      printType: 'mug',
      printAreas: { front: { width: 8.36, height: 3.48 } },
    });
    const d: DesignDraft = { ...draft('mug', { front: side(0.5, 1) }), type: 'Mug' };
    expect(oversizeIssues(d, mug)).toEqual([]);
  });
  it('ignores sides without a maximum', () => {
    const sides = [
      { key: 'front', label: 'Front', area: { width: inches(12), height: inches(16) }, max: null },
    ];
    expect(oversizeIssues(draft('embr', { front: side(1, 1) }), sides)).toEqual([]);
  });
});

describe('editorReadiness', () => {
  it('#12.10 a print-quality (DPI) warning is never shown under a green Ready', () => {
    const r = editorReadiness(
      [],
      ['logo.png is 72 DPI at 10.00 in wide and may not print well (minimum 100 DPI).'],
    );
    expect(r.tone).toBe('warning');
    expect(r.text).not.toMatch(/^Ready/);
  });
  it('#12.10 no issues and no warnings is Ready; unmet rules block', () => {
    expect(editorReadiness([], [])).toEqual({
      tone: 'ready',
      text: 'Ready: every rule of the design is met.',
    });
    expect(editorReadiness([{ path: 'x', message: 'm' }], ['w']).tone).toBe('blocked');
  });
});

describe('print type defaults', () => {
  it('#12.7 R-4-40 a garment design starts as DTG when DTG is allowed, not screenprint', () => {
    expect(defaultGarmentPrintType(['screenprint', 'dtg', 'embr'])).toBe('dtg');
    expect(defaultGarmentPrintType(['screenprint', 'embr'])).toBe('screenprint');
    expect(defaultGarmentPrintType([])).toBeNull();
  });
  it('#12.7 R-4-40 a full-colour PNG placed on a screenprint draft without inks switches it to DTG', () => {
    const d = draft('screenprint', {});
    expect(printTypeForPlacedArtwork(d, ['screenprint', 'dtg'], 'png')).toBe('dtg');
    expect(printTypeForPlacedArtwork(d, ['screenprint', 'dtg'], 'svg')).toBe('screenprint');
    expect(printTypeForPlacedArtwork(d, ['screenprint'], 'png')).toBe('screenprint');
    const inked = draft('screenprint', { front: side(0.5, 1, ['Black']) });
    expect(printTypeForPlacedArtwork(inked, ['screenprint', 'dtg'], 'png')).toBe('screenprint');
    expect(printTypeForPlacedArtwork(draft('embr', {}), ['embr', 'dtg'], 'png')).toBe('embr');
  });
});
