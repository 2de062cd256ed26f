import { fail, ok, type Result } from '../errors/domain-error.ts';

/** R-4-37: printer statuses. */
export const PRINTER_STATUSES = ['printing', 'out-of-service'] as const;
export type PrinterStatus = (typeof PRINTER_STATUSES)[number];

/** Whether a printer in this status can be given jobs (an out-of-service printer cannot). */
export const acceptsJobs = (status: PrinterStatus): boolean => status === 'printing';

/** How long a printer's out-of-service reason may be. */
export const PRINTER_REASON_MAX = 200;

/**
 * Staff mark a printer out of service (with why, which the board shows) or back in service. Refused: no
 * reason for out of service, or a printer already in the asked status (the change would record nothing new).
 */
export function printerStatusChange(
  printer: { name: string; status: PrinterStatus | null },
  next: { status: PrinterStatus; reason?: string | null },
): Result<{ status: PrinterStatus; reason: string | null; sentence: string }> {
  const reason = (next.reason ?? '').trim();
  if (printer.status === next.status)
    return fail([
      {
        path: 'status',
        code: 'printer-status',
        message: `${printer.name} is already ${next.status === 'printing' ? 'in service' : 'out of service'}.`,
      },
    ]);
  if (next.status === 'out-of-service' && reason === '')
    return fail([
      { path: 'reason', code: 'printer-reason', message: `Say why ${printer.name} is out of service.` },
    ]);
  if (reason.length > PRINTER_REASON_MAX)
    return fail([
      {
        path: 'reason',
        code: 'printer-reason',
        message: `Keep the reason under ${PRINTER_REASON_MAX} characters.`,
      },
    ]);
  return ok({
    status: next.status,
    reason: next.status === 'out-of-service' ? reason : null,
    sentence:
      next.status === 'out-of-service'
        ? `${printer.name} out of service: ${reason}`
        : `${printer.name} back in service${reason ? `: ${reason}` : ''}`,
  });
}
