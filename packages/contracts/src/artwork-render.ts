import { z } from 'zod';

/** R-7-25 `url`: one of our artwork addresses; `colors`: thread colours as hex codes, comma separated. */
export const ArtworkRenderQuerySchema = z.strictObject({
  url: z.string().min(1).max(500),
  colors: z.string().min(1).max(200),
});
