import { pretreatChange } from '../operations/pretreat-value.ts';
import { EMBROIDERY_BULK_LIMIT } from '../operations/operations-limits.ts';
import { POSTER_STATUSES, type PosterStatus } from '../operations/poster-statuses.ts';
import { maxSheetItems, sublimationSheetWidth } from '../placement/sublimation-sheet.ts';
import { PRINTER_STATUSES, acceptsJobs } from '../production/printer-statuses.ts';
import { inches } from '../units/units.ts';
import type { FloorStation } from './stations.ts';

/** What a station adds to a scan's event, after checking what the operator entered. */
export type StationData =
  | { ok: true; data: Record<string, unknown>; ripIssue: boolean }
  | { ok: false; reason: string };

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The station-specific input of a scan (docs/decisions/production-floor.md): pretreat value 5-100 (0 clears the
 * set value: the machine default is used), the DTG printer must be printing and a RIP issue is reported
 * instead of printing, embroidery runs at most EMBROIDERY_BULK_LIMIT pieces, posters carry their status, and
 * autoprint works out the sublimation sheet from the design width.
 */
export function stationData(station: FloorStation, input: Record<string, unknown> = {}): StationData {
  switch (station) {
    case 'pretreat': {
      if (input.pretreatValue === undefined) return { ok: true, data: {}, ripIssue: false };
      const v = num(input.pretreatValue);
      const r = pretreatChange(v ?? Number.NaN);
      if (!r.ok) return { ok: false, reason: r.issues[0]?.message ?? 'Invalid pretreat value' };
      return {
        ok: true,
        data: { pretreatValue: r.value.action === 'set' ? r.value.value : null },
        ripIssue: false,
      };
    }
    case 'dtg': {
      if (input.ripIssue === true) return { ok: true, data: { ripIssue: true }, ripIssue: true };
      const printer = input.printerStatus ?? 'printing';
      if (!(PRINTER_STATUSES as readonly unknown[]).includes(printer))
        return { ok: false, reason: `Printer status must be one of ${PRINTER_STATUSES.join(', ')}.` };
      if (!acceptsJobs(printer as (typeof PRINTER_STATUSES)[number]))
        return { ok: false, reason: 'That printer is out of service: print on a printer that is printing.' };
      return { ok: true, data: { printerStatus: printer, printer: input.printer ?? null }, ripIssue: false };
    }
    case 'embroidery': {
      const pieces = num(input.pieces) ?? 1;
      if (!Number.isInteger(pieces) || pieces < 1 || pieces > EMBROIDERY_BULK_LIMIT)
        return { ok: false, reason: `An embroidery run is 1 to ${EMBROIDERY_BULK_LIMIT} pieces.` };
      return { ok: true, data: { pieces }, ripIssue: false };
    }
    case 'poster': {
      const status = (input.posterStatus ?? 'printed') as PosterStatus;
      if (!POSTER_STATUSES.includes(status))
        return { ok: false, reason: `Poster status must be one of ${POSTER_STATUSES.join(', ')}.` };
      return { ok: true, data: { posterStatus: status }, ripIssue: false };
    }
    case 'autoprint': {
      const w = num(input.designWidth) ?? 10;
      if (w <= 0 || w > 60)
        return { ok: false, reason: 'Design width must be above 0 and at most 60 inches.' };
      const sheetWidth = sublimationSheetWidth(inches(w));
      return {
        ok: true,
        data: { sheetWidth, maxSheetItems: maxSheetItems(sheetWidth, inches(w)) },
        ripIssue: false,
      };
    }
    default:
      return { ok: true, data: {}, ripIssue: false };
  }
}
