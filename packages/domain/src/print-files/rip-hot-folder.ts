import { RIP_LOCATIONS, type RipLocation } from '../operations/rip-locations.ts';

/** R-9-39/40 A rip location by name, or why it cannot take work (unknown, or one of the inactive ones). */
export function ripLocationRefusal(name: string): string | null {
  if (!(name in RIP_LOCATIONS)) return `${name} is not a RIP location.`;
  if (!RIP_LOCATIONS[name as RipLocation].active)
    return `RIP location ${name} is inactive: send the file to an active location.`;
  return null;
}

/**
 * The RIP location a facility's print files go to: the facility's own when it is an active location, else the
 * cloud RIP. Inactive locations (BROTHER_CLOUD, FRESNO, SCRANTON) are never chosen.
 */
export function ripLocationFor(facility: string): RipLocation {
  return ripLocationRefusal(facility) === null ? (facility as RipLocation) : 'CLOUD';
}

/** The hot folder of a location in object storage, and a unit side's job files in it. */
export const hotFolder = (location: RipLocation) => `rip/${location}/`;
export function ripJobKeys(location: RipLocation, barcode: string, side: string) {
  const base = `${hotFolder(location)}${barcode}-${side}`;
  return { png: `${base}.png`, underbase: `${base}-underbase.png`, ticket: `${base}.json` };
}

/** The JSON ticket a RIP client reads beside the print file. */
export interface RipTicket {
  barcode: string;
  orderId: string;
  side: string;
  location: RipLocation;
  printer: { id: string; name: string } | null;
  /** The blank printed on: product, colour and size. */
  media: { product: string | null; color: string | null; size: string };
  /** The print file at true size. */
  size: { widthIn: number; heightIn: number; dpi: number; widthPx: number; heightPx: number };
  /** Where the art's box starts on the print area (inches from its top-left corner). */
  offsets: { top: number; left: number };
  copies: number;
  files: { png: string; underbase: string | null };
}

/** The art's offset on the print area: the top-left of the union of the placed boxes, in inches. */
export function artOffsets(
  boxes: readonly { left: number; top: number }[],
  dpi: number,
): { top: number; left: number } {
  if (!boxes.length) return { top: 0, left: 0 };
  const r = (n: number) => Math.round((n / dpi) * 100) / 100;
  return { top: r(Math.min(...boxes.map((b) => b.top))), left: r(Math.min(...boxes.map((b) => b.left))) };
}

/** What a RIP client reports back for a unit. */
export const RIP_REPORTS = ['ripped', 'RIP_ISSUE'] as const;
export type RipReport = (typeof RIP_REPORTS)[number];

/** Where a unit side's RIP job is, as the DTG station shows it. */
export const RIP_STATES = ['queued', 'in-hot-folder', 'ripped', 'RIP_ISSUE', 'failed'] as const;
export type RipState = (typeof RIP_STATES)[number];

/** What is known of a unit side's RIP job: its drop job's state, its ticket in the folder, the unit's milestone. */
export interface RipFacts {
  job: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed' | null;
  ticketInFolder: boolean;
  ripIssue: boolean;
}

/**
 * A side's RIP state: a ticket in the folder is the job waiting for (or stopped at) the RIP; a drop job still
 * running is queued; a completed drop whose ticket is gone was ripped (only a ripped report removes it); a RIP
 * issue without a ticket (reported at the station) stays an issue; a drop that gave up is failed.
 */
export function ripStateOf(f: RipFacts): RipState | null {
  if (f.ticketInFolder) return f.ripIssue ? 'RIP_ISSUE' : 'in-hot-folder';
  if (f.job === 'created' || f.job === 'retry' || f.job === 'active') return 'queued';
  if (f.job === 'completed') return 'ripped';
  if (f.ripIssue) return 'RIP_ISSUE';
  if (f.job === 'failed' || f.job === 'cancelled') return 'failed';
  return null;
}
