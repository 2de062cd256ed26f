import { createHash } from 'node:crypto';
import type { UnitRip } from '@platen/contracts';
import { type UnitRow, unitsRepository } from '@platen/db';
import { ripJobKeys, ripLocationFor, ripStateOf } from '@platen/domain/print-files/rip-hot-folder';
import { renderJobId } from '../../jobs/mockup-render-job.ts';
import { type PrintFileDeps, type SideVersion, unitSideVersions } from './print-files.ts';
import { releaseToRip } from './rip-hot-folders.ts';

/** The queue that drops a unit side's print file and ticket into its RIP hot folder. */
export const RIP_DROP = 'rip.drop';

export interface RipDropData {
  barcode: string;
  side: string;
}

/** One drop per unit, side and print file version: a re-scan sends the same id (a no-op), a new design a new one. */
const dropJobId = (barcode: string, side: string, version: string) =>
  renderJobId(createHash('sha256').update(`rip-drop:${barcode}:${side}:${version}`).digest('hex'));

/** Only DTG units go to a RIP hot folder (the other print types print from sheets, films or DSTs). */
const goesToRip = (u: Pick<UnitRow, 'printType'>) => u.printType === 'dtg';

/**
 * A DTG unit reached (or was scanned at) the DTG station: each side with a print file gets its drop queued, under
 * an id from the unit, side and print file version. Nothing is rendered here: the job renders and drops.
 */
export async function queueRipDrops(deps: PrintFileDeps, unit: Pick<UnitRow, 'barcode' | 'printType'>) {
  if (!goesToRip(unit)) return;
  for (const s of await unitSideVersions(deps.db, unit.barcode))
    if (s.version)
      await deps.jobs.send<RipDropData>(
        RIP_DROP,
        { barcode: unit.barcode, side: s.side },
        { id: dropJobId(unit.barcode, s.side, s.version) },
      );
}

/** The drop job's work: the job's side released to the unit's RIP location, unless its ticket is there already. */
export async function runRipDrop(deps: PrintFileDeps, data: RipDropData) {
  const unit = await unitsRepository(deps.db).get(data.barcode);
  if (!unit) return;
  const ticket = ripJobKeys(ripLocationFor(unit.facility), unit.barcode, data.side).ticket;
  if (await deps.files.head(ticket)) return;
  await releaseToRip(deps, unit.barcode, { side: data.side, copies: 1 });
}

/** Each side's RIP job of a DTG unit as the station shows it (undefined for the other print types). */
export async function unitRip(deps: PrintFileDeps, unit: UnitRow): Promise<UnitRip[] | undefined> {
  if (!goesToRip(unit)) return undefined;
  const location = ripLocationFor(unit.facility);
  const ripIssue = unit.milestone === 'RIP_ISSUE';
  const issue = ripIssue
    ? await unitsRepository(deps.db).lastScanData(unit.barcode, 'report-rip-issue')
    : null;
  const sides = await unitSideVersions(deps.db, unit.barcode);
  const states = await Promise.all(sides.map((s) => sideRip(deps, unit.barcode, location, s, ripIssue)));
  return states.flatMap((r) => {
    if (!r) return [];
    const reason = r.status === 'RIP_ISSUE' ? issueReason(issue) : r.reason;
    return [{ ...r, reason }];
  });
}

/** A RIP issue's reason: the RIP client's message, else the station's report. */
function issueReason(data: Record<string, unknown> | null): string {
  const message = data?.message;
  return typeof message === 'string' && message ? message : 'Reported at the DTG station.';
}

/** One side's state from its drop job, its ticket in the folder and the unit's milestone. */
async function sideRip(
  deps: PrintFileDeps,
  barcode: string,
  location: UnitRip['location'],
  s: SideVersion,
  ripIssue: boolean,
): Promise<UnitRip | null> {
  if (!s.version) return { side: s.side, status: 'failed', location, reason: s.reason };
  const [job, ticket] = await Promise.all([
    deps.jobs.state(RIP_DROP, dropJobId(barcode, s.side, s.version)),
    deps.files.head(ripJobKeys(location as never, barcode, s.side).ticket),
  ]);
  const status = ripStateOf({ job: job?.state ?? null, ticketInFolder: !!ticket, ripIssue });
  if (!status) return null;
  const reason = status === 'failed' ? 'The print file could not be dropped into the hot folder.' : null;
  return { side: s.side, status, location, reason };
}
