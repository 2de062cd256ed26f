import type { Db, JobDefinition } from '@platen/db';
import {
  BLANK_SUPPLIERS_SYNC,
  syncBlankSuppliers,
} from '../services/blank-suppliers/sync-blank-suppliers.ts';
import type { SupplierPorts } from '../services/blank-suppliers/supplier-ports.ts';
import { recurringJob } from './recurring-job.ts';

export { BLANK_SUPPLIERS_SYNC };

/**
 * Every 5 minutes (and at once after a cutoff or a "send now"): sent blank orders' purchase orders go out by their
 * supplier's channel, then PromoStandards suppliers are polled for order status and ship notices. Idempotent.
 */
export function blankSuppliersJob(db: Db, ports: SupplierPorts): JobDefinition<Record<string, never>> {
  return recurringJob(BLANK_SUPPLIERS_SYNC, 'blankSuppliers', 3, () => syncBlankSuppliers(db, ports));
}
