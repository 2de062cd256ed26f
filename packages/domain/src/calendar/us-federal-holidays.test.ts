import { describe, expect, it } from 'vitest';
import { usFederalHolidayOn, usFederalHolidays } from './us-federal-holidays.ts';

const observedDates = (year: number) => usFederalHolidays(year).map((h) => h.date);

// Fixtures: the US Office of Personnel Management federal holiday tables (opm.gov, "Federal Holidays").
describe('US federal holidays', () => {
  it('O-9-10 2018 matches the OPM table (Veterans Day on Sunday observed Monday)', () => {
    expect(observedDates(2018)).toEqual([
      '2018-01-01',
      '2018-01-15',
      '2018-02-19',
      '2018-05-28',
      '2018-07-04',
      '2018-09-03',
      '2018-10-08',
      '2018-11-12',
      '2018-11-22',
      '2018-12-25',
    ]);
  });

  it('O-9-10 2019 matches the OPM table', () => {
    expect(observedDates(2019)).toEqual([
      '2019-01-01',
      '2019-01-21',
      '2019-02-18',
      '2019-05-27',
      '2019-07-04',
      '2019-09-02',
      '2019-10-14',
      '2019-11-11',
      '2019-11-28',
      '2019-12-25',
    ]);
  });

  it('O-9-10 2021 adds Juneteenth and observes Saturday holidays on the Friday before', () => {
    const h2021 = usFederalHolidays(2021);
    expect(h2021).toHaveLength(11);
    expect(h2021.find((h) => h.name.startsWith('Juneteenth'))).toEqual({
      name: 'Juneteenth National Independence Day',
      date: '2021-06-18',
      actualDate: '2021-06-19',
    });
    expect(observedDates(2021)).toContain('2021-07-05'); // Sunday 4 July -> Monday
    expect(observedDates(2021)).toContain('2021-12-24'); // Saturday Christmas -> Friday
    expect(usFederalHolidays(2020).some((h) => h.name.startsWith('Juneteenth'))).toBe(false);
  });

  it('O-9-10 New Year 2022 (a Saturday) is observed on Friday 31 December 2021', () => {
    expect(usFederalHolidays(2022)[0]).toEqual({
      name: "New Year's Day",
      date: '2021-12-31',
      actualDate: '2022-01-01',
    });
    expect(usFederalHolidayOn('2021-12-31')?.name).toBe("New Year's Day");
    expect(usFederalHolidayOn('2022-01-01')).toBeNull();
  });

  it('O-9-10 2024 and 2025 match the OPM tables', () => {
    expect(observedDates(2024)).toEqual([
      '2024-01-01',
      '2024-01-15',
      '2024-02-19',
      '2024-05-27',
      '2024-06-19',
      '2024-07-04',
      '2024-09-02',
      '2024-10-14',
      '2024-11-11',
      '2024-11-28',
      '2024-12-25',
    ]);
    expect(observedDates(2025)).toEqual([
      '2025-01-01',
      '2025-01-20',
      '2025-02-17',
      '2025-05-26',
      '2025-06-19',
      '2025-07-04',
      '2025-09-01',
      '2025-10-13',
      '2025-11-11',
      '2025-11-27',
      '2025-12-25',
    ]);
  });

  it('does not treat the day after Thanksgiving or Christmas Eve as federal holidays', () => {
    expect(usFederalHolidayOn('2024-11-29')).toBeNull();
    expect(usFederalHolidayOn('2024-12-24')).toBeNull();
    expect(usFederalHolidayOn('2024-11-28')?.name).toBe('Thanksgiving Day');
  });
});
