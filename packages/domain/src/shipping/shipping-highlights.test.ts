import { describe, expect, it } from 'vitest';
import {
  DAY_VALUE_CENTS,
  highlightsOf,
  shippingHighlights,
  suggestedServices,
} from './shipping-highlights.ts';

const ground = { code: 'ups-ground', cents: 1200, arrivalDate: '2026-12-10' };
const twoDay = { code: 'ups-2day', cents: 2900, arrivalDate: '2026-12-07' };
const overnight = { code: 'ups-next-day', cents: 6400, arrivalDate: '2026-12-05' };
const pickup = { code: 'will-call', cents: 0, arrivalDate: null };

describe('shipping highlights', () => {
  it('names the cheapest, the fastest and the best value among the quoted services', () => {
    // Ground: 1200 + 5 days x 500 = 3700; 2-day: 2900 + 2 x 500 = 3900; overnight 6400.
    expect(shippingHighlights([twoDay, overnight, ground])).toEqual({
      recommended: 'ups-ground',
      cheapest: 'ups-ground',
      fastest: 'ups-next-day',
    });
  });

  it('recommends a faster service when the days it saves are worth more than its extra price', () => {
    const slowBoat = { code: 'usps-ground', cents: 1000, arrivalDate: '2026-12-20' };
    const h = shippingHighlights([slowBoat, twoDay, overnight]);
    expect(h).toEqual({ recommended: 'ups-2day', cheapest: 'usps-ground', fastest: 'ups-next-day' });
    // Exactly the day value per day: the tie goes to the sooner one.
    const a = { code: 'a', cents: 1000, arrivalDate: '2026-12-03' };
    const b = { code: 'b', cents: 1000 + DAY_VALUE_CENTS, arrivalDate: '2026-12-02' };
    expect(shippingHighlights([a, b]).recommended).toBe('b');
  });

  it('counts days across a month and a year end', () => {
    const dec = { code: 'dec', cents: 1000, arrivalDate: '2026-12-31' };
    const jan = { code: 'jan', cents: 1000 - 2 * DAY_VALUE_CENTS + 1, arrivalDate: '2027-01-02' };
    expect(shippingHighlights([dec, jan]).recommended).toBe('dec');
  });

  it('a service without a date is never the fastest nor recommended over dated ones, but may be the cheapest', () => {
    expect(shippingHighlights([pickup, ground, twoDay])).toEqual({
      recommended: 'ups-ground',
      cheapest: 'will-call',
      fastest: 'ups-2day',
    });
    // Only undated services: the cheapest is also the recommended one; nothing is fastest.
    const other = { code: 'freight', cents: 9000, arrivalDate: null };
    expect(shippingHighlights([other, pickup])).toEqual({
      recommended: 'will-call',
      cheapest: 'will-call',
      fastest: null,
    });
  });

  it('breaks ties: the cheapest by the earlier arrival, the fastest by the lower price, else the first', () => {
    const late = { code: 'late', cents: 1200, arrivalDate: '2026-12-12' };
    expect(shippingHighlights([late, ground]).cheapest).toBe('ups-ground');
    const dearTwoDay = { ...twoDay, code: 'fedex-2day', cents: 3100 };
    expect(shippingHighlights([dearTwoDay, twoDay]).fastest).toBe('ups-2day');
    const same = { ...ground, code: 'same' };
    expect(shippingHighlights([ground, same]).cheapest).toBe('ups-ground');
  });

  it('with one service or none there is nothing to highlight', () => {
    const none = { recommended: null, cheapest: null, fastest: null };
    expect(shippingHighlights([ground])).toEqual(none);
    expect(shippingHighlights([])).toEqual(none);
  });

  it('lists the highlights a service carries in a fixed order', () => {
    const h = shippingHighlights([twoDay, overnight, ground]);
    expect(highlightsOf('ups-ground', h)).toEqual(['recommended', 'cheapest']);
    expect(highlightsOf('ups-next-day', h)).toEqual(['fastest']);
    expect(highlightsOf('ups-2day', h)).toEqual([]);
  });

  it('suggests the highlighted services once each, then the chosen one; the rest keep their order', () => {
    const codes = ['standard', 'will-call', 'ups-next-day', 'ups-2day', 'ups-ground'];
    const h = shippingHighlights([
      { code: 'standard', cents: 1500, arrivalDate: '2026-12-11' },
      pickup,
      overnight,
      twoDay,
      ground,
    ]);
    expect(suggestedServices(codes, h, 'ups-2day')).toEqual({
      suggested: ['ups-ground', 'will-call', 'ups-next-day', 'ups-2day'],
      rest: ['standard'],
    });
    expect(suggestedServices(codes, h, 'ups-ground').suggested).toEqual([
      'ups-ground',
      'will-call',
      'ups-next-day',
    ]);
    // Not priced yet: only the chosen service; a chosen code the address no longer allows is not shown.
    const none = shippingHighlights([]);
    expect(suggestedServices(codes, none, 'standard')).toEqual({
      suggested: ['standard'],
      rest: ['will-call', 'ups-next-day', 'ups-2day', 'ups-ground'],
    });
    expect(suggestedServices(codes, none, 'dhl-express').suggested).toEqual([]);
  });
});
