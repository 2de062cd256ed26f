import { describe, expect, it } from 'vitest';
import { expectedMilestones } from '../production/milestones.ts';
import { decideScan, flowFor, milestoneOfStep, stationAt, STATION_FLOWS } from './stations.ts';

const unit = (printType: string, stepIndex: number) => ({
  code: '1042-3-2',
  printType,
  stepIndex,
  facility: 'INDY' as const,
  blockedBy: null,
});

describe('station flows', () => {
  it('R-2-19 a DTG unit goes pull -> pick -> pretreat -> dtg, then waits for QC', () => {
    expect([0, 1, 2, 3, 4].map((i) => stationAt('dtg', i))).toEqual([
      'pull',
      'pick',
      'pretreat',
      'dtg',
      'qc',
    ]);
  });

  it('every print type has a flow that starts at pull and ends before QC', () => {
    for (const [pt, flow] of Object.entries(STATION_FLOWS)) {
      expect(flow[0]?.station, pt).toBe('pull');
      expect(stationAt(pt, flow.length), pt).toBe('qc');
    }
  });

  it('R-4-35 the milestones a flow records follow the print type timeline order (DTG, screenprint, mug)', () => {
    for (const pt of ['dtg', 'screenprint', 'mug'] as const) {
      const recorded = flowFor(pt)
        .map((s) => milestoneOfStep(pt, s))
        .filter((m) => m !== null);
      const timeline = expectedMilestones(pt);
      const positions = recorded.map((m) => timeline.indexOf(m));
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    }
    expect(flowFor('dtg').map((s) => milestoneOfStep('dtg', s))).toEqual([
      'RECEIVED',
      'CART_LOADED',
      'PRETREAT',
      'PRINT',
    ]);
    expect(flowFor('mug').map((s) => milestoneOfStep('mug', s))).toEqual([null, 'PRINTED']);
  });
});

describe('decideScan', () => {
  it('a scan at the expected station completes the step and names the next one', () => {
    const d = decideScan(unit('dtg', 2), 'pretreat', 'INDY');
    expect(d).toMatchObject({ ok: true, nextIndex: 3, milestone: 'PRETREAT' });
  });

  it('the wrong station is refused with where the unit is expected', () => {
    expect(decideScan(unit('dtg', 2), 'qc')).toEqual({
      ok: false,
      code: 'wrong-station',
      reason: 'Unit 1042-3-2 is waiting for pretreat at INDY, not QC',
    });
  });

  it('the right station at another facility is refused too', () => {
    const d = decideScan(unit('dtg', 2), 'pretreat', 'SCRANTON');
    expect(d).toMatchObject({
      ok: false,
      reason: 'Unit 1042-3-2 is waiting for pretreat at INDY, not pretreat at SCRANTON',
    });
  });

  it('a unit waiting on blanks is refused with what it waits for', () => {
    const d = decideScan({ ...unit('dtg', 0), blockedBy: 'waiting for blanks from ALPHA' }, 'pull');
    expect(d).toMatchObject({
      ok: false,
      code: 'blocked',
      reason: 'Unit 1042-3-2: waiting for blanks from ALPHA',
    });
  });
});
