import type { ServiceName } from '@platen/contracts';

/**
 * The named service bases of the HTTP helper (O-7, R-7), the same values as packages/contracts SERVICE_BASES
 * (service-bases.test.ts checks it). Kept here so the entry chunk does not pull zod in with the contracts.
 */
export const SERVICE_BASES = {
  order2: '/api/order2',
  print: '/api/print',
  manager2: '/api/manager2',
  auth: '/auth',
  v3: '/api/v3',
  v2: '/api/v2',
  internal: '/api/internal',
} as const satisfies Record<ServiceName, string>;
