import { fail, ok, type Result } from '../errors/domain-error.ts';
import { acceptsJobs, type PrinterStatus } from './printer-statuses.ts';

/** The kinds of printer a facility registers (the printer list screen). */
export const PRINTER_TYPES = ['dtg', 'screen-press', 'embroidery', 'sublimation', 'uv'] as const;
export type PrinterType = (typeof PRINTER_TYPES)[number];

/** How each kind reads on screen. */
export const PRINTER_TYPE_LABELS: Record<PrinterType, string> = {
  dtg: 'DTG',
  'screen-press': 'Screen press',
  embroidery: 'Embroidery',
  sublimation: 'Sublimation',
  uv: 'UV',
};

/** The resolution a printer may be given (dots per inch, the range of R-9-71 DPIs in use); unknown is allowed (null). */
export const PRINTER_DPI_MIN = 100;
export const PRINTER_DPI_MAX = 1200;
export const PRINTER_NAME_MAX = 80;

/** What staff enter for a printer: a name, its kind and (optionally) its resolution. */
export interface PrinterDetails {
  name: string;
  type: PrinterType;
  dpi: number | null;
}

/**
 * A printer's details as staff entered them: a name (1 to 80 characters, not the name of another printer of
 * the facility that is not retired), a known kind, and a whole DPI from 100 to 1200 or none.
 */
export function printerDetails(
  input: { name: string; type: string; dpi?: number | null },
  otherNames: readonly string[] = [],
): Result<PrinterDetails> {
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (name === '') return fail([{ path: 'name', code: 'printer-name', message: 'Name the printer.' }]);
  if (name.length > PRINTER_NAME_MAX)
    return fail([
      { path: 'name', code: 'printer-name', message: `Keep the name to ${PRINTER_NAME_MAX} characters.` },
    ]);
  if (otherNames.some((n) => n.toLowerCase() === name.toLowerCase()))
    return fail([
      { path: 'name', code: 'printer-name', message: `Another printer here is already called ${name}.` },
    ]);
  if (!(PRINTER_TYPES as readonly string[]).includes(input.type))
    return fail([
      {
        path: 'type',
        code: 'printer-type',
        message: `Printer type must be one of ${PRINTER_TYPES.join(', ')}.`,
      },
    ]);
  const dpi = input.dpi ?? null;
  if (dpi !== null && (!Number.isInteger(dpi) || dpi < PRINTER_DPI_MIN || dpi > PRINTER_DPI_MAX))
    return fail([
      {
        path: 'dpi',
        code: 'printer-dpi',
        message: `DPI must be a whole number from ${PRINTER_DPI_MIN} to ${PRINTER_DPI_MAX}, or left empty.`,
      },
    ]);
  return ok({ name, type: input.type as PrinterType, dpi });
}

/** A printer as the DTG station's picker and a DTG scan see it. */
export interface PickablePrinter {
  name: string;
  status: PrinterStatus;
  type?: PrinterType;
  retired?: boolean;
}

/**
 * Why a DTG scan cannot name this printer (null: it can): a retired printer, one of another kind, or one out of
 * service is refused with a sentence. The station's picker lists exactly the printers this accepts.
 */
export function dtgPrinterRefusal(p: PickablePrinter): string | null {
  if (p.retired) return `${p.name} is retired: choose a printer from the list.`;
  if (p.type && p.type !== 'dtg') return `${p.name} is not a DTG printer: choose one from the list.`;
  if (!acceptsJobs(p.status)) return `${p.name} is out of service: print on a printer that is printing.`;
  return null;
}
