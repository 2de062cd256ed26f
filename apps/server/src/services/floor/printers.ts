import type { Printer } from '@platen/contracts';
import { type Db, type PrinterRow, printersRepository } from '@platen/db';
import type { FacilityCode } from '@platen/domain/operations/facilities';
import { type PrinterStatus, printerStatusChange } from '@platen/domain/production/printer-statuses';
import { AppError } from '../../errors/app-error.ts';
import { forgetSharedBoard } from './production-board.ts';

const view = (p: PrinterRow): Printer => ({
  printerId: p.id,
  facility: p.facility,
  name: p.name,
  status: p.status,
  reason: p.reason,
  since: p.updatedAt,
});

/** The facility's printers and whether each prints. */
export async function listPrinters(db: Db, facility: FacilityCode): Promise<Printer[]> {
  return (await printersRepository(db).list(facility)).map(view);
}

/**
 * A printer marked out of service (with why) or back in service by staff: the printer row changes and the
 * change is logged (printer_status_log: who, when, from, to, why) in one transaction. A printer seen for the
 * first time is registered with the facility and name given. The board lists those out of service (its shared
 * copy is dropped, so the next poll shows the change).
 */
export async function setPrinterStatus(
  db: Db,
  printerId: string,
  req: { facility: FacilityCode; name: string; status: PrinterStatus; reason?: string | null },
  actorId: string,
): Promise<Printer> {
  const printer = await db.transaction(async (tx) => {
    const printers = printersRepository(tx);
    const current = await printers.forUpdate(printerId);
    if (current && current.facility !== req.facility)
      throw new AppError('conflict', `${current.name} belongs to ${current.facility}, not ${req.facility}.`);
    const change = printerStatusChange(
      { name: current?.name ?? req.name, status: current?.status ?? null },
      { status: req.status, reason: req.reason ?? null },
    );
    if (!change.ok) {
      const first = change.issues[0] as { path: string; message: string };
      throw new AppError(first.path === 'status' ? 'conflict' : 'unprocessable', first.message, {
        issues: change.issues,
      });
    }
    const saved = await printers.upsert({
      id: printerId,
      facility: req.facility,
      name: req.name,
      status: change.value.status,
      reason: change.value.reason,
    });
    await printers.logChange({
      printerId,
      facility: req.facility,
      from: current?.status ?? null,
      to: change.value.status,
      reason: change.value.reason ?? ((req.reason ?? '').trim() || null),
      actorId,
    });
    return view(saved);
  });
  // The board shows printers out of service: the next poll sees the change instead of the shared board.
  forgetSharedBoard(db, req.facility);
  return printer;
}
