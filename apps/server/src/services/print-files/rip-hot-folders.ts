import type { Db, PrinterRow, Queryable, UnitRow } from '@platen/db';
import { printersRepository, unitsRepository } from '@platen/db';
import {
  artOffsets,
  type RipReport,
  type RipTicket,
  ripJobKeys,
  ripLocationFor,
  ripLocationRefusal,
} from '@platen/domain/print-files/rip-hot-folder';
import type { RipLocation } from '@platen/domain/operations/rip-locations';
import type { LifecycleEvent } from '@platen/domain/production/order-lifecycle';
import { AppError, notFound } from '../../errors/app-error.ts';
import { appendFloorEvents } from '../floor/append-floor-events.ts';
import { type PrintFileDeps, renderedUnitPrintFile } from './print-files.ts';

export interface ReleaseToRip {
  side: string;
  printerId?: string | undefined;
  copies: number;
  location?: RipLocation | undefined;
}

/** The location asked for (refused when inactive), else the facility's own active one or the cloud RIP. */
function chosenLocation(unit: UnitRow, asked: RipLocation | undefined): RipLocation {
  const location = asked ?? ripLocationFor(unit.facility);
  const refusal = ripLocationRefusal(location);
  if (refusal) throw new AppError('unprocessable', refusal);
  return location;
}

/** The printer named (404 when not at the unit's facility, 422 when out of service), else none. */
async function ticketPrinter(db: Db, facility: string, id: string | undefined): Promise<PrinterRow | null> {
  if (!id) return null;
  const printer = await printersRepository(db).at(facility, id);
  if (!printer) throw notFound('Printer');
  if (printer.status !== 'printing')
    throw new AppError(
      'unprocessable',
      `${printer.name} is out of service: choose a printer that is printing.`,
    );
  return printer;
}

/**
 * Releases a unit's side to its RIP: the print file (rendered when missing) and its underbase are copied into
 * the location's hot folder (`rip/<LOCATION>/`), then the JSON ticket beside them (written last: a RIP client
 * picks a job up by its ticket). Not a station step: the status log keeps one row per step, so the release
 * writes none (the ticket in the folder is the record; the RIP's report is logged).
 */
export async function releaseToRip(
  deps: PrintFileDeps,
  barcode: string,
  req: ReleaseToRip,
): Promise<RipTicket> {
  const unit = await unitsRepository(deps.db).get(barcode);
  if (!unit) throw notFound('Unit');
  const location = chosenLocation(unit, req.location);
  const printer = await ticketPrinter(deps.db, unit.facility, req.printerId);
  const { keys, data } = await renderedUnitPrintFile(deps, { barcode, side: req.side });
  const ticket = await dropFiles(deps, { unit, location, side: req.side, keys, underbase: data.underbase });
  const full: RipTicket = {
    ...ticket,
    printer: printer ? { id: printer.id, name: printer.name } : null,
    size: {
      widthIn: data.width / data.dpi,
      heightIn: data.height / data.dpi,
      dpi: data.dpi,
      widthPx: data.width,
      heightPx: data.height,
    },
    offsets: artOffsets(data.layers, data.dpi),
    copies: req.copies,
  };
  await deps.files.put(
    ripJobKeys(location, barcode, req.side).ticket,
    Buffer.from(JSON.stringify(full, null, 2)),
    'application/json',
  );
  return full;
}

/** Copies the print file (and underbase) into the hot folder; the ticket's file and media fields. */
async function dropFiles(
  deps: PrintFileDeps,
  j: {
    unit: UnitRow;
    location: RipLocation;
    side: string;
    keys: { png: string; underbase: string };
    underbase: boolean;
  },
) {
  const to = ripJobKeys(j.location, j.unit.barcode, j.side);
  const copy = async (from: string, key: string) => {
    const bytes = await deps.files.get(from);
    if (!bytes) throw new Error(`print file ${from} is not stored`);
    await deps.files.put(key, bytes, 'image/png');
  };
  await copy(j.keys.png, to.png);
  if (j.underbase) await copy(j.keys.underbase, to.underbase);
  return {
    barcode: j.unit.barcode,
    orderId: j.unit.orderId,
    side: j.side,
    location: j.location,
    media: { product: j.unit.productIdentifier, color: j.unit.color, size: j.unit.size },
    files: { png: to.png, underbase: j.underbase ? to.underbase : null },
  };
}

/** The RIP issue's row of the status log (the one action the log keeps beside a step's own row). */
async function logRip(
  tx: Queryable,
  unit: UnitRow,
  employeeId: string,
  action: string,
  milestone: string | null,
  data: Record<string, unknown>,
) {
  await unitsRepository(tx).recordScan({
    barcode: unit.barcode,
    orderId: unit.orderId,
    stepIndex: unit.stepIndex,
    station: unit.station,
    facility: unit.facility,
    employeeId,
    shiftId: null,
    action,
    milestone,
    data,
    at: new Date().toISOString(),
  });
}

/**
 * A RIP client's report for a unit in its hot folder: `ripped` appends the ripped event and takes the job out of
 * the folder; `RIP_ISSUE` stops the unit at its printer with the RIP_ISSUE alert milestone (the board shows it)
 * and leaves the files for a retry. Inactive locations and units without a job there are refused.
 */
export async function reportRip(
  deps: PrintFileDeps,
  employeeId: string,
  location: RipLocation,
  req: { barcode: string; side: string; status: RipReport; message?: string | undefined },
) {
  const refusal = ripLocationRefusal(location);
  if (refusal) throw new AppError('unprocessable', refusal);
  const keys = ripJobKeys(location, req.barcode, req.side);
  if (!(await deps.files.head(keys.ticket)))
    throw new AppError(
      'conflict',
      `Unit ${req.barcode} has no ${req.side} job in the ${location} hot folder.`,
    );
  const unit = await deps.db.transaction((tx) => recordReport(tx, employeeId, location, req));
  if (req.status === 'ripped') for (const k of Object.values(keys)) await deps.files.delete(k);
  return { barcode: req.barcode, location, status: req.status, milestone: unit.milestone };
}

/** The report in one transaction under the order's lock: the log row, then the event or the milestone. */
async function recordReport(
  tx: Queryable,
  employeeId: string,
  location: RipLocation,
  req: { barcode: string; side: string; status: RipReport; message?: string | undefined },
): Promise<UnitRow> {
  const units = unitsRepository(tx);
  const orderId = await units.orderOf(req.barcode);
  if (!orderId) throw notFound('Unit');
  await units.lockOrder(orderId);
  const unit = (await units.get(req.barcode)) as UnitRow;
  const data = { location, side: req.side, ...(req.message ? { message: req.message } : {}) };
  const at = new Date().toISOString();
  if (req.status === 'RIP_ISSUE') {
    await logRip(tx, unit, employeeId, 'report-rip-issue', 'RIP_ISSUE', data);
    return (await units.markMilestone(req.barcode, 'RIP_ISSUE', at)) as UnitRow;
  }
  const event = {
    name: 'ripped' as LifecycleEvent['name'],
    itemIndex: unit.itemIndex,
    data: { barcode: unit.barcode, ...data },
  };
  await appendFloorEvents(tx, orderId, () => [event as LifecycleEvent], employeeId, at);
  return unit;
}
