import { makeTrackingNumber } from '@platen/domain/shipping/tracking-numbers';
import type { CarrierAdapter } from './carrier-adapter.ts';
import { labelPdf } from './pdf-documents.ts';

/** Our shipper accounts with the carriers (configuration, O-9-69): UPS_ACCOUNT_NUMBER. */
export interface ShipperAccounts {
  UPS?: string | null;
}

/**
 * The default adapter: no label provider, no network. The tracking number has the carrier's real format and
 * check digit (domain shipping/tracking-numbers.ts) for the shipment's service code, with our shipper account
 * where the carrier's format carries one (UPS); the label is a 4x6 PDF.
 */
export const platenLabels = (accounts: ShipperAccounts = {}): CarrierAdapter => ({
  name: 'platen',
  async buyLabel(req) {
    const account = req.service.carrier === 'UPS' ? accounts.UPS : null;
    const tracking = makeTrackingNumber({
      carrier: req.service.carrier,
      serviceCode: req.service.carrierCode,
      serial: req.serial,
      ...(account ? { account } : {}),
    });
    const pdf = await labelPdf({
      carrier: req.service.carrier,
      serviceDescription: req.service.description,
      tracking,
      from: req.from,
      to: req.to,
      reference: req.reference,
      parcel: req.parcel,
      box: req.box.identifier,
      ounces: req.ounces,
    });
    return { adapter: 'platen', carrier: req.service.carrier, service: req.service.service, tracking, pdf };
  },
});

/** The default adapter without configured shipper accounts. */
export const platenLabelAdapter = platenLabels();
