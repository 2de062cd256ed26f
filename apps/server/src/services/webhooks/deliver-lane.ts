import { randomUUID } from 'node:crypto';
import { type ClaimedDelivery, type Db, webhooksRepository, type WebhookLane } from '@platen/db';
import { isDelivered, retryDelayMs, shouldDisable } from '@platen/domain/webhooks/webhook-policy';
import { signWebhook } from './sign-webhook.ts';
import { leaseMs, type WebhookSettings } from './webhook-settings.ts';

/** What a receiver gets: `{id, type, createdAt, sequence, data}`. */
export function webhookBody(
  d:
    | ClaimedDelivery
    | { eventId: string; type: string; eventCreatedAt: string; sequence: number; data: unknown },
) {
  return JSON.stringify({
    id: d.eventId,
    type: d.type,
    createdAt: d.eventCreatedAt,
    sequence: d.sequence,
    data: d.data,
  });
}

/** One POST to the receiver: its status (0 when it did not answer) and an error line. */
async function post(d: ClaimedDelivery, timeoutMs: number): Promise<{ status: number; error: string }> {
  const body = webhookBody(d);
  const t = Math.floor(Date.now() / 1000);
  const secrets = d.previousSecret ? [d.secret, d.previousSecret] : [d.secret];
  try {
    const res = await fetch(d.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Platen-Webhooks/1',
        'platen-signature': signWebhook(secrets, t, body),
        'platen-event-id': d.eventId,
        'platen-delivery-id': d.id,
      },
      body,
    });
    // The answer's body is not read beyond what frees the socket.
    await res.body?.cancel().catch(() => {});
    return { status: res.status, error: isDelivered(res.status) ? '' : `HTTP ${res.status}` };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    const why = e.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (e.cause?.code ?? e.message);
    return { status: 0, error: String(why) };
  }
}

/** What one pass over a lane did: how many it delivered, and when its failed head is due again. */
export interface LaneOutcome {
  delivered: number;
  retryAt: Date | null;
}

/**
 * Sends a lane's deliveries in sequence order until it is empty or its head fails: a failure schedules the
 * head's retry (the lane waits behind it, so order holds) or gives it up after the last retry, and disables the
 * endpoint with an e-mail to its owner once it has failed for the disable window. Idempotent: a second job on the
 * same lane finds the head held or sent and returns.
 */
export async function deliverLane(db: Db, lane: WebhookLane, s: WebhookSettings): Promise<LaneOutcome> {
  const repo = webhooksRepository(db);
  let delivered = 0;
  for (;;) {
    const d = await repo.claimHead(lane, leaseMs(s));
    if (!d) return { delivered, retryAt: null };
    const r = await post(d, s.timeoutMs);
    if (isDelivered(r.status)) {
      await repo.delivered(d.id, d.endpointId, r.status);
      delivered++;
      continue;
    }
    const wait = retryDelayMs(d.attempts, s.retryBaseMs);
    const retryAt = wait === null ? null : new Date(Date.now() + wait);
    const failingSince = await repo.failed(d.id, d.endpointId, {
      statusCode: r.status || null,
      error: r.error,
      nextAttemptAt: retryAt?.toISOString() ?? null,
    });
    if (shouldDisable(failingSince, new Date().toISOString(), s.disableAfterMs)) {
      await repo.disable(
        d.endpointId,
        `Failing since ${failingSince}: ${r.error}`,
        disabledNotice(d, failingSince!, r.error),
      );
      return { delivered, retryAt: null };
    }
    // A given-up head lets the lane move on at once.
    if (!retryAt) continue;
    return { delivered, retryAt };
  }
}

/** The e-mail-ready notice of a disabled endpoint (an email_outbox row). */
function disabledNotice(d: ClaimedDelivery, since: string, error: string) {
  return {
    id: `webhook-disabled-${d.endpointId}-${randomUUID()}`,
    subject: 'Your Platen webhook endpoint was disabled',
    body: [
      `The webhook endpoint ${d.url} (${d.endpointId}) has failed every delivery since ${since}`,
      `(last error: ${error}), so Platen disabled it. Events keep being recorded and wait for it.`,
      '',
      'Fix the receiver, then enable the endpoint again in Settings > API > Webhooks (or POST',
      `/api/v3/webhooks/${d.endpointId}/enable); the waiting deliveries are then sent in order.`,
    ].join('\n'),
  };
}
