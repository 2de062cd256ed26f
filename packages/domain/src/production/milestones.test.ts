import { describe, expect, it } from 'vitest';
import { expectedMilestones, MILESTONE_TIMELINES, milestoneStep } from './milestones.ts';

const s = milestoneStep;

describe('milestone timelines', () => {
  it('R-4-07 DTG IMPORTED max 120 h / avg 12 h', () => {
    expect(s('dtg', 'IMPORTED')).toMatchObject({
      maxHours: 120,
      avgHours: 12,
      alert: false,
      occasional: false,
    });
  });
  it('R-4-08 DTG REJECTION occasional, no hours', () => {
    expect(s('dtg', 'REJECTION')).toMatchObject({
      maxHours: null,
      avgHours: null,
      occasional: true,
      alert: false,
    });
  });
  it('R-4-09 DTG BLANK_ORDERED max 168 h / avg 48 h', () => {
    expect(s('dtg', 'BLANK_ORDERED')).toMatchObject({ maxHours: 168, avgHours: 48 });
  });
  it('R-4-10 DTG RECEIVED max 168 h / avg 12 h', () => {
    expect(s('dtg', 'RECEIVED')).toMatchObject({ maxHours: 168, avgHours: 12 });
  });
  it('R-4-11 DTG CART_LOADED max 120 h / avg 24 h', () => {
    expect(s('dtg', 'CART_LOADED')).toMatchObject({ maxHours: 120, avgHours: 24 });
  });
  it('R-4-12 DTG RIP_ISSUE max 120 h / avg 48 h, alert, occasional', () => {
    expect(s('dtg', 'RIP_ISSUE')).toMatchObject({
      maxHours: 120,
      avgHours: 48,
      alert: true,
      occasional: true,
    });
  });
  it('R-4-13 DTG PRETREAT max 72 h / avg 2 h', () => {
    expect(s('dtg', 'PRETREAT')).toMatchObject({ maxHours: 72, avgHours: 2 });
  });
  it('R-4-14 DTG PRINT max 72 h / avg 1 h', () => {
    expect(s('dtg', 'PRINT')).toMatchObject({ maxHours: 72, avgHours: 1 });
  });
  it('R-4-15 DTG QC max 72 h / avg 1 h', () => {
    expect(s('dtg', 'QC')).toMatchObject({ maxHours: 72, avgHours: 1 });
  });
  it('R-4-16 DTG STORED max 120 h / avg 6 h', () => {
    expect(s('dtg', 'STORED')).toMatchObject({ maxHours: 120, avgHours: 6 });
  });
  it('R-4-17 DTG SHIPPED final, no hours', () => {
    expect(s('dtg', 'SHIPPED')).toMatchObject({ maxHours: null, avgHours: null, final: true });
    expect(MILESTONE_TIMELINES.dtg.map((m) => m.milestone)).toEqual([
      'IMPORTED',
      'REJECTION',
      'BLANK_ORDERED',
      'RECEIVED',
      'CART_LOADED',
      'RIP_ISSUE',
      'PRETREAT',
      'PRINT',
      'QC',
      'STORED',
      'SHIPPED',
    ]);
  });

  it('R-4-18 Screenprint IMPORTED max 120 h / avg 12 h', () => {
    expect(s('screenprint', 'IMPORTED')).toMatchObject({ maxHours: 120, avgHours: 12 });
  });
  it('R-4-19 Screenprint BLANK_ORDERED max 168 h / avg 48 h', () => {
    expect(s('screenprint', 'BLANK_ORDERED')).toMatchObject({ maxHours: 168, avgHours: 48 });
  });
  it('R-4-20 Screenprint RECEIVED max 168 h / avg 24 h', () => {
    expect(s('screenprint', 'RECEIVED')).toMatchObject({ maxHours: 168, avgHours: 24 });
  });
  it('R-4-21 Screenprint STORED max 168 h / avg 6 h', () => {
    expect(s('screenprint', 'STORED')).toMatchObject({ maxHours: 168, avgHours: 6 });
  });
  it('R-4-22 Screenprint SHIPPED final', () => {
    expect(s('screenprint', 'SHIPPED')?.final).toBe(true);
    expect(MILESTONE_TIMELINES.screenprint.map((m) => m.milestone)).toEqual([
      'IMPORTED',
      'BLANK_ORDERED',
      'RECEIVED',
      'STORED',
      'SHIPPED',
    ]);
  });

  it('R-4-23 Mug IMPORTED max 120 h / avg 36 h', () => {
    expect(s('mug', 'IMPORTED')).toMatchObject({ maxHours: 120, avgHours: 36 });
  });
  it('R-4-24 Mug PRINTED max 72 h / avg 3 h', () => {
    expect(s('mug', 'PRINTED')).toMatchObject({ maxHours: 72, avgHours: 3 });
  });
  it('R-4-25 Mug STORED max 168 h / avg 3 h', () => {
    expect(s('mug', 'STORED')).toMatchObject({ maxHours: 168, avgHours: 3 });
  });
  it('R-4-26 Mug SHIPPED final', () => {
    expect(MILESTONE_TIMELINES.mug.map((m) => m.milestone)).toEqual([
      'IMPORTED',
      'PRINTED',
      'STORED',
      'SHIPPED',
    ]);
    expect(s('mug', 'SHIPPED')?.final).toBe(true);
  });

  it('R-4-27 Case IMPORTED max 360 h / avg 36 h', () => {
    expect(s('case', 'IMPORTED')).toMatchObject({ maxHours: 360, avgHours: 36 });
  });
  it('R-4-28 Case REJECTION max 5 h, alert', () => {
    expect(s('case', 'REJECTION')).toMatchObject({
      maxHours: 5,
      avgHours: null,
      alert: true,
      occasional: false,
    });
  });
  it('R-4-29 Case STORED max 168 h / avg 3 h', () => {
    expect(s('case', 'STORED')).toMatchObject({ maxHours: 168, avgHours: 3 });
  });
  it('R-4-30 Case SHIPPED final', () => {
    expect(MILESTONE_TIMELINES.case.map((m) => m.milestone)).toEqual([
      'IMPORTED',
      'REJECTION',
      'STORED',
      'SHIPPED',
    ]);
    expect(s('case', 'SHIPPED')?.final).toBe(true);
  });

  it('R-4-31 Poster IMPORTED max 360 h / avg 84 h', () => {
    expect(s('poster', 'IMPORTED')).toMatchObject({ maxHours: 360, avgHours: 84 });
  });
  it('R-4-32 Poster REJECTION max 120 h / avg 84 h, alert', () => {
    expect(s('poster', 'REJECTION')).toMatchObject({ maxHours: 120, avgHours: 84, alert: true });
  });
  it('R-4-33 Poster SHIPPED final', () => {
    expect(MILESTONE_TIMELINES.poster.map((m) => m.milestone)).toEqual(['IMPORTED', 'REJECTION', 'SHIPPED']);
    expect(s('poster', 'SHIPPED')?.final).toBe(true);
  });

  it('only SHIPPED is final, and expected paths leave occasional milestones out', () => {
    for (const steps of Object.values(MILESTONE_TIMELINES)) {
      expect(steps.filter((m) => m.final).map((m) => m.milestone)).toEqual(['SHIPPED']);
      expect(steps.at(-1)?.final).toBe(true);
    }
    expect(expectedMilestones('dtg')).not.toContain('RIP_ISSUE');
    expect(expectedMilestones('dtg')).not.toContain('REJECTION');
    expect(s('mug', 'PRINT')).toBeNull();
  });
});
