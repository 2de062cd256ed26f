import {
  coupaNoticesRepository,
  type Db,
  type JobDefinition,
  type JobQueue,
  onCoupaNotices,
} from '@platen/db';
import { deliverCoupaNotice } from '../services/procurement/coupa-notices.ts';

export const COUPA_NOTICE = 'coupa.notice';

/**
 * Sends one queued cXML notice to its Coupa buyer organisation (StatusUpdateRequest, ShipNoticeRequest); a failed
 * try schedules the next one at the outbox's backoff time. The outbox row's claim and status make it sent once.
 */
export function coupaNoticeJob(db: Db, host: string, queue: () => JobQueue): JobDefinition<{ id: string }> {
  return {
    name: COUPA_NOTICE,
    retryLimit: 3,
    retryDelaySeconds: 2,
    async run(job) {
      const out = await deliverCoupaNotice(db, job.data.id, host);
      if (out.retryAt)
        await queue().send(COUPA_NOTICE, { id: job.data.id }, { startAfter: new Date(out.retryAt) });
    },
  };
}

/** Sends notices committed in this process to the queue and (when working) sweeps for due ones every minute. */
export function startCoupaNoticeDispatch(db: Db, queue: JobQueue, working: boolean) {
  const send = (ids: string[]) =>
    queue
      .sendMany(
        COUPA_NOTICE,
        ids.map((id) => ({ data: { id } })),
      )
      .catch(() => {});
  const off = onCoupaNotices((ids) => void send(ids));
  let timer: NodeJS.Timeout | null = null;
  if (working) {
    const sweep = async () => {
      const ids = await coupaNoticesRepository(db)
        .due(200)
        .catch(() => []);
      if (ids.length) await send(ids);
    };
    void sweep();
    timer = setInterval(() => void sweep(), 60_000);
    timer.unref();
  }
  return () => {
    off();
    if (timer) clearInterval(timer);
  };
}
