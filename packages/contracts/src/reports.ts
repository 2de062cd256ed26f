import { FACILITY_CODES } from '@platen/domain/operations/facilities';
import { z } from 'zod';

const day = (name: string) => z.iso.date({ message: `${name} must be a date (YYYY-MM-DD).` });

/** The filters every /query report takes: a period of days (UTC dates, at most 366) and, where it applies, a facility. */
export const ReportFiltersSchema = z
  .object({
    from: day('from'),
    to: day('to'),
    facility: z
      .enum(FACILITY_CODES, { message: `facility must be one of ${FACILITY_CODES.join(', ')}.` })
      .optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to.', path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: 'A report covers at most 366 days.',
    path: ['to'],
  });
export type ReportFilters = z.infer<typeof ReportFiltersSchema>;

/** How a column's figures read: text, a count, cents (shown as dollars), a share 0..1, a decimal. */
export const ReportColumnKindSchema = z.enum(['text', 'count', 'cents', 'share', 'decimal']);
export const ReportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: ReportColumnKindSchema,
});
export type ReportColumn = z.infer<typeof ReportColumnSchema>;

/** The chart drawn above the table: one bar per row, `x` the label column, `y` the figure. */
export const ReportChartSchema = z.object({ x: z.string(), y: z.string(), label: z.string() });
export type ReportChart = z.infer<typeof ReportChartSchema>;

export const ReportSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  usesFacility: z.boolean(),
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;
export const ReportListSchema = z.object({ reports: z.array(ReportSummarySchema) });

export const ReportCellSchema = z.union([z.string(), z.number(), z.null()]);
export const ReportResultSchema = ReportSummarySchema.extend({
  filters: z.object({ from: z.string(), to: z.string(), facility: z.string().nullable() }),
  columns: z.array(ReportColumnSchema),
  chart: ReportChartSchema,
  rows: z.array(z.record(z.string(), ReportCellSchema)),
});
export type ReportResult = z.infer<typeof ReportResultSchema>;
export const ReportIdParamsSchema = z.object({ reportId: z.string().min(1).max(60) });

// CRM (sales): customers with their figures, an activity log per customer, the follow-ups due.

export const CRM_ACTIVITY_TYPES = ['email', 'phone'] as const;
export const CRM_SORTS = ['name', 'lifetimeValue', 'lastOrderAt', 'openClaims', 'balance'] as const;

export const CrmCustomerQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  sort: z
    .enum(CRM_SORTS, { message: `sort must be one of ${CRM_SORTS.join(', ')}.` })
    .default('lifetimeValue'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type CrmCustomerQuery = z.infer<typeof CrmCustomerQuerySchema>;

export const CrmCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  lifetimeValueCents: z.number().int(),
  orders: z.number().int(),
  lastOrderAt: z.string().nullable(),
  openClaims: z.number().int(),
  balanceCents: z.number().int(),
});
export type CrmCustomer = z.infer<typeof CrmCustomerSchema>;
export const CrmCustomerPageSchema = z.object({
  customers: z.array(CrmCustomerSchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type CrmCustomerPage = z.infer<typeof CrmCustomerPageSchema>;

export const CrmActivitySchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  type: z.enum(CRM_ACTIVITY_TYPES),
  note: z.string(),
  followUpOn: z.string().nullable(),
  byName: z.string().nullable(),
  createdAt: z.string(),
});
export type CrmActivity = z.infer<typeof CrmActivitySchema>;
export const CrmActivityListSchema = z.object({ activities: z.array(CrmActivitySchema) });
export const CrmCustomerDetailSchema = z.object({
  customer: CrmCustomerSchema,
  activities: z.array(CrmActivitySchema),
});
export type CrmCustomerDetail = z.infer<typeof CrmCustomerDetailSchema>;

export const CrmActivityRequestSchema = z.object({
  type: z.enum(CRM_ACTIVITY_TYPES, { message: 'type must be email or phone.' }),
  note: z
    .string()
    .trim()
    .min(3, { message: 'Write a note of at least 3 characters.' })
    .max(4000, { message: 'A note is at most 4000 characters.' }),
  followUpOn: day('followUpOn').nullable().optional(),
});
export type CrmActivityRequest = z.infer<typeof CrmActivityRequestSchema>;
export const CrmCustomerParamsSchema = z.object({ customerId: z.string().min(1).max(100) });
