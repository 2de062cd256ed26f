import { z } from 'zod';
import { PublicUserSchema } from './auth.ts';

/** Named service bases of the HTTP helper (O-7, R-7). */
export const SERVICE_BASES = {
  order2: '/api/order2',
  print: '/api/print',
  manager2: '/api/manager2',
  auth: '/auth',
} as const;
export type ServiceName = keyof typeof SERVICE_BASES;

/** State the server embeds in the page (O-1-09, R-1): the user and the configuration. */
export const InitialStateSchema = z.object({
  user: PublicUserSchema.nullable(),
  configuration: z.object({
    version: z.string(),
    environment: z.enum(['development', 'production', 'test']),
    services: z.object({
      order2: z.string(),
      print: z.string(),
      manager2: z.string(),
      auth: z.string(),
    }),
  }),
});
export type InitialState = z.infer<typeof InitialStateSchema>;
