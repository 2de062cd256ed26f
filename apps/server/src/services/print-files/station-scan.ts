import type { ScanRequest, ScanResult, UnitPreview } from '@platen/contracts';
import { unitsRepository } from '@platen/db';
import type { FloorStation } from '@platen/domain/floor/stations';
import type { FinishingDeps } from '../floor/finish-scan.ts';
import { scanIn, scanUnit } from '../floor/scan-unit.ts';
import { previewUnit } from '../floor/unit-preview.ts';
import { idempotentCreate } from '../idempotent-create.ts';
import type { PrintFileDeps } from './print-files.ts';
import { queueRipDrops, unitRip } from './rip-drops.ts';

/** True when this scan brought a unit to DTG (the pretreat scan) or was made at DTG. */
const atDtg = (req: ScanRequest, r: ScanResult) => req.station === 'dtg' || r.station === 'dtg';

/**
 * A station scan (under the station's Idempotency-Key when it sends one, docs/decisions/offline-scans.md); when it
 * brings a DTG unit to the DTG station its RIP drop is queued after the commit (never twice: one job id per
 * unit, side and print file version), and the answer carries the unit's RIP state. The scan never waits for a
 * render; a failure to queue leaves the scan done (the explicit release stays at hand).
 */
export async function stationScan(
  deps: PrintFileDeps & { finishing: FinishingDeps },
  userId: string,
  req: ScanRequest,
  key: string | undefined,
): Promise<{ body: ScanResult; replayed: boolean }> {
  const r =
    key === undefined
      ? { body: await scanUnit(deps.db, userId, req, deps.finishing), replayed: false }
      : await idempotentCreate(deps.db, userId, key, req, async (tx) => ({
          status: 200,
          body: await scanIn(tx, userId, req, deps.finishing),
        }));
  if (!atDtg(req, r.body) || r.body.printType !== 'dtg') return r;
  await queueRipDrops(deps, r.body).catch((e: unknown) => console.warn('RIP drop not queued', e));
  return { ...r, body: { ...r.body, rip: await ripOf(deps, r.body.barcode) } };
}

/** The unit as a station looks at it before its verdict, with its RIP state when it is a DTG unit. */
export async function stationUnit(
  deps: PrintFileDeps,
  barcode: string,
  at: { station: FloorStation; facility: string },
): Promise<UnitPreview> {
  const unit = await previewUnit(deps.db, barcode, at);
  const rip = await ripOf(deps, unit.barcode);
  return rip ? { ...unit, rip } : unit;
}

async function ripOf(deps: PrintFileDeps, barcode: string) {
  const unit = await unitsRepository(deps.db).get(barcode);
  return unit ? unitRip(deps, unit) : undefined;
}
