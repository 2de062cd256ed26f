import { randomUUID } from 'node:crypto';
import { orderEventsRepository, type ParcelRow, parcelsRepository, type Queryable } from '@platen/db';
import { FACILITIES, type FacilityCode } from '@platen/domain/operations/facilities';
import { shipmentPackedEvents } from '@platen/domain/production/finishing-events';
import type { LifecycleState } from '@platen/domain/production/order-lifecycle';
import { labelServiceFor } from '@platen/domain/shipping/label-service';
import { chooseBox, packKind, splitParcels } from '@platen/domain/shipping/packing';
import { STANDARD_BOXES } from '@platen/domain/shipping/standard-boxes';
import { trackingLink } from '@platen/domain/shipping/tracking-links';
import { AppError } from '../../errors/app-error.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { CarrierAdapter } from './carrier-adapter.ts';
import { appendOrderFacts } from './order-facts.ts';
import { labelPdf, type PrintedAddress, packingSlipPdf } from './pdf-documents.ts';

/** A unit going into a shipment's parcels. */
export interface PackUnit {
  barcode: string;
  itemIndex: number;
  printType: string | null;
  productIdentifier: string | null;
  size: string;
}

export interface PackRequest {
  orderId: string;
  shipmentIndex: number;
  facility: string;
  units: PackUnit[];
  /** Items whose every unit has shipped once this shipment leaves (the caller knows the floor's units). */
  shippedItems: number[];
  /** Staff's box choice (a standard box identifier) instead of the smallest that fits. */
  box?: string | null;
  actorId: string | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** An address as the label prints it. */
export function printedAddress(a: Record<string, unknown>): PrintedAddress {
  const cityLine = [text(a.city), [text(a.state), text(a.zip)].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    name: text(a.name) || text(a.company) || 'Customer',
    lines: [
      text(a.company) && text(a.name) ? text(a.company) : '',
      text(a.address1),
      text(a.address2),
      cityLine,
      text(a.country) || 'US',
    ].filter(Boolean),
  };
}

function fromAddress(facility: string) {
  const f = FACILITIES[facility as FacilityCode];
  if (!f) return { name: `Platen ${facility}`, lines: [facility], zip: '', state: '', city: '' };
  return {
    name: `Platen ${f.code}`,
    lines: [`${f.city}, ${f.state} ${f.printerZip}`],
    zip: f.printerZip,
    state: f.state,
    city: f.city,
  };
}

/**
 * #18 the shipping station packs one shipment: parcels split by volume and weight, a box each (or staff's), a
 * label from the carrier adapter (a will-call parcel gets a pickup label without a carrier), a packing slip,
 * both stored in the file store; the order records the shipped e-mail, shipped items and, when all are, the
 * shipped order. A shipment packs once: packing it again answers its parcels.
 */
export async function packShipment(
  tx: Queryable,
  files: FileStore,
  adapter: CarrierAdapter,
  req: PackRequest,
): Promise<ParcelRow[]> {
  const parcels = parcelsRepository(tx);
  const existing = (await parcels.ofOrder(req.orderId)).filter((p) => p.shipmentIndex === req.shipmentIndex);
  if (existing.length > 0) return existing;
  if (req.units.length === 0) throw new AppError('unprocessable', 'The shipment has no units to pack.');
  const override = req.box ? STANDARD_BOXES.find((b) => b.identifier === req.box) : null;
  if (req.box && !override)
    throw new AppError(
      'bad_request',
      `box must be one of ${STANDARD_BOXES.map((b) => b.identifier).join(', ')}.`,
    );
  const state = await currentState(tx, req.orderId);
  const shipment = state.shipments[req.shipmentIndex];
  if (!shipment) throw new AppError('not_found', `The order has no shipment ${req.shipmentIndex}.`);
  const service = labelServiceFor(shipment.shippingMethod);
  const to = printedAddress(shipment.address);
  const from = fromAddress(req.facility);
  const kindOf = (u: PackUnit) => packKind(u.printType, u.productIdentifier);
  const groups = splitParcels(req.units, kindOf);
  const made: ParcelRow[] = [];
  for (const [i, group] of groups.entries()) {
    const chosen = chooseBox(group.map(kindOf));
    const box = override ?? chosen.box;
    const id = `par_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const parcelLabel = `${i + 1} of ${groups.length}`;
    const serial = await parcels.nextLabelSerial();
    const reference = `${req.orderId}/${req.shipmentIndex + 1}`;
    const label = service
      ? await adapter.buyLabel({
          service,
          serial,
          from,
          to: { ...to, address: shipment.address },
          reference,
          parcel: parcelLabel,
          box: { identifier: box.identifier, length: box.length, width: box.width, height: box.height },
          ounces: chosen.ounces,
        })
      : {
          adapter: 'platen',
          carrier: 'OTHER',
          service: 'willcall',
          tracking: `WC${String(serial).padStart(8, '0')}`,
          pdf: await labelPdf({
            carrier: 'WILL CALL',
            serviceDescription: 'Will call: pick up at the facility',
            tracking: `WC${String(serial).padStart(8, '0')}`,
            from,
            to,
            reference,
            parcel: parcelLabel,
            box: box.identifier,
            ounces: chosen.ounces,
          }),
        };
    const labelKey = `labels/${req.orderId}/${id}.pdf`;
    const slipKey = `slips/${req.orderId}/${id}.pdf`;
    const slip = await packingSlipPdf({
      orderId: req.orderId,
      orderName: state.name,
      parcel: parcelLabel,
      to,
      tracking: label.tracking,
      lines: group.map((u) => ({
        barcode: u.barcode,
        item: `Item ${u.itemIndex + 1}${u.productIdentifier ? ` ${u.productIdentifier}` : ''}`,
        size: u.size,
      })),
    });
    await files.put(labelKey, label.pdf, 'application/pdf');
    await files.put(slipKey, slip, 'application/pdf');
    made.push(
      await parcels.insert({
        id,
        orderId: req.orderId,
        shipmentIndex: req.shipmentIndex,
        parcelNo: i + 1,
        facility: req.facility,
        carrier: label.carrier,
        service: label.service,
        tracking: label.tracking,
        trackingUrl: service
          ? trackingLink({ carrier: label.carrier, service: label.service, tracking: label.tracking })
          : null,
        adapter: label.adapter,
        box: box.identifier,
        ounces: chosen.ounces,
        barcodes: group.map((u) => u.barcode),
        labelKey,
        slipKey,
      }),
    );
  }
  await appendOrderFacts(
    tx,
    req.orderId,
    (s) =>
      shipmentPackedEvents(s, {
        shipmentIndex: req.shipmentIndex,
        parcels: made.map((p) => ({
          carrier: p.carrier,
          service: p.service,
          tracking: p.tracking,
          url: p.trackingUrl,
        })),
        shippedItems: req.shippedItems,
      }),
    req.actorId,
  );
  return made;
}

async function currentState(tx: Queryable, orderId: string): Promise<LifecycleState> {
  const row = await orderEventsRepository(tx).lifecycle(orderId);
  if (!row?.lifecycle) throw new AppError('not_found', 'Order not found.');
  return row.lifecycle as unknown as LifecycleState;
}
