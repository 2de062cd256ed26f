import { FACILITY_CODES } from '@platen/domain/operations/facilities';
import { z } from 'zod';

/** GET /api/internal/timesheets (and .csv): a period of days (the facility's own dates), at most 62 days. */
export const TimesheetQuerySchema = z
  .object({
    from: z.iso.date({ message: 'from must be a date (YYYY-MM-DD).' }),
    to: z.iso.date({ message: 'to must be a date (YYYY-MM-DD).' }),
    facility: z
      .enum(FACILITY_CODES, { message: `facility must be one of ${FACILITY_CODES.join(', ')}.` })
      .optional(),
    employeeId: z.string().min(1).max(100).optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to.', path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 62 * 86_400_000, {
    message: 'A timesheet covers at most 62 days.',
    path: ['to'],
  });
export type TimesheetQuery = z.infer<typeof TimesheetQuerySchema>;

const figures = {
  minutes: z.number().int(),
  units: z.number().int(),
  unitsPerHour: z.number().nullable(),
};

/** One employee at one station of one facility on one day. */
export const TimesheetRowSchema = z.object({
  day: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  station: z.string(),
  facility: z.string(),
  shifts: z.number().int(),
  ...figures,
});

/** One shift of the period, with the supervisor's correction when there was one. */
export const TimesheetShiftSchema = z.object({
  shiftId: z.number().int(),
  employeeId: z.string(),
  employeeName: z.string(),
  station: z.string(),
  facility: z.string(),
  day: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  minutes: z.number().int(),
  units: z.number().int(),
  editedAt: z.string().nullable(),
  editReason: z.string().nullable(),
});
export type TimesheetShift = z.infer<typeof TimesheetShiftSchema>;

export const TimesheetSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(TimesheetRowSchema),
  shifts: z.array(TimesheetShiftSchema),
  totals: z.object(figures),
});
export type Timesheet = z.infer<typeof TimesheetSchema>;

/** PUT /api/internal/shifts/{shiftId}: a supervisor corrects a shift's times, saying why. */
export const ShiftIdParamsSchema = z.object({ shiftId: z.coerce.number().int().positive() });
export const ShiftEditRequestSchema = z
  .object({
    startedAt: z.iso.datetime({ offset: true, message: 'startedAt must be a date and time.' }),
    endedAt: z.iso.datetime({ offset: true, message: 'endedAt must be a date and time.' }).nullable(),
    reason: z.string().max(500),
  })
  .strict();
export type ShiftEditRequest = z.infer<typeof ShiftEditRequestSchema>;
