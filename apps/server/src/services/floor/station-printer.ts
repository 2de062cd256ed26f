import type { Printer, PrinterConfiguration } from '@platen/contracts';
import { type Db, printersRepository } from '@platen/db';
import type { FacilityCode } from '@platen/domain/operations/facilities';
import { hotFolder, ripLocationFor } from '@platen/domain/print-files/rip-hot-folder';
import type { PrinterStatus } from '@platen/domain/production/printer-statuses';
import {
  BULB_POWER_MAX,
  BULB_POWER_MIN,
  BULB_POWER_STEP,
  BULB_ZONES,
  defaultBulbPower,
  hasBulbZones,
} from '@platen/domain/production/printer-settings';
import type { PrinterType } from '@platen/domain/production/printer-details';
import { AppError, notFound } from '../../errors/app-error.ts';
import { listPrinters, setPrinterStatus } from './printers.ts';

/** How often a station client reports its printer and fetches its configuration again. */
const POLL_MS = 60_000;

/** The printer as its facility lists it (404 unknown; 409 retired: its station client should stop). */
async function stationPrinter(db: Db, printerId: string): Promise<Printer> {
  const row = await printersRepository(db).forUpdate(printerId);
  if (!row) throw notFound('Printer');
  if (row.retiredAt) throw new AppError('conflict', `${row.name} is retired.`);
  const listed = (await listPrinters(db, row.facility as FacilityCode)).find(
    (p) => p.printerId === printerId,
  );
  return listed as Printer;
}

/**
 * PUT /api/internal/printer/{printerId}/status: the printer's station client reports whether it prints. A change is
 * the same change staff make on the printers screen (logged, with why; the DTG picker and the board follow); a
 * report of the status it already has changes nothing but when it last reported.
 */
export async function reportPrinterStatus(
  db: Db,
  printerId: string,
  req: { status: PrinterStatus; reason?: string | null | undefined },
  actorId: string,
): Promise<{ changed: boolean; printer: Printer }> {
  const current = await stationPrinter(db, printerId);
  if (current.status !== req.status)
    await setPrinterStatus(
      db,
      printerId,
      {
        facility: current.facility as FacilityCode,
        name: current.name,
        status: req.status,
        reason: req.reason ?? (req.status === 'out-of-service' ? 'Reported by its station' : null),
      },
      actorId,
    );
  await printersRepository(db).markReported(printerId);
  return { changed: current.status !== req.status, printer: await stationPrinter(db, printerId) };
}

/**
 * GET /api/internal/updater/{printerId}: what the printer's station client runs it with: its settings (DPI, media,
 * bulb power per zone with the default filled in, pretreat value) and the RIP location its files go to. Reads only.
 */
export async function printerConfiguration(db: Db, printerId: string): Promise<PrinterConfiguration> {
  const printer = await stationPrinter(db, printerId);
  const bulbs = hasBulbZones(printer.type as PrinterType);
  const location = ripLocationFor(printer.facility);
  return {
    printer: { ...printer, bulbPower: bulbs ? (printer.bulbPower ?? defaultBulbPower()) : null },
    rip: { location, hotFolder: hotFolder(location) },
    bulbZones: bulbs ? BULB_ZONES : 0,
    bulbPowerRange: { min: BULB_POWER_MIN, max: BULB_POWER_MAX, step: BULB_POWER_STEP },
    pollMs: POLL_MS,
  };
}
