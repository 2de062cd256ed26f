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
} as const satisfies Record<ServiceName, string>;
