import type { CarrierAdapter, LabelRequest } from './carrier-adapter.ts';

const API = 'https://api.easypost.com/v2';

/** EasyPost's carrier names for ours. */
const CARRIER: Record<string, string> = {
  UPS: 'UPS',
  USPS: 'USPS',
  FEDEX: 'FedEx',
  DHL: 'DHLEcommerceSolutions',
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function toAddress(a: Record<string, unknown>, name: string) {
  return {
    name,
    street1: str(a.address1) || str(a.street1),
    street2: str(a.address2) || str(a.street2),
    city: str(a.city),
    state: str(a.state),
    zip: str(a.zip) || str(a.postalCode),
    country: str(a.country) || 'US',
  };
}

/**
 * A real label provider (EasyPost's REST API, the calls its SDKs make), used only when EASYPOST_API_KEY is set:
 * creates the shipment, buys the rate of our carrier and service (the cheapest of the carrier when the service
 * has no code), and fetches the 4x6 PDF label. Never used in tests (no network there).
 */
export function easypostAdapter(apiKey: string, fetchImpl: typeof fetch = fetch): CarrierAdapter {
  const auth = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
  const call = async (path: string, body: unknown) => {
    const res = await fetchImpl(`${API}${path}`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`EasyPost ${path}: ${res.status} ${JSON.stringify(json.error ?? json)}`);
    return json;
  };
  return {
    name: 'easypost',
    async buyLabel(req: LabelRequest) {
      const shipment = await call('/shipments', {
        shipment: {
          from_address: {
            name: req.from.name,
            city: req.from.city,
            state: req.from.state,
            zip: req.from.zip,
            country: 'US',
          },
          to_address: toAddress(req.to.address, req.to.name),
          parcel: {
            length: req.box.length,
            width: req.box.width,
            height: req.box.height,
            weight: req.ounces,
          },
          options: { label_format: 'PDF', label_size: '4x6' },
          reference: req.reference,
        },
      });
      const carrier = CARRIER[req.service.carrier] ?? req.service.carrier;
      const rates = ((shipment.rates as Record<string, unknown>[]) ?? []).filter(
        (r) => r.carrier === carrier,
      );
      const rate =
        rates.find((r) => req.service.carrierCode && r.service === req.service.carrierCode) ??
        rates.sort((a, b) => Number(a.rate) - Number(b.rate))[0];
      if (!rate) throw new Error(`EasyPost offered no ${carrier} rate for ${req.reference}`);
      const bought = await call(`/shipments/${str(shipment.id)}/buy`, { rate: { id: rate.id } });
      const label = bought.postage_label as Record<string, unknown> | undefined;
      const pdfUrl = str(label?.label_pdf_url) || str(label?.label_url);
      const pdf = Buffer.from(await (await fetchImpl(pdfUrl)).arrayBuffer());
      return {
        adapter: 'easypost',
        carrier: req.service.carrier,
        service: req.service.service,
        tracking: str(bought.tracking_code),
        pdf,
      };
    },
  };
}
