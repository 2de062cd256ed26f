import type { JobDefinition } from '@platen/db/job-queue';
import type { PrintFileDeps } from '../services/print-files/print-files.ts';
import { RIP_DROP, type RipDropData, runRipDrop } from '../services/print-files/rip-drops.ts';

/**
 * Drops a DTG unit side's print file and ticket into its RIP hot folder (queued by the scan that brings the unit
 * to DTG). Idempotent: a ticket already in the folder is left alone. The print file renders on its own queue;
 * a render still running after the wait (429) fails this try and the retry picks the stored file up.
 */
export function ripDropJob(deps: () => PrintFileDeps): JobDefinition<RipDropData> {
  return {
    name: RIP_DROP,
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: 180,
    concurrency: 1,
    async run({ data }) {
      await runRipDrop(deps(), data);
    },
  };
}
