/** A shipping service as the shipping step quoted it for one shipment. */
export interface PricedService {
  code: string;
  cents: number;
  /** "YYYY-MM-DD", or null when the service promises no date (will call). */
  arrivalDate: string | null;
}

export type HighlightName = 'recommended' | 'cheapest' | 'fastest';

/** The service code each highlight falls on (null: none; one service may carry several). */
export type ShippingHighlights = Record<HighlightName, string | null>;

/**
 * What a day sooner is worth when picking the recommended service: a service that arrives a day after the
 * fastest one is recommended over it only when it saves more than this.
 */
export const DAY_VALUE_CENTS = 500;

const NONE: ShippingHighlights = { recommended: null, cheapest: null, fastest: null };

/** Days since 1970-01-01 of an ISO date (UTC, so no time zone moves it). */
const dayNumber = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / 86_400_000;
};

/** Earlier arrival first; a service without a date last. */
const byArrival = (a: PricedService, b: PricedService) =>
  a.arrivalDate === b.arrivalDate
    ? 0
    : a.arrivalDate === null
      ? 1
      : b.arrivalDate === null
        ? -1
        : a.arrivalDate < b.arrivalDate
          ? -1
          : 1;

/** The first of the services by a comparison (the input order breaks ties). */
function best(services: readonly PricedService[], compare: (a: PricedService, b: PricedService) => number) {
  return services.reduce<PricedService | null>((at, s) => (at === null || compare(s, at) < 0 ? s : at), null);
}

/**
 * The shipping step's three suggestions for one shipment, from its quoted services: the cheapest (a tie goes to
 * the earlier arrival), the fastest (the earliest arrival date; a tie goes to the lower price) and the
 * recommended one, the best value: the lowest price plus DAY_VALUE_CENTS for every day it arrives after the
 * fastest (a tie goes to the earlier arrival). With fewer than two services there is nothing to choose between.
 */
export function shippingHighlights(services: readonly PricedService[]): ShippingHighlights {
  if (services.length < 2) return NONE;
  const cheapest = best(services, (a, b) => a.cents - b.cents || byArrival(a, b));
  const dated = services.filter((s) => s.arrivalDate !== null);
  const fastest = best(dated, (a, b) => byArrival(a, b) || a.cents - b.cents);
  const first = fastest?.arrivalDate ? dayNumber(fastest.arrivalDate) : 0;
  const value = (s: PricedService) =>
    s.cents + DAY_VALUE_CENTS * (s.arrivalDate ? dayNumber(s.arrivalDate) - first : 0);
  const recommended =
    dated.length > 0 ? best(dated, (a, b) => value(a) - value(b) || byArrival(a, b)) : cheapest;
  return {
    recommended: recommended?.code ?? null,
    cheapest: cheapest?.code ?? null,
    fastest: fastest?.code ?? null,
  };
}

/** The highlights a service carries, in the order the screen names them. */
export function highlightsOf(code: string, highlights: ShippingHighlights): HighlightName[] {
  return (['recommended', 'cheapest', 'fastest'] as const).filter((h) => highlights[h] === code);
}

/**
 * The services the shipping step shows before "all services": the highlighted ones (recommended, cheapest,
 * fastest, once each) and the chosen one when it is none of them; the rest keep their own order.
 */
export function suggestedServices(
  codes: readonly string[],
  highlights: ShippingHighlights,
  chosen: string | null,
): { suggested: string[]; rest: string[] } {
  const picked = [highlights.recommended, highlights.cheapest, highlights.fastest, chosen];
  const suggested = [...new Set(picked)].filter((c): c is string => c !== null && codes.includes(c));
  return { suggested, rest: codes.filter((c) => !suggested.includes(c)) };
}
