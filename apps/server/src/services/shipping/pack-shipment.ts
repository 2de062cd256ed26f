import { randomUUID } from 'node:crypto';
import {
  orderEventsRepository,
  type ParcelRow,
  parcelsRepository,
  type Queryable,
  storesRepository,
} from '@platen/db';
import { type SlipBranding, slipBranding } from '@platen/domain/account/order-defaults';
import { FACILITIES, type FacilityCode } from '@platen/domain/operations/facilities';
import { shipmentPackedEvents } from '@platen/domain/production/finishing-events';
import type { LifecycleState } from '@platen/domain/production/order-lifecycle';
import { labelServiceFor } from '@platen/domain/shipping/label-service';
import { chooseBox, packKind, splitParcels } from '@platen/domain/shipping/packing';
import { STANDARD_BOXES } from '@platen/domain/shipping/standard-boxes';
import { trackingLink } from '@platen/domain/shipping/tracking-links';
import { AppError } from '../../errors/app-error.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { CarrierAdapter, LabelResult } from './carrier-adapter.ts';
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

type Box = (typeof STANDARD_BOXES)[number];
type Shipment = LifecycleState['shipments'][number];

/** What every parcel of one shipment shares: where from, where to, the label service and the box override. */
interface PackPlan {
  tx: Queryable;
  files: FileStore;
  adapter: CarrierAdapter;
  req: PackRequest;
  orderName: string | null;
  brand: SlipBranding;
  shipment: Shipment;
  service: ReturnType<typeof labelServiceFor>;
  to: PrintedAddress;
  from: ReturnType<typeof fromAddress>;
  override: Box | null;
}

/**
 * The shipping station packs one shipment: parcels split by volume and weight, a box each (or staff's), a
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
  const existing = (await parcelsRepository(tx).ofOrder(req.orderId)).filter(
    (p) => p.shipmentIndex === req.shipmentIndex,
  );
  if (existing.length > 0) return existing;
  const plan = await packPlan(tx, files, adapter, req);
  const kindOf = (u: PackUnit) => packKind(u.printType, u.productIdentifier);
  const groups = splitParcels(req.units, kindOf);
  const made: ParcelRow[] = [];
  for (const [i, group] of groups.entries())
    made.push(
      await packParcel(plan, group, `${i + 1} of ${groups.length}`, i + 1, chooseBox(group.map(kindOf))),
    );
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
  // An order imported from a store gets its tracking pushed back (an outbox row; a job pushes it).
  await storesRepository(tx).queueShipmentFulfillment(
    `sf_${randomUUID()}`,
    req.orderId,
    req.shipmentIndex,
    made,
  );
  return made;
}

/** The request checked (units, box), the order's shipment read and its addresses and label service. */
async function packPlan(
  tx: Queryable,
  files: FileStore,
  adapter: CarrierAdapter,
  req: PackRequest,
): Promise<PackPlan> {
  if (req.units.length === 0) throw new AppError('unprocessable', 'The shipment has no units to pack.');
  const override = req.box ? (STANDARD_BOXES.find((b) => b.identifier === req.box) ?? null) : null;
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
  const brand = await customerBranding(tx, req.orderId);
  return { tx, files, adapter, req, orderName: state.name, brand, shipment, service, to, from, override };
}

/** The ordering account's packing slip branding (settings, else its company or name). */
async function customerBranding(tx: Queryable, orderId: string): Promise<SlipBranding> {
  const r = await tx.query<{
    s: Record<string, unknown> | null;
    company: string | null;
    name: string | null;
  }>(
    'SELECT u.settings AS s, u.company, u.name FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1',
    [orderId],
  );
  const row = r.rows[0];
  return slipBranding(row?.s ?? null, { company: row?.company ?? null, name: row?.name ?? null });
}

/** One parcel: its box, label and slip (stored), then its row. */
async function packParcel(
  plan: PackPlan,
  group: PackUnit[],
  parcelLabel: string,
  parcelNo: number,
  chosen: ReturnType<typeof chooseBox>,
): Promise<ParcelRow> {
  const { req } = plan;
  const parcels = parcelsRepository(plan.tx);
  const box = plan.override ?? chosen.box;
  const id = `par_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const serial = await parcels.nextLabelSerial();
  const label = await parcelLabelFor(plan, { serial, parcelLabel, box, ounces: chosen.ounces });
  const labelKey = `labels/${req.orderId}/${id}.pdf`;
  const slipKey = `slips/${req.orderId}/${id}.pdf`;
  const slip = await packingSlipPdf({
    orderId: req.orderId,
    orderName: plan.orderName,
    brand: plan.brand,
    parcel: parcelLabel,
    to: plan.to,
    tracking: label.tracking,
    lines: group.map((u) => ({
      barcode: u.barcode,
      item: `Item ${u.itemIndex + 1}${u.productIdentifier ? ` ${u.productIdentifier}` : ''}`,
      size: u.size,
    })),
  });
  await plan.files.put(labelKey, label.pdf, 'application/pdf');
  await plan.files.put(slipKey, slip, 'application/pdf');
  return parcels.insert({
    id,
    orderId: req.orderId,
    shipmentIndex: req.shipmentIndex,
    parcelNo,
    facility: req.facility,
    carrier: label.carrier,
    service: label.service,
    tracking: label.tracking,
    trackingUrl: plan.service
      ? trackingLink({ carrier: label.carrier, service: label.service, tracking: label.tracking })
      : null,
    adapter: label.adapter,
    box: box.identifier,
    ounces: chosen.ounces,
    barcodes: group.map((u) => u.barcode),
    labelKey,
    slipKey,
  });
}

/** The parcel's label: bought from the carrier adapter, or a will-call pickup label drawn here. */
async function parcelLabelFor(
  plan: PackPlan,
  p: { serial: number; parcelLabel: string; box: Box; ounces: number },
): Promise<LabelResult> {
  const reference = `${plan.req.orderId}/${plan.req.shipmentIndex + 1}`;
  const { box } = p;
  if (plan.service)
    return plan.adapter.buyLabel({
      service: plan.service,
      serial: p.serial,
      from: plan.from,
      to: { ...plan.to, address: plan.shipment.address },
      reference,
      parcel: p.parcelLabel,
      box: { identifier: box.identifier, length: box.length, width: box.width, height: box.height },
      ounces: p.ounces,
    });
  const tracking = `WC${String(p.serial).padStart(8, '0')}`;
  const pdf = await labelPdf({
    carrier: 'WILL CALL',
    serviceDescription: 'Will call: pick up at the facility',
    tracking,
    from: plan.from,
    to: plan.to,
    reference,
    parcel: p.parcelLabel,
    box: box.identifier,
    ounces: p.ounces,
  });
  return { adapter: 'platen', carrier: 'OTHER', service: 'willcall', tracking, pdf };
}

async function currentState(tx: Queryable, orderId: string): Promise<LifecycleState> {
  const row = await orderEventsRepository(tx).lifecycle(orderId);
  if (!row?.lifecycle) throw new AppError('not_found', 'Order not found.');
  return row.lifecycle as unknown as LifecycleState;
}
