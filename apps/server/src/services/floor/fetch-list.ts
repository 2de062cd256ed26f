import type { FetchList } from '@platen/contracts';
import {
  binsRepository,
  type Db,
  parcelsRepository,
  type Queryable,
  type UnitRow,
  unitsRepository,
} from '@platen/db';
import { parseBinLabel, suggestedBox } from '@platen/domain/floor/ship-by-bin';
import type { RackType } from '@platen/domain/operations/racks';
import { binLabel } from '@platen/domain/production/bin-assignment';
import { AppError } from '../../errors/app-error.ts';
import { floorShipmentRef, shipmentIndexer } from './shipment-of-unit.ts';

/** Where staff download a parcel's label (the same internal route the shipping scan answers with). */
const labelUrl = (orderId: string, parcelId: string) =>
  `/api/internal/orders/${encodeURIComponent(orderId)}/parcels/${encodeURIComponent(parcelId)}/label`;

/** The order and unit a scanned code names: a taken bin of the facility, or a unit's barcode. */
async function resolveCode(tx: Queryable, code: string, facility: string) {
  const bin = parseBinLabel(code);
  if (bin) {
    const orderId = await binsRepository(tx).orderAt(facility, bin.rack, bin.bin);
    if (!orderId) throw new AppError('not_found', `Bin ${code.toUpperCase()} holds no order in ${facility}.`);
    return { orderId, barcode: null, kind: 'bin' as const };
  }
  const unit = await unitsRepository(tx).get(code);
  if (!unit) throw new AppError('not_found', `No unit and no bin has the code ${code}.`);
  return { orderId: unit.orderId, barcode: unit.barcode, kind: 'unit' as const };
}

/**
 * GET internal shipping/fetch-list: a scanned bin label or unit gives its shipment's fetch list: every live unit
 * with the bin it lies in and whether it is scanned, the suggested box, and the labels once it is packed. A bin
 * holding several shipments of one order answers the first that still waits for units.
 */
export async function fetchList(db: Db, q: { code: string; facility: string }): Promise<FetchList> {
  return db.transaction(async (tx) => {
    const found = await resolveCode(tx, q.code.trim(), q.facility);
    const cart = await tx.query<{ cart: Record<string, unknown> }>('SELECT cart FROM orders WHERE id = $1', [
      found.orderId,
    ]);
    const indexOf = await shipmentIndexer(tx, found.orderId, cart.rows[0]?.cart ?? {});
    const units = (await unitsRepository(tx).forOrder(found.orderId)).filter((u) => u.station !== 'voided');
    const indexed: { u: UnitRow; i: number }[] = [];
    for (const u of units) indexed.push({ u, i: await indexOf(u) });
    const shipmentIndex = found.barcode
      ? (indexed.find((x) => x.u.barcode === found.barcode)?.i ?? 0)
      : Math.min(...indexed.filter((x) => x.u.station !== 'shipped').map((x) => x.i), Infinity);
    const index = Number.isFinite(shipmentIndex) ? shipmentIndex : 0;
    const mine = indexed.filter((x) => x.i === index).map((x) => x.u);
    const places = await binsRepository(tx).placesOf(found.orderId);
    const parcels = (await parcelsRepository(tx).ofOrder(found.orderId)).filter(
      (p) => p.shipmentIndex === index,
    );
    return {
      orderId: found.orderId,
      shipmentIndex: index,
      shipment: await floorShipmentRef(tx, found.orderId, index),
      scannedKind: found.kind,
      units: mine.map((u) => {
        const place = places.get(u.barcode);
        return {
          barcode: u.barcode,
          size: u.size,
          productIdentifier: u.productIdentifier,
          printType: u.printType,
          bin: place ? binLabel(place.rack as RackType, place.bin) : null,
          rack: place?.rack ?? null,
          scanned: u.station === 'shipped',
        };
      }),
      suggestedBox: suggestedBox(mine),
      complete: mine.length > 0 && mine.every((u) => u.station === 'shipped'),
      labelUrls: parcels.map((p) => labelUrl(p.orderId, p.id)),
    };
  });
}
