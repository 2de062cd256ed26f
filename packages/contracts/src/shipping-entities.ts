/** Zod schemas for the shipping entities of spec O-3 (O-3-17 to O-3-21). */
import { CARRIERS } from '@platen/domain/shipping/carriers';
import type { ShippingService } from '@platen/domain/shipping/shipping-services';
import type { SlaEntry } from '@platen/domain/sla/shipment-sla';
import { z } from 'zod';
import { code, inchesDimension, LIMITS, text, url } from './entity-fields.ts';

const weight = z.strictObject({ amount: z.number().positive().max(100_000), unit: z.enum(['lb', 'oz']) });
const countryCode = z.string().regex(/^[A-Z]{2}$/);

/** O-3-17: shipping service detail: description, carrier, optional weights, a white- or blacklist. */
export const ShippingServiceSchema: z.ZodType<ShippingService> = z
  .strictObject({
    code,
    carrier: z.enum(CARRIERS),
    description: text,
    estimate: z.strictObject({ min: z.number().min(0).max(365), max: z.number().min(0).max(365) }).nullable(),
    maxWeight: weight.optional(),
    minWeight: weight.optional(),
    whitelist: z.array(countryCode).max(LIMITS.countries).optional(),
    blacklist: z.array(countryCode).max(LIMITS.countries).optional(),
    carrierCode: code.optional(),
  })
  .refine((s) => !(s.whitelist && s.blacklist), {
    message: 'A service has a whitelist or a blacklist, not both',
  });

/** O-3-18 */
export const PACK_BY_CONFIGURATIONS = [
  'pack-by-size',
  'pack-by-color',
  'pack-by-style',
  'pack-by-custom',
] as const;
export const PackByConfigurationSchema = z.strictObject({
  configuration: z.enum(PACK_BY_CONFIGURATIONS),
  configurationUrl: url.optional(),
});
export type PackByConfiguration = z.infer<typeof PackByConfigurationSchema>;

/** O-3-19 */
export const TrackingInputSchema = z.strictObject({
  service: code,
  carrier: z.enum(CARRIERS),
  tracking: z.string().min(1).max(100),
});
export type TrackingInput = z.infer<typeof TrackingInputSchema>;

/** O-3-20: a box package, dimensions in inches. */
export const BoxPackageSchema = z.strictObject({
  identifier: text.min(1),
  length: inchesDimension,
  width: inchesDimension,
  height: inchesDimension,
});
export type BoxPackage = z.infer<typeof BoxPackageSchema>;

/** O-3-21: one SLA entry; the shipping SLA is a list of them. */
export const SlaEntrySchema: z.ZodType<SlaEntry> = z.strictObject({
  days: z.number().int().min(-1).max(365).nullish(),
});
export const ShippingSlaSchema = z.array(SlaEntrySchema).max(LIMITS.quoteItems);
