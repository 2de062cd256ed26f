import { type RushOffer, rushOffers } from '../calendar/rush-offers.ts';
import { RUSH_ORDER_DAYS } from '../calendar/sla.ts';
import type { Cart, Shipment } from '../entities/entities.ts';
import { type BuildQuoteOptions, buildQuoteRequest } from '../quote/build-quote-request.ts';
import type { QuoteRequest, QuoteRequestItem } from '../quote/quote-request.ts';

/** The `days` of the rush request's copy without rush: the due date a rush must beat. */
export const NO_RUSH = 0;

/** Request items above this are not sent (the quote takes at most 500); the step then shows no prices. */
export const MAX_OPTION_ITEMS = 500;

export interface ShippingOptionsRequests {
  /** Every considered shipment's items once per service its address allows. */
  services: { request: QuoteRequest; refs: { shipmentId: string; service: string }[] };
  /** The cart's items once without rush (`days` 0) and once per rush tier, at each shipment's chosen service. */
  rush: { request: QuoteRequest; refs: { days: number }[] };
}

/**
 * O-2-14: the quotes the shipping-method step prices its choices with, built from the cart's own quote request
 * (buildQuoteRequest) so every option costs what the review will charge: each service per shipment, and each rush
 * tier. Two requests, because items of one address and service ship together: a rush copy must not join (and
 * change the price of) a service copy. Null when there is nothing to price or too much to send.
 */
export function shippingOptionsRequests(
  cart: Cart,
  servicesOf: (shipment: Shipment) => readonly string[],
  options: BuildQuoteOptions,
): ShippingOptionsRequests | null {
  const built = buildQuoteRequest(cart, options);
  if (built.request.items.length === 0) return null;
  const shipments = new Map(cart.shipments.map((s) => [s.id, s]));
  const services: ShippingOptionsRequests['services'] = {
    request: { ...built.request, items: [], sla: true },
    refs: [],
  };
  built.request.items.forEach((item, i) => {
    const shipment = shipments.get(built.refs[i]!.shipmentId);
    if (!shipment) return;
    for (const service of servicesOf(shipment)) {
      services.request.items.push({ ...item, features: { ...item.features, shipping: service } });
      services.refs.push({ shipmentId: shipment.id, service });
    }
  });
  const rush: ShippingOptionsRequests['rush'] = {
    request: { ...built.request, items: [], sla: true },
    refs: [],
  };
  for (const days of [NO_RUSH, ...RUSH_ORDER_DAYS])
    for (const item of built.request.items) {
      rush.request.items.push({
        ...item,
        features: { ...item.features, rushOrder: days === NO_RUSH ? null : days },
      } as QuoteRequestItem);
      rush.refs.push({ days });
    }
  if (services.request.items.length > MAX_OPTION_ITEMS || rush.request.items.length > MAX_OPTION_ITEMS)
    return null;
  return { services, rush };
}

/** The parts of a quote answer the options read (packages/contracts quote.ts). */
export interface OptionsAnswer {
  details: readonly {
    shipment: number | null;
    fees: readonly { code: string; cents: number }[];
    dueDate?: string | null;
  }[];
  shipments: readonly { shipping: number; arrivalDate?: string | null }[];
  sla?: readonly { days: number | null }[];
}

export interface ServiceOption {
  cents: number;
  /** "YYYY-MM-DD", or null when the service promises no date (will call). */
  arrivalDate: string | null;
}

/** Per shipment, per service: what shipping that shipment with it costs and when it arrives. */
export function serviceOptions(
  refs: readonly { shipmentId: string; service: string }[],
  answer: OptionsAnswer,
): Record<string, Record<string, ServiceOption>> {
  const out: Record<string, Record<string, ServiceOption>> = {};
  refs.forEach((ref, i) => {
    const k = answer.details[i]?.shipment;
    const s = k == null ? undefined : answer.shipments[k];
    if (!s) return;
    const byService = out[ref.shipmentId] ?? {};
    byService[ref.service] = { cents: s.shipping, arrivalDate: s.arrivalDate ?? null };
    out[ref.shipmentId] = byService;
  });
  return out;
}

export interface RushOption {
  /** The rush fee over the whole order. */
  cents: number;
  /** Production business days with this rush (the longest item). */
  days: number | null;
  /** When the order is due with this rush (the latest item, ISO), null when not known. */
  dueDate: string | null;
}

/** Per rush tier (and NO_RUSH): the order's rush fee, its production days and its due date. */
export function rushOptions(
  refs: readonly { days: number }[],
  answer: OptionsAnswer,
): Record<number, RushOption> {
  const out: Record<number, RushOption> = {};
  refs.forEach((ref, i) => {
    const fee = answer.details[i]?.fees.find((f) => f.code === 'rush')?.cents ?? 0;
    const sla = answer.sla?.[i]?.days ?? null;
    const due = answer.details[i]?.dueDate ?? null;
    const o = out[ref.days] ?? { cents: 0, days: null, dueDate: null };
    out[ref.days] = o;
    o.cents += fee;
    if (sla !== null) o.days = Math.max(o.days ?? 0, sla);
    if (due !== null && (o.dueDate === null || due > o.dueDate)) o.dueDate = due;
  });
  return out;
}

/**
 * O-9-22: the rush tiers the shipping step offers: those that make the order due sooner than without rush, each
 * with the date it buys (calendar/rush-offers.ts).
 */
export function offeredRushes(options: Record<number, RushOption>): RushOffer[] {
  return rushOffers(
    options[NO_RUSH]?.dueDate ?? null,
    RUSH_ORDER_DAYS.flatMap((days) => {
      const o = options[days];
      return o ? [{ days, cents: o.cents, dueDate: o.dueDate }] : [];
    }),
  );
}
