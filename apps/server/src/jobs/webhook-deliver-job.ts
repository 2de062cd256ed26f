import {
  type Db,
  type JobDefinition,
  type JobQueue,
  onWebhookLanes,
  type WebhookLane,
  webhooksRepository,
} from '@platen/db';
import { deliverLane } from '../services/webhooks/deliver-lane.ts';
import { leaseMs, type WebhookSettings } from '../services/webhooks/webhook-settings.ts';

export const WEBHOOK_DELIVER = 'webhook.deliver';

/**
 * Delivers webhook lanes (an endpoint and an order): each job sends what is due in its lane, in sequence order,
 * and schedules a job for the retry of a failed head. A job whose worker died mid-send expires and runs again;
 * the receiver may then see an event twice (at least once: it deduplicates by the event id).
 */
export function webhookDeliverJob(
  db: Db,
  settings: WebhookSettings,
  queue: () => JobQueue,
): JobDefinition<WebhookLane> {
  return {
    name: WEBHOOK_DELIVER,
    // Small batches on several loops: one slow receiver holds up few other lanes.
    batchSize: 5,
    concurrency: 4,
    retryLimit: 5,
    retryDelaySeconds: 1,
    expireInSeconds: Math.ceil(leaseMs(settings) / 1000) + 5,
    async runBatch(jobs) {
      const lanes = new Map(jobs.map((j) => [`${j.data.endpointId}\u0000${j.data.orderId}`, j.data]));
      await Promise.all(
        [...lanes.values()].map(async (lane) => {
          const out = await deliverLane(db, lane, settings);
          if (out.retryAt) await queue().send(WEBHOOK_DELIVER, lane, { startAfter: out.retryAt });
        }),
      );
    },
  };
}

/**
 * Sends the lanes of every commit that wrote deliveries in this process to the queue, and (when working) sweeps
 * for due lanes at start and every `sweepSeconds` (a nudge lost to a crash between commit and send, a lane
 * whose worker died). Returns the stop function.
 */
export function startWebhookDispatch(db: Db, queue: JobQueue, settings: WebhookSettings, working: boolean) {
  const send = (lanes: WebhookLane[]) =>
    queue
      .sendMany(
        WEBHOOK_DELIVER,
        lanes.map((data) => ({ data })),
      )
      .catch(() => {});
  const off = onWebhookLanes((lanes) => void send(lanes));
  let timer: NodeJS.Timeout | null = null;
  if (working) {
    const sweep = async () => {
      const lanes = await webhooksRepository(db)
        .dueLanes(500)
        .catch(() => []);
      if (lanes.length) await send(lanes);
    };
    void sweep();
    timer = setInterval(() => void sweep(), settings.sweepSeconds * 1000);
    timer.unref();
  }
  return () => {
    off();
    if (timer) clearInterval(timer);
  };
}
