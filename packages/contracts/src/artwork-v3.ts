import { z } from 'zod';
import { ArtworkSchema } from './artwork.ts';
import { PageQuerySchema } from './order-lifecycle.ts';

/** Public API v3 artwork (R-7-04): list, upload, detail, rights, rename, delete, actions, printability, conversion. */
export const ArtworkV3ListQuerySchema = PageQuerySchema;
export const ArtworkV3ListSchema = z.array(ArtworkSchema);

/** PUT /api/v3/artwork/{artworkId}/rights: the customer declares they may print the artwork. */
export const ArtworkRightsRequestSchema = z.strictObject({
  holdsRights: z.literal(true, { message: 'Send holdsRights: true to declare that you hold the rights.' }),
  licensor: z
    .string()
    .trim()
    .min(1, { message: 'Name the licensor, or leave licensor out when you own the artwork.' })
    .max(200, { message: 'At most 200 characters.' })
    .optional()
    .meta({ description: 'Who owns the artwork and licensed it to you; leave out when you own it.' }),
});

export const ArtworkRightsSchema = z
  .object({
    artworkId: z.string(),
    declared: z.boolean(),
    /** The text declared (or to declare), its version, the licensor (null: the customer owns it). */
    statement: z.string(),
    version: z.string(),
    licensor: z.string().nullable(),
    declaredAt: z.iso.datetime().nullable(),
    declaredBy: z.string().nullable(),
  })
  .meta({
    examples: [
      {
        artworkId: '6f1c2a9e-3b1d-4c55-9d1e-2f0a7b8c9d10',
        declared: true,
        statement:
          'I own this artwork, or hold every licence needed to print it on products for sale. Printing it infringes no copyright, trademark, or right of publicity or privacy of anyone else, and I will answer for any claim that it does.',
        version: '2026-11',
        licensor: null,
        declaredAt: '2026-11-24T18:03:11.123Z',
        declaredBy: 'usr_123',
      },
    ],
  });

export const ArtworkActionsSchema = z.object({
  artworkId: z.string(),
  actions: z.array(
    z.object({
      action: z.enum(['design', 'rename', 'delete', 'declare-rights', 'convert']),
      allowed: z.boolean(),
      reason: z.string().nullable(),
    }),
  ),
});

/** GET /api/v3/artwork/{artworkId}/printability: per placement of a product, at a width (inches) or the largest fit. */
export const ArtworkPrintabilityQuerySchema = z.strictObject({
  product: z.string().min(1).max(100).optional().meta({ description: 'A catalogue product identifier.' }),
  width: z.coerce
    .number()
    .positive({ message: 'width is a positive number of inches.' })
    .max(200, { message: 'width is at most 200 inches.' })
    .optional()
    .meta({ description: 'The printed width in inches (default: the largest that fits each placement).' }),
});

const PrintSizeSchema = z.object({ widthIn: z.number(), heightIn: z.number(), dpi: z.number() });
export const ArtworkPrintabilitySchema = z.object({
  artworkId: z.string(),
  format: z.string(),
  pixelWidth: z.number().int(),
  pixelHeight: z.number().int(),
  vector: z.boolean(),
  atTargetDpi: PrintSizeSchema,
  atLowDpi: PrintSizeSchema,
  product: z.string().nullable(),
  placements: z.array(
    z.object({
      placement: z.string(),
      printArea: z.object({ width: z.number(), height: z.number() }),
      printedWidth: z.number(),
      printedHeight: z.number(),
      dpi: z.number().nullable(),
      minimumDpi: z.number(),
      recommendedDpi: z.number(),
      fits: z.boolean(),
      printable: z.boolean(),
      warning: z.string().nullable(),
    }),
  ),
});

/** POST /api/v3/artwork/{artworkId}/conversion: a new PNG artwork rendered from a vector, PDF, EPS or DST one. */
export const ArtworkConversionRequestSchema = z.strictObject({
  format: z.literal('png', { message: 'Artwork converts to png.' }).default('png'),
  dpi: z
    .number()
    .int()
    .min(72, { message: 'dpi is at least 72.' })
    .max(600, { message: 'dpi is at most 600.' })
    .default(300),
});
