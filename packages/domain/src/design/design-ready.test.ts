import { describe, expect, it } from 'vitest';
import type { DesignDraft, Side } from '../entities/entities.ts';
import { designReadyIssues, isDesignReady, printedSides } from './design-ready.ts';

const side = (over: Partial<Side> = {}): Side => ({
  name: 'front',
  elements: [{ artworkId: 'a1', width: 0.5, position: { horizontal: 'C', offset: { top: 3 } } }],
  platen: { offset: { top: 3 }, width: 14 },
  colors: { full: true, matched: ['black'] },
  ...over,
});
const garment = (over: Partial<DesignDraft> = {}): DesignDraft => ({
  id: 'd1',
  type: 'Garment',
  printType: 'dtg',
  sides: { front: side() },
  ...over,
});
const paths = (d: DesignDraft) => designReadyIssues(d).map((i) => i.path);

describe('design ready', () => {
  it('a complete garment draft is ready', () => {
    expect(designReadyIssues(garment())).toEqual([]);
    expect(isDesignReady(garment())).toBe(true);
  });
  it('O-5-01 requires a type', () => {
    expect(paths(garment({ type: null }))).toContain('type');
    expect(isDesignReady(garment({ type: null }))).toBe(false);
  });
  it('O-5-02 requires a printType', () => {
    expect(paths(garment({ printType: null }))).toContain('printType');
  });
  it('O-5-03 requires at least one side', () => {
    const issues = designReadyIssues(garment({ sides: {} }));
    expect(issues.map((i) => i.path)).toEqual(['sides']);
    expect(issues[0]?.message).toMatch(/at least one side/);
  });
  it('O-5-04 Case requires variation.finish', () => {
    const c = garment({ type: 'Case', printType: 'case', sides: { front: side({ platen: null }) } });
    expect(paths(c)).toEqual(['variation.finish']);
    expect(isDesignReady({ ...c, variation: { finish: 'gloss' } })).toBe(true);
  });
  it('O-5-05 Mug requires variation.size', () => {
    const m = garment({ type: 'Mug', printType: 'mug', sides: { front: side({ platen: null }) } });
    expect(paths(m)).toEqual(['variation.size']);
    expect(isDesignReady({ ...m, variation: { size: '11oz' } })).toBe(true);
  });
  it('O-5-06 Poster requires variation.size', () => {
    const p = garment({ type: 'Poster', printType: 'poster', sides: { front: side({ platen: null }) } });
    expect(paths(p)).toEqual(['variation.size']);
  });
  it('O-5-07 every non-empty side requires a name', () => {
    expect(paths(garment({ sides: { front: side({ name: '' }) } }))).toEqual(['sides.front.name']);
    // An empty side needs nothing.
    expect(paths(garment({ sides: { front: side(), back: { elements: [] } } }))).toEqual([]);
  });
  it('O-5-08 every non-empty side requires an artworkId', () => {
    const s = side({ elements: [{ width: 0.5, position: { horizontal: 'C' } }] });
    expect(paths(garment({ sides: { front: s } }))).toEqual(['sides.front.elements.0.artworkId']);
  });
  it('O-5-09 every non-empty side requires a width', () => {
    const s = side({ elements: [{ artworkId: 'a', position: { horizontal: 'C' } }] });
    expect(paths(garment({ sides: { front: s } }))).toEqual(['sides.front.elements.0.width']);
  });
  it('O-5-10 every non-empty side requires a horizontal position', () => {
    const s = side({ elements: [{ artworkId: 'a', width: 0.3, position: { offset: { top: 1 } } }] });
    expect(paths(garment({ sides: { front: s } }))).toEqual(['sides.front.elements.0.position.horizontal']);
  });
  it('O-5-11 Garment sides require platen offset', () => {
    expect(paths(garment({ sides: { front: side({ platen: { width: 14 } }) } }))).toEqual([
      'sides.front.platen.offset',
    ]);
    // A bottom offset counts as an offset.
    expect(
      paths(garment({ sides: { front: side({ platen: { width: 14, offset: { bottom: 2 } } }) } })),
    ).toEqual([]);
  });
  it('O-5-12 Garment sides require platen width', () => {
    expect(paths(garment({ sides: { front: side({ platen: { offset: { top: 1 } } }) } }))).toEqual([
      'sides.front.platen.width',
    ]);
  });
  it('O-5-13 Screenprint sides require at least one matched colour', () => {
    const d = garment({ printType: 'screenprint', sides: { front: side({ colors: { matched: [] } }) } });
    expect(paths(d)).toEqual(['sides.front.colors.matched']);
    expect(isDesignReady({ ...d, sides: { front: side({ colors: { matched: ['PN Navy'] } }) } })).toBe(true);
    // dtg does not need matched colours
    expect(paths(garment({ sides: { front: side({ colors: null }) } }))).toEqual([]);
  });
  it('O-5-14 at least one side must have elements', () => {
    const issues = designReadyIssues(garment({ sides: { front: { elements: [] } } }));
    expect(issues.map((i) => i.path)).toEqual(['sides']);
    expect(issues[0]?.code).toBe('no_elements');
  });
  const poster = (size: string) =>
    garment({
      type: 'Poster',
      printType: 'poster',
      variation: { size },
      sides: { front: side({ platen: null }) },
    });
  it('O-5-15 poster size 17width accepted', () => expect(isDesignReady(poster('17width'))).toBe(true));
  it('O-5-16 poster size 24width accepted', () => expect(isDesignReady(poster('24width'))).toBe(true));
  it('O-5-17 poster size 17height accepted', () => expect(isDesignReady(poster('17height'))).toBe(true));
  it('O-5-18 poster size 24height accepted', () => expect(isDesignReady(poster('24height'))).toBe(true));
  it('O-5-19 any other poster size is rejected', () => {
    const issues = designReadyIssues(poster('36width'));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path: 'variation.size', code: 'poster_size_invalid' });
    expect(issues[0]?.message).toContain('36width');
  });
  const kase = (placement: string) =>
    garment({
      type: 'Case',
      printType: 'case',
      variation: { finish: 'gloss', placement },
      sides: { front: side({ platen: null }) },
    });
  it('O-5-21 case placement Bottom accepted', () => expect(isDesignReady(kase('Bottom'))).toBe(true));
  it('O-5-22 case placement Center accepted', () => expect(isDesignReady(kase('Center'))).toBe(true));
  it('O-5-23 case placement Center Full Bleed accepted', () =>
    expect(isDesignReady(kase('Center Full Bleed'))).toBe(true));
  it('O-5-24 any other case placement is rejected', () => {
    expect(paths(kase('Top'))).toEqual(['variation.placement']);
    expect(paths(kase('center'))).toEqual(['variation.placement']);
  });
  it('lists every unmet rule at once', () => {
    const d: DesignDraft = {
      id: 'x',
      type: 'Garment',
      printType: 'screenprint',
      sides: { front: { elements: [{}] } },
    };
    expect(paths(d)).toEqual([
      'sides.front.name',
      'sides.front.elements.0.artworkId',
      'sides.front.elements.0.width',
      'sides.front.elements.0.position.horizontal',
      'sides.front.platen.offset',
      'sides.front.platen.width',
      'sides.front.colors.matched',
    ]);
  });
});

describe('printed sides', () => {
  it('O-4-12 the proof shows every side with print, in order, and no empty side', () => {
    const el = { artworkId: 'a1', width: 4, position: { horizontal: 'center' } } as never;
    expect(
      printedSides({ front: { elements: [el] }, back: { elements: [] }, sleeve: { elements: [el] } }),
    ).toEqual(['front', 'sleeve']);
    expect(printedSides(undefined)).toEqual([]);
  });
});
