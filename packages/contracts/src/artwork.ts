import { z } from 'zod';

/** What a DST embroidery file holds (domain design/dst-summary.ts). */
export const DstSummarySchema = z.object({
  stitchCount: z.number().int(),
  jumps: z.number().int(),
  colourStops: z.number().int(),
  widthMm: z.number(),
  heightMm: z.number(),
  widthIn: z.number(),
  heightIn: z.number(),
});

/** Artwork calls (R-7-18..21) and the upload answer. */
export const ArtworkSchema = z.object({
  artworkId: z.string(),
  name: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  fullQualityUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
  actions: z.array(z.string()),
  /** When the customer declared the rights to print it (PUT /api/v3/artwork/{artworkId}/rights), else null. */
  rightsDeclaredAt: z.string().nullable(),
  /** A DST file's counted stitches, jumps, colour stops and stitched size (mm and inches); null for other formats. */
  embroidery: DstSummarySchema.nullable(),
});
export type ArtworkResponse = z.infer<typeof ArtworkSchema>;

export const ArtworkListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).optional().default(50),
});

export const ArtworkSearchQuerySchema = z.strictObject({
  query: z.string().max(200).optional().default(''),
  limit: z.coerce.number().int().min(1).max(200).optional().default(50),
});

/** R-7-18: none found -> [] (R-8-04). */
export const ArtworkBulkRequestSchema = z.strictObject({
  artworkIds: z.array(z.string().min(1).max(100)).max(200),
});

export const ArtworkParamsSchema = z.strictObject({ artworkId: z.string().min(1).max(100) });
export const ArtworkFileParamsSchema = z.strictObject({
  artworkId: z.string().min(1).max(100),
  variant: z.enum(['file', 'thumbnail']),
});

/** PATCH /api/print/v3/artwork/:artworkId. */
export const RenameArtworkRequestSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Enter a name.' })
    .max(120, { message: 'At most 120 characters.' }),
});
