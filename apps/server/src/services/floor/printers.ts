import { randomUUID } from 'node:crypto';
import type { Printer } from '@platen/contracts';
import { type Db, type PrinterRow, printersRepository, type Queryable } from '@platen/db';
import type { FacilityCode } from '@platen/domain/operations/facilities';
import { type PrinterType, printerDetails } from '@platen/domain/production/printer-details';
import { printerSettings } from '@platen/domain/production/printer-settings';
import { type PrinterStatus, printerStatusChange } from '@platen/domain/production/printer-statuses';
import { AppError, notFound } from '../../errors/app-error.ts';
import { forgetSharedBoard } from './production-board.ts';

const view = (p: PrinterRow): Printer => ({
  printerId: p.id,
  facility: p.facility,
  name: p.name,
  status: p.status,
  reason: p.reason,
  since: p.updatedAt,
  type: p.type as PrinterType,
  dpi: p.dpi,
  retiredAt: p.retiredAt,
  media: p.media,
  bulbPower: p.bulbPower,
  pretreatValue: p.pretreatValue,
  reportedAt: p.reportedAt,
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
    if (current?.retiredAt) throw new AppError('conflict', `${current.name} is retired.`);
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

/** The names of the facility's printers in use, but `except` (a printer keeps its own name). */
async function namesInUse(db: Queryable, facility: string, except?: string): Promise<string[]> {
  const all = await printersRepository(db).list(facility);
  return all.filter((p) => p.retiredAt === null && p.id !== except).map((p) => p.name);
}

/** The printer's details as entered, or a 422 with the sentence that says what to fix. */
function checkedDetails(input: { name: string; type: string; dpi?: number | null }, taken: string[]) {
  const d = printerDetails(input, taken);
  if (!d.ok)
    throw new AppError('unprocessable', d.issues[0]?.message ?? 'Invalid printer', { issues: d.issues });
  return d.value;
}

/** POST /api/internal/printers: registers a printer at a facility; it starts printing. */
export async function addPrinter(
  db: Db,
  req: { facility: FacilityCode; name: string; type: PrinterType; dpi?: number | null },
): Promise<Printer> {
  const details = checkedDetails(req, await namesInUse(db, req.facility));
  const id = `${req.facility.toLowerCase()}-${randomUUID().slice(0, 8)}`;
  const saved = await printersRepository(db).add({ id, facility: req.facility, ...details });
  forgetSharedBoard(db, req.facility);
  return view(saved);
}

/** The printer (404 when unknown); a retired printer cannot change any more (409). */
async function printerInUse(db: Queryable, printerId: string) {
  const current = await printersRepository(db).forUpdate(printerId);
  if (!current) throw notFound('Printer');
  if (current.retiredAt) throw new AppError('conflict', `${current.name} is retired.`);
  return current;
}

/** What PATCH may change; what is left out stays. */
type PrinterChangeRequest = {
  name?: string;
  type?: PrinterType;
  dpi?: number | null;
  media?: string | null;
  bulbPower?: number[] | null;
  pretreatValue?: number | null;
};

/**
 * The settings for the printer's (maybe new) kind: what the request leaves out stays, except what the new kind
 * does not have (bulb zones of a press turned DTG), which is dropped rather than refused.
 */
function checkedSettings(current: PrinterRow, type: PrinterType, req: PrinterChangeRequest) {
  const kept = <K extends 'media' | 'bulbPower' | 'pretreatValue'>(k: K) =>
    req[k] === undefined ? current[k] : req[k];
  const sameKind = type === current.type;
  const s = printerSettings(type, {
    media: kept('media'),
    bulbPower: req.bulbPower !== undefined || sameKind ? kept('bulbPower') : null,
    pretreatValue: req.pretreatValue !== undefined || sameKind ? kept('pretreatValue') : null,
  });
  if (!s.ok)
    throw new AppError('unprocessable', s.issues[0]?.message ?? 'Invalid settings', { issues: s.issues });
  return s.value;
}

/**
 * PATCH /api/internal/printers/{printerId}: renames it, changes its kind or resolution, or its settings (media,
 * bulb power per zone, pretreat value: domain printer-settings.ts). All checked before anything is written.
 */
export async function changePrinter(db: Db, printerId: string, req: PrinterChangeRequest): Promise<Printer> {
  return db.transaction(async (tx) => {
    const current = await printerInUse(tx, printerId);
    const details = checkedDetails(
      {
        name: req.name ?? current.name,
        type: req.type ?? current.type,
        dpi: req.dpi === undefined ? current.dpi : req.dpi,
      },
      await namesInUse(tx, current.facility, printerId),
    );
    const settings = checkedSettings(current, details.type, req);
    await printersRepository(tx).setDetails(printerId, details);
    return view(await printersRepository(tx).setSettings(printerId, settings));
  });
}

/** POST /api/internal/printers/{printerId}/retire: off the station's picker and the board for good. */
export async function retirePrinter(db: Db, printerId: string): Promise<Printer> {
  const retired = await db.transaction(async (tx) => {
    await printerInUse(tx, printerId);
    return printersRepository(tx).retire(printerId);
  });
  forgetSharedBoard(db, retired.facility as FacilityCode);
  return view(retired);
}
