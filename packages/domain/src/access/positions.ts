/** R-6-11: supervisor positions (verbatim). */
export const SUPERVISOR_POSITIONS = ['Sales Supervisor', 'CS Supervisor', 'Supervisor'] as const;
export type SupervisorPosition = (typeof SUPERVISOR_POSITIONS)[number];

/**
 * R-6-12: employee positions. The spec names BDR Rep, AR Rep, CS Rep, Approval Rep, press operator, QC, picker
 * and "DTG roles"; the DTG roles are spelled out from the DTG milestones (R-4: pretreat, print, QC) and the
 * DTG station (R-2-19) since the spec gives no names for them.
 */
export const EMPLOYEE_POSITIONS = [
  'BDR Rep',
  'AR Rep',
  'CS Rep',
  'Approval Rep',
  'Press Operator',
  'QC',
  'Picker',
  'DTG Pretreat',
  'DTG Printer',
] as const;
export type EmployeePosition = (typeof EMPLOYEE_POSITIONS)[number];
export type Position = SupervisorPosition | EmployeePosition;

/** True for the supervisor positions. */
export const isSupervisorPosition = (position: string): position is SupervisorPosition =>
  (SUPERVISOR_POSITIONS as readonly string[]).includes(position);

/** True for any known position (supervisor or employee). */
export const isKnownPosition = (position: string): position is Position =>
  isSupervisorPosition(position) || (EMPLOYEE_POSITIONS as readonly string[]).includes(position);
