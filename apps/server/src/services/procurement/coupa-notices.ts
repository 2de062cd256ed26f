import { createHash, randomBytes } from 'node:crypto';
import {
  type CoupaNoticeRow,
  coupaNoticesRepository,
  type Db,
  type Queryable,
  secretsRepository,
} from '@platen/db';
import { type CoupaNotice, coupaNoticeRetryMs } from '@platen/domain/procurement/coupa-notices';
import { openToken, sealToken } from '../stores/token-seal.ts';
import { type NoticeTarget, responseStatus, shipNoticeRequest, statusUpdateRequest, text } from './cxml.ts';

/** The key sealing buyers' shared secrets for notices: random, made once and kept in app_secrets. */
async function noticeKey(db: Queryable): Promise<Buffer> {
  const raw = await secretsRepository(db).getOrCreate('coupa-notice-key', () =>
    randomBytes(32).toString('hex'),
  );
  return createHash('sha256').update(raw).digest();
}

/** Sets (or with null clears) a buyer organisation's notices URL, sealing its shared secret for the notices. */
export async function saveNoticeTarget(tx: Queryable, identity: string, url: string | null, secret: string) {
  const sealed = url ? sealToken(await noticeKey(tx), secret) : null;
  await coupaNoticesRepository(tx).setNotices(identity, url, sealed);
}

/** How long a claimed notice is held by one sender (a crashed sender's claim lapses after it). */
const LEASE_SECONDS = 30;
const SEND_TIMEOUT_MS = 10_000;

async function documentOf(db: Db, n: CoupaNoticeRow, target: NoticeTarget): Promise<string> {
  const d = n.data as CoupaNotice & { at: string };
  if (d.kind === 'status')
    return statusUpdateRequest(target, {
      orderPayloadId: n.payloadId,
      orderId: n.orderId,
      code: d.code,
      text: d.text,
      message: d.message,
    });
  const lines = await coupaNoticesRepository(db).shippedQuantities(n.orderId, d.shipmentIndex);
  return shipNoticeRequest(target, {
    orderPayloadId: n.payloadId,
    poNumber: n.poNumber,
    shipmentId: `${n.orderId}-${d.shipmentIndex + 1}`,
    at: d.at,
    parcels: d.parcels,
    lines: lines.map((l) => ({ lineNumber: l.itemIndex + 1, quantity: l.quantity })),
  });
}

/** Posts one cXML document; throws unless the buyer answers HTTP 2xx with a cXML Status 2xx. */
async function post(url: string, body: string): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8' },
    body,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const answer = await res.text();
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const root = responseStatus(answer);
  const code = Number(root['@code']);
  if (!(code >= 200 && code < 300)) throw new Error(`cXML status ${text(root['@code']) || 'missing'}`);
}

/**
 * Sends one queued notice if it is still pending and nobody holds it: delivered once (marked in the outbox), or a
 * failed try recorded with the time of the next one (backoff), which the caller schedules.
 */
export async function deliverCoupaNotice(
  db: Db,
  id: string,
  host: string,
): Promise<{ delivered: boolean; retryAt?: string }> {
  const repo = coupaNoticesRepository(db);
  const n = await repo.claim(id, LEASE_SECONDS);
  if (!n) return { delivered: false };
  if (!n.noticesUrl || !n.secretSealed) {
    await repo.failed(id, 'The buyer organisation has no notices URL any more.', farFuture());
    return { delivered: false };
  }
  const target = { host, identity: n.buyerIdentity, secret: openToken(await noticeKey(db), n.secretSealed) };
  try {
    await post(n.noticesUrl, await documentOf(db, n, target));
    await repo.delivered(id);
    return { delivered: true };
  } catch (err) {
    const retryAt = new Date(Date.now() + coupaNoticeRetryMs(n.attempts + 1)).toISOString();
    await repo.failed(id, (err as Error).message, retryAt);
    return { delivered: false, retryAt };
  }
}

const farFuture = () => new Date(Date.now() + 365 * 86_400_000).toISOString();
