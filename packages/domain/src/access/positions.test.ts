import { describe, expect, it } from 'vitest';
import {
  EMPLOYEE_POSITIONS,
  isKnownPosition,
  isSupervisorPosition,
  SUPERVISOR_POSITIONS,
} from './positions.ts';

describe('positions', () => {
  it('R-6-11 Supervisor positions: Sales Supervisor, CS Supervisor, Supervisor', () => {
    expect(SUPERVISOR_POSITIONS).toEqual(['Sales Supervisor', 'CS Supervisor', 'Supervisor']);
    expect(isSupervisorPosition('CS Supervisor')).toBe(true);
    expect(isSupervisorPosition('CS Rep')).toBe(false);
  });
  it('R-6-12 Employee positions include BDR Rep, AR Rep, CS Rep, Approval Rep, press operator, QC, picker, DTG roles', () => {
    for (const p of [
      'BDR Rep',
      'AR Rep',
      'CS Rep',
      'Approval Rep',
      'Press Operator',
      'QC',
      'Picker',
    ] as const) {
      expect(EMPLOYEE_POSITIONS).toContain(p);
    }
    expect(EMPLOYEE_POSITIONS.some((p) => p.startsWith('DTG'))).toBe(true);
    expect(isKnownPosition('Picker')).toBe(true);
    expect(isKnownPosition('Astronaut')).toBe(false);
  });
});
