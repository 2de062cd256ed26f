import { pretreatChange } from '../operations/pretreat-value.ts';
import { EMBROIDERY_BULK_LIMIT } from '../operations/operations-limits.ts';
import { POSTER_STATUSES, type PosterStatus } from '../operations/poster-statuses.ts';
import { maxSheetItems, sublimationSheetWidth } from '../placement/sublimation-sheet.ts';
import { dtgPrinterRefusal, type PrinterType } from '../production/printer-details.ts';
import type { PRINTER_STATUSES } from '../production/printer-statuses.ts';
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
/**
 * What the server knows for a DTG scan: the printer it names (`input.printer`, an id) at the station's facility
 * (null: no such printer there), and how many of the facility's printers there are and are printing.
 */
export interface StationFacts {
  printer?: {
    id: string;
    name: string;
    status: (typeof PRINTER_STATUSES)[number];
    type?: PrinterType;
    retired?: boolean;
  } | null;
  printers?: { total: number; printing: number };
  /** At pretreat: the value the pretreat manager set for the unit's product and colour (null: none). */
  pretreatValue?: number | null;
  /** At embroidery: the stitches and colour stops of the unit's DST files (null: no DST yet). */
  stitches?: { stitchCount: number; colourStops: number } | null;
}

/** R-9-03 the run size shown at embroidery: the units of the item waiting there, 1 to the embroidery bulk limit. */
export const embroideryRunSize = (waiting: number): number =>
  Math.min(EMBROIDERY_BULK_LIMIT, Math.max(1, Math.floor(waiting)));

/** R-4-37 the DTG input: a printer of the facility that is printing (its status from the server, never the scan). */
function dtgData(input: Record<string, unknown>, facts: StationFacts): StationData {
  if (input.ripIssue === true) return { ok: true, data: { ripIssue: true }, ripIssue: true };
  if (input.printer === undefined || input.printer === null || input.printer === '') {
    // The station screen always names one; an API scan that names none needs a printer that prints.
    const n = facts.printers;
    if (n && n.total > 0 && n.printing === 0)
      return { ok: false, reason: 'Every DTG printer here is out of service: nothing can be printed now.' };
    return { ok: true, data: { printer: null }, ripIssue: false };
  }
  const p = facts.printer;
  if (!p) return { ok: false, reason: 'That printer is not at this facility: choose one from the list.' };
  const refusal = dtgPrinterRefusal(p);
  if (refusal) return { ok: false, reason: refusal };
  return { ok: true, data: { printer: p.id, printerName: p.name, printerStatus: p.status }, ripIssue: false };
}

export function stationData(
  station: FloorStation,
  input: Record<string, unknown> = {},
  facts: StationFacts = {},
): StationData {
  switch (station) {
    case 'pretreat': {
      // Nothing entered: the pretreat manager's value for the product and colour (the screen shows it).
      if (input.pretreatValue === undefined)
        return {
          ok: true,
          data: { pretreatValue: facts.pretreatValue ?? null, pretreatFrom: 'product' },
          ripIssue: false,
        };
      const v = num(input.pretreatValue);
      const r = pretreatChange(v ?? Number.NaN);
      if (!r.ok) return { ok: false, reason: r.issues[0]?.message ?? 'Invalid pretreat value' };
      return {
        ok: true,
        data: { pretreatValue: r.value.action === 'set' ? r.value.value : null },
        ripIssue: false,
      };
    }
    case 'dtg':
      return dtgData(input, facts);
    case 'embroidery': {
      const pieces = num(input.pieces) ?? 1;
      if (!Number.isInteger(pieces) || pieces < 1 || pieces > EMBROIDERY_BULK_LIMIT)
        return { ok: false, reason: `An embroidery run is 1 to ${EMBROIDERY_BULK_LIMIT} pieces.` };
      // The stitch event records what was stitched: the DST's count per piece and for the whole run.
      const st = facts.stitches;
      const stitched = st ? { ...st, runStitches: st.stitchCount * pieces } : {};
      return { ok: true, data: { pieces, ...stitched }, ripIssue: false };
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
