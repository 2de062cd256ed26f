import { z } from 'zod';

/** An unhandled error the SPA reports (O-8-26 / R-8-13): bounded, so reports cannot flood the log. */
export const ClientErrorReportSchema = z
  .object({
    message: z.string().max(2000),
    stack: z.string().max(8000).optional(),
    url: z.string().max(2000).optional(),
  })
  .strict();
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;
