import { PRINT_TYPES, type PrintType } from '@platen/domain/entities/entities';
import { z } from 'zod';

/** Most designs one list, search or bulk call answers (R-7-23 / R-7-24). */
export const DESIGN_LIST_LIMIT = 100;

/**
 * `types`: print types, comma separated (`types=dtg,screenprint`); empty or absent means every type. Unknown
 * types are refused rather than silently matching nothing.
 */
const PrintTypesParam = z
  .string()
  .max(200)
  .optional()
  .default('')
  .transform((s, ctx) => {
    const types = [
      ...new Set(
        s
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ];
    const unknown = types.filter((t) => !(PRINT_TYPES as readonly string[]).includes(t));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `Unknown print type ${unknown[0]}; expected ${PRINT_TYPES.join(', ')}.`,
      });
      return z.NEVER;
    }
    return types as PrintType[];
  });

/** `limit`: 1 or more; anything above 100 is capped at 100. */
const LimitParam = z.coerce
  .number()
  .int()
  .min(1)
  .optional()
  .default(DESIGN_LIST_LIMIT)
  .transform((n) => Math.min(n, DESIGN_LIST_LIMIT));

/** R-7-24 GET order2 design list. */
export const DesignListQuerySchema = z.strictObject({ types: PrintTypesParam, limit: LimitParam });

/** R-7-23 GET order2 design search; `mode=live` (the only mode) is accepted as the spec sends it. */
export const DesignSearchQuerySchema = z.strictObject({
  types: PrintTypesParam,
  limit: LimitParam,
  query: z.string().max(200).optional().default(''),
  mode: z.enum(['live']).optional().default('live'),
});

/** R-7-22 POST manager2 design bulk. */
export const DesignBulkRequestSchema = z.strictObject({
  designIds: z.array(z.string().min(1).max(100)).max(DESIGN_LIST_LIMIT),
});
