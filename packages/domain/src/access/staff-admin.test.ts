import { describe, expect, it } from 'vitest';
import {
  STAFF_POSITIONS,
  type StaffAssignment,
  type StaffMember,
  staffAdminIssues,
  statusRefusal,
  twoFactorRequiredFor,
} from './staff-admin.ts';

const admin: StaffMember = { id: 'a', role: 'ADMIN', group: 'admin' };
const lead: StaffMember = { id: 'l', role: 'MANAGE', group: 'production' };
const operator: StaffMember = { id: 'o', role: 'EMPLOYEE', group: 'production' };
const cs: StaffMember = { id: 'c', role: 'EMPLOYEE', group: 'cs' };
const picker: StaffAssignment = {
  level: 'EMPLOYEE',
  group: 'production',
  position: 'Picker',
  facility: 'FRESNO',
};
const codes = (issues: { code?: string }[]) => issues.map((i) => i.code);

describe('staff administration rules', () => {
  it('R-6-11 supervisor positions: Sales Supervisor, CS Supervisor, Supervisor', () => {
    expect(STAFF_POSITIONS.slice(0, 3)).toEqual(['Sales Supervisor', 'CS Supervisor', 'Supervisor']);
  });
  it('R-6-12 employee positions include BDR Rep, AR Rep, CS Rep, Approval Rep, press operator, QC, picker, DTG', () => {
    for (const p of [
      'BDR Rep',
      'AR Rep',
      'CS Rep',
      'Approval Rep',
      'Press Operator',
      'QC',
      'Picker',
      'DTG Operator',
    ])
      expect(STAFF_POSITIONS).toContain(p);
  });
  it('an administrator invites anyone into any group', () => {
    expect(
      staffAdminIssues(admin, 'invite', null, {
        ...picker,
        level: 'ADMIN',
        group: 'admin',
        position: 'Supervisor',
      }),
    ).toEqual([]);
  });
  it('R-6-04 a manager cannot give ADMIN (above their level), nor act in another group', () => {
    expect(
      codes(staffAdminIssues(lead, 'invite', null, { ...picker, level: 'ADMIN', position: 'Supervisor' })),
    ).toEqual(['above-own-level']);
    expect(
      codes(staffAdminIssues(lead, 'invite', null, { ...picker, group: 'cs', position: 'CS Rep' })),
    ).toEqual(['other-group']);
    expect(codes(staffAdminIssues(lead, 'deactivate', cs))).toEqual(['other-group']);
    expect(staffAdminIssues(lead, 'deactivate', operator)).toEqual([]);
    expect(staffAdminIssues(lead, 'invite', null, picker)).toEqual([]);
  });
  it('R-6-03 an employee administers nobody; nobody acts on themselves; customers are not staff', () => {
    expect(codes(staffAdminIssues(operator, 'invite', null, picker))).toEqual(['not-manager']);
    expect(codes(staffAdminIssues(admin, 'deactivate', admin))).toEqual(['self']);
    expect(codes(staffAdminIssues(admin, 'deactivate', { id: 'u', role: 'USER', group: null }))).toEqual([
      'not-staff',
    ]);
    expect(
      codes(staffAdminIssues(lead, 'change', { id: 'x', role: 'ADMIN', group: 'production' }, picker)),
    ).toEqual(['above-own-level']);
  });
  it('positions fit their group; supervisors need MANAGE; facilities are known ones', () => {
    expect(codes(staffAdminIssues(admin, 'invite', null, { ...picker, group: 'cs' }))).toEqual([
      'position-group',
    ]);
    expect(codes(staffAdminIssues(admin, 'invite', null, { ...picker, position: 'Supervisor' }))).toEqual([
      'supervisor-level',
    ]);
    expect(codes(staffAdminIssues(admin, 'invite', null, { ...picker, position: 'Juggler' }))).toEqual([
      'position',
    ]);
    expect(codes(staffAdminIssues(admin, 'invite', null, { ...picker, facility: 'MARS' }))).toEqual([
      'facility',
    ]);
  });
  it('R-6-04 R-6-05 MANAGE and ADMIN need two-factor; EMPLOYEE does not', () => {
    expect([
      twoFactorRequiredFor('EMPLOYEE'),
      twoFactorRequiredFor('MANAGE'),
      twoFactorRequiredFor('ADMIN'),
    ]).toEqual([false, true, true]);
  });
  it('deactivate once; reactivate only the deactivated', () => {
    expect(statusRefusal('deactivate', 'active')).toBeNull();
    expect(statusRefusal('deactivate', 'deactivated')?.code).toBe('already-deactivated');
    expect(statusRefusal('reactivate', 'active')?.code).toBe('not-deactivated');
  });
});
