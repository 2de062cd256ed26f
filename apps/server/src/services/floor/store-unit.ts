import { binsRepository, type Queryable } from '@platen/db';
import {
  binCapacity,
  binLabel,
  STORE_FULL_MESSAGE,
  storeRacksFor,
} from '@platen/domain/production/bin-assignment';
import { type RackType, rackLocations } from '@platen/domain/operations/racks';
import { AppError } from '../../errors/app-error.ts';

/** Where a stored unit went: no bin (a one-unit order goes straight to shipping) or its order's bin. */
export type StoreAnswer =
  | { kind: 'direct' }
  | {
      kind: 'bin';
      rack: RackType;
      bin: number;
      /** What the operator reads on the rack: "M-07", "OF-123". */
      label: string;
      units: number;
      orderUnits: number;
      /** The order's last unit arrived: the bin is ready to pack. */
      ready: boolean;
    };

/** Most attempts at taking a bin when concurrent scans keep taking the chosen one first. */
const MAX_CLAIMS = 100;

/**
 * Store/rack station: puts a unit into its order's bin, taking the lowest free bin of the preferred rack when
 * the order has none yet (domain storeRacksFor). The table's keys make the invariants hold under concurrency: a
 * claim that loses a race claims again, a second unit of the same order finds the bin the first one took.
 */
export async function storeUnit(
  tx: Queryable,
  u: { facility: string; orderId: string; orderUnits: number; barcode: string },
): Promise<StoreAnswer> {
  const racks = storeRacksFor(u.orderUnits);
  if (racks.length === 0) return { kind: 'direct' };
  const bins = binsRepository(tx);
  let own = await bins.ofOrder(u.orderId);
  for (let attempt = 0; !own && attempt < MAX_CLAIMS; attempt++) {
    let full = 0;
    for (const rack of racks) {
      const c = { facility: u.facility, rack, locations: rackLocations(rack), orderId: u.orderId };
      own = await bins.claim({ ...c, orderUnits: u.orderUnits, capacity: binCapacity(rack) });
      if (own) break;
      own = await bins.ofOrder(u.orderId);
      if (own) break;
      if (await bins.isFull(u.facility, rack, c.locations)) full++;
    }
    if (!own && full === racks.length) throw new AppError('conflict', STORE_FULL_MESSAGE);
  }
  if (!own) throw new AppError('conflict', 'Every bin is being taken right now: scan the unit again.');
  const after = await bins.put(u.orderId, u.barcode);
  const bin = after ?? own;
  const rack = bin.rack as RackType;
  return {
    kind: 'bin',
    rack,
    bin: bin.bin,
    label: binLabel(rack, bin.bin),
    units: bin.units,
    orderUnits: bin.orderUnits,
    ready: bin.readyAt !== null,
  };
}
