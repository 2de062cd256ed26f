import type {
  ShippingRatesRequest,
  ShippingRatesResponse,
  ShippingServicesRequest,
  ShippingServicesResponse,
} from '@platen/contracts';
import type { Db } from '@platen/db';
import type { ExcludedService } from '@platen/domain/shipping/allowed-services';
import { apiShippingServices } from '@platen/domain/shipping/api-shipping-services';
import { pickRoutingOption } from '@platen/domain/shipping/router-grouping';
import { serviceCodeFromName } from '@platen/domain/shipping/service-codes';
import type { ShippingService } from '@platen/domain/shipping/shipping-services';
import { serviceOptions } from '@platen/domain/shipping/shipping-options-quote';
import { cents } from '@platen/domain/units/units';
import { AppError } from '../../errors/app-error.ts';
import { quoteBulkFor } from '../quote/quote-bulk.ts';

const view = (s: ShippingService) => ({
  code: s.code,
  carrier: s.carrier,
  description: s.description,
  estimate: s.estimate ? { min: s.estimate.min, max: s.estimate.max } : null,
  carrierCode: s.carrierCode ?? null,
});
const excludedView = (e: ExcludedService[]) => e.map((x) => ({ code: x.service.code, reasons: x.reasons }));

/** POST /api/v3/shipping/services: the API's services for a destination and weight, and why not the others. */
export function shippingServicesFor(req: ShippingServicesRequest): ShippingServicesResponse {
  const r = apiShippingServices(req.address, req.weight ?? null);
  return {
    country: r.country,
    domestic: r.domestic,
    eu: r.eu,
    allowed: r.allowed.map(view),
    excluded: excludedView(r.excluded),
  };
}

/**
 * POST /api/v3/shipping/rates: every service the destination allows (or the one asked for), each priced by the
 * quote engine for these items (the same request the checkout's shipping step sends), and the one the router
 * preference picks. A named service that is unknown or not allowed here is a 422 naming why.
 */
export async function shippingRatesFor(
  db: Db,
  userId: string,
  req: ShippingRatesRequest,
  now: Date = new Date(),
): Promise<ShippingRatesResponse> {
  const r = apiShippingServices(req.address, req.weight ?? null, { only: req.service ?? null });
  if (req.service != null && r.allowed.length === 0) {
    const code = serviceCodeFromName(req.service);
    const why = r.excluded.find((e) => e.service.code === code);
    const message = !code
      ? `Unknown shipping service ${req.service}.`
      : `${why?.service.description ?? code} cannot ship here: ${why?.reasons.map((x) => x.message).join(' ')}`;
    throw new AppError('unprocessable', message, {
      issues: [{ path: 'body.service', code: 'unprocessable', message }],
    });
  }
  const refs: { shipmentId: string; service: string }[] = [];
  const items = r.allowed.flatMap((s) =>
    req.items.map((item) => {
      refs.push({ shipmentId: 'rates', service: s.code });
      return { ...item, address: req.address, features: { ...item.features, shipping: s.code } };
    }),
  );
  const answer = await quoteBulkFor(db, { items, data: null, sla: true }, userId, now);
  // The same item fails the same way for every service: report each problem once, on the caller's item.
  const perService = req.items.length;
  const issues = answer.issues
    .map((i) => ({
      ...i,
      path: i.path.replace(/^items\[(\d+)\]/, (_m, n) => `items[${Number(n) % perService}]`),
    }))
    .filter((i, k, all) => all.findIndex((x) => x.path === i.path && x.message === i.message) === k);
  const priced = serviceOptions(refs, answer).rates ?? {};
  const rates = r.allowed.flatMap((s) => {
    const p = priced[s.code];
    return p && issues.length === 0 ? [{ ...view(s), cents: p.cents, arrivalDate: p.arrivalDate }] : [];
  });
  const pick = pickRoutingOption(
    rates.map((x) => ({ id: x.code, price: cents(x.cents), estimate: x.estimate ?? { min: 99, max: 99 } })),
    req.preference,
  );
  return {
    country: r.country,
    rates,
    recommended: pick?.id ?? null,
    excluded: excludedView(r.excluded),
    issues,
  };
}
