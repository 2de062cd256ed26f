/** R-4-37: printer statuses. */
export const PRINTER_STATUSES = ['printing', 'out-of-service'] as const;
export type PrinterStatus = (typeof PRINTER_STATUSES)[number];

/** Whether a printer in this status can be given jobs (an out-of-service printer cannot). */
export const acceptsJobs = (status: PrinterStatus): boolean => status === 'printing';
