import type { Shift, ShiftEditRequest, Timesheet, TimesheetQuery } from '@platen/contracts';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** Supervisors' calls: a period's timesheet, and a shift corrected with a reason. */
export const timesheetsApi = injectApi({
  endpoints: (b) => ({
    /** GET internal timesheets: per employee, station and day, with the shifts behind the figures. */
    timesheet: b.query<Timesheet, TimesheetQuery>({
      query: (q) => serviceUrl('internal', '/timesheets', { ...q }),
      providesTags: ['Timesheets'],
    }),
    /** PUT internal shifts/{shiftId}: new clock-in and clock-out times, and why. */
    correctShift: b.mutation<Shift, ShiftEditRequest & { shiftId: number }>({
      query: ({ shiftId, ...body }) => ({
        url: serviceUrl('internal', '/shifts/:shiftId', { shiftId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Timesheets'],
    }),
  }),
});

/** The CSV of the same period (a plain link: the browser downloads it). */
export const timesheetCsvUrl = (q: TimesheetQuery) => serviceUrl('internal', '/timesheets.csv', { ...q });

export const { useTimesheetQuery, useCorrectShiftMutation } = timesheetsApi;
