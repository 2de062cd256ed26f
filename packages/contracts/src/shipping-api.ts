import { ROUTER_GROUPING_PREFERENCES } from '@platen/domain/shipping/router-grouping';
import { z } from 'zod';
import { AddressSchema } from './entities.ts';
import { QuoteItemSchema } from './quote.ts';

/** A parcel weight with its unit (13 oz and 1 lb are never confused). */
export const WeightSchema = z.strictObject({
  amount: z.number().positive({ message: 'Weight must be above 0.' }).max(10_000),
  unit: z.enum(['oz', 'lb'], { message: 'unit is oz or lb.' }),
});

/** POST /api/v3/shipping/services: which services may carry a parcel (of this weight) to this address. */
export const ShippingServicesRequestSchema = z
  .strictObject({
    address: AddressSchema,
    weight: WeightSchema.nullish(),
  })
  .meta({
    examples: [
      {
        address: { address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
        weight: { amount: 12, unit: 'oz' },
      },
    ],
  });
export type ShippingServicesRequest = z.infer<typeof ShippingServicesRequestSchema>;

const estimate = z.object({ min: z.number().int(), max: z.number().int() }).nullable();

/** One service the destination allows. */
export const ShippingServiceViewSchema = z.object({
  code: z.string(),
  carrier: z.string(),
  description: z.string(),
  /** Business days after shipping, null when the service promises none. */
  estimate,
  carrierCode: z.string().nullable(),
});

const reason = z.object({ code: z.string(), message: z.string() });

export const ShippingServicesResponseSchema = z.object({
  /** The destination country as normalised (a missing country is US). */
  country: z.string(),
  /** A US carrier's domestic destination (US, PR, VI, GU, AA, AP). */
  domestic: z.boolean(),
  /** An EU member state (customs: EU VAT applies on arrival). */
  eu: z.boolean(),
  allowed: z.array(ShippingServiceViewSchema),
  /** Every other service and why it cannot be used (`api_not_allowed`: chosen by staff only). */
  excluded: z.array(z.object({ code: z.string(), reasons: z.array(reason) })),
});
export type ShippingServicesResponse = z.infer<typeof ShippingServicesResponseSchema>;

/** POST /api/v3/shipping/rates: each allowed service priced for these items to this address. */
export const ShippingRatesRequestSchema = z
  .strictObject({
    address: AddressSchema,
    weight: WeightSchema.nullish(),
    /** What ships (as in a quote item, without address or shipping service): prices the services. */
    items: z
      .array(QuoteItemSchema.omit({ address: true }))
      .min(1, { message: 'Add at least one item.' })
      .max(20),
    /** Only this service (a code, its name or the carrier's code, e.g. "UPS Ground", "03"). */
    service: z.string().trim().min(1).max(60).nullish(),
    /** Which rate to recommend: cheapest (then fastest) or fastest (then cheapest). */
    preference: z.enum(ROUTER_GROUPING_PREFERENCES).default('cheapest'),
  })
  .meta({
    examples: [
      {
        address: { address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
        items: [
          {
            type: 'screenprint',
            products: [{ id: 'gildan-5000', color: 'Black', size: 'lrg', quantity: 2 }],
            sides: { front: 1 },
          },
        ],
        preference: 'cheapest',
      },
    ],
  });
export type ShippingRatesRequest = z.infer<typeof ShippingRatesRequestSchema>;

export const ShippingRateSchema = ShippingServiceViewSchema.extend({
  /** Shipping these items with this service, in cents. */
  cents: z.number().int(),
  /** Expected arrival (YYYY-MM-DD) when ordered now, null when the service promises none. */
  arrivalDate: z.string().nullable(),
});

export const ShippingRatesResponseSchema = z.object({
  country: z.string(),
  rates: z.array(ShippingRateSchema),
  /** The code of the rate the preference picks; null when nothing could be priced. */
  recommended: z.string().nullable(),
  excluded: z.array(z.object({ code: z.string(), reasons: z.array(reason) })),
  /** Why the items could not be priced (bad product, colour, size…), by path. */
  issues: z.array(z.object({ code: z.string(), path: z.string(), message: z.string() })),
});
export type ShippingRatesResponse = z.infer<typeof ShippingRatesResponseSchema>;
