import { randomUUID } from 'node:crypto';
import type { NewClaimRequest } from '@platen/contracts';
import {
  artworkRepository,
  billingRepository,
  type ClaimRow,
  claimsRepository,
  type Db,
  orderEventsRepository,
  ordersRepository,
  parcelsRepository,
  type Queryable,
  unitsRepository,
} from '@platen/db';
import { reshipProgress } from '@platen/domain/production/reship';
import { cappedClaimCredit, claimedPieces } from '@platen/domain/billing/claim-limits';
import { claimIssues } from '@platen/domain/billing/claim-window';
import type { LifecycleState } from '@platen/domain/production/order-lifecycle';
import { AppError, notFound } from '../../errors/app-error.ts';
import { moveMoney } from '../billing/account.ts';
import { runOrderAction } from '../orders/run-order-action.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { artworkFile } from '../artwork/artwork-service.ts';
import { claimStationPhotos } from '../camera/claim-station-photos.ts';

/** The contract's view of a claim. */
export const claimView = (c: ClaimRow) => ({
  id: c.id,
  orderId: c.orderId,
  orderName: c.orderName,
  userId: c.userId,
  reason: c.reason,
  printerProblem: c.printerProblem,
  severity: c.severity,
  items: c.items,
  note: c.note,
  photos: c.photos,
  status: c.status,
  decisionReason: c.decisionReason,
  decidedAt: c.decidedAt,
  creditCents: c.creditCents,
  createdAt: c.createdAt,
});

/**
 * Per lifecycle item (a printable of the order, in line order): pieces, unit price and what its pieces cost (the
 * item's share of the payment), in cents.
 */
async function itemFigures(q: Queryable, orderId: string) {
  const lines = await ordersRepository(q).lines(orderId);
  const ids = [...new Set(lines.map((l) => l.printableId))];
  return ids.map((pid) => {
    const own = lines.filter((l) => l.printableId === pid);
    const pieces = own.reduce((s, l) => s + l.quantity, 0);
    const total = own.reduce((s, l) => s + l.totalCents, 0);
    return { pieces, unit: pieces > 0 ? Math.floor(total / pieces) : 0, paid: total };
  });
}

/**
 * POST /api/v2/claims (in the caller's transaction): the claim rules (claimIssues) with the pieces the order's
 * other claims hold (claimedPieces); the account lock first, so two claims of one account are checked one after
 * the other.
 */
export async function fileClaim(db: Queryable, userId: string, body: NewClaimRequest) {
  const order = await ordersRepository(db).get(body.orderId, userId);
  if (!order) throw notFound('Order');
  await billingRepository(db).lock(userId);
  const events = orderEventsRepository(db);
  const state = (await events.lifecycle(order.id))?.lifecycle as LifecycleState | null | undefined;
  const figures = await itemFigures(db, order.id);
  const items = state?.items ?? [];
  const held = claimedPieces(await claimsRepository(db).forOrder(order.id), items.length);
  const issues = claimIssues(
    {
      items: items.map((i, k) => ({
        status: i.status,
        quantity: figures[k]?.pieces ?? 0,
        claimed: held[k] ?? 0,
      })),
      shippedAt: await events.lastEventAt(order.id, 'shipped'),
    },
    body,
    new Date().toISOString(),
  );
  if (issues.length > 0) throw new AppError('unprocessable', issues[0]!.message, { issues });
  // Photos are the customer's own uploads (artwork ids): another account's file is not theirs to attach.
  const photos = [...new Set(body.photos ?? [])];
  const own = new Set((await artworkRepository(db).byIds(userId, photos)).map((a) => a.id));
  const foreign = photos.findIndex((p) => !own.has(p));
  if (foreign >= 0)
    throw new AppError('unprocessable', 'A photo was not found in your uploads. Upload it again.', {
      issues: [
        { path: `photos.${foreign}`, message: 'A photo was not found in your uploads. Upload it again.' },
      ],
    });
  const id = randomUUID();
  await claimsRepository(db).insert({
    id,
    userId,
    orderId: order.id,
    reason: body.reason,
    printerProblem: body.printerProblem ?? null,
    severity: body.severity,
    items: body.items,
    note: body.note || null,
    photos,
  });
  return claimView((await claimsRepository(db).get(id))!);
}

/**
 * A photo of a claim for the staff who review it: only an artwork the claim names, read from its customer's files
 * (the thumbnail, or the file as uploaded). 404 for anything else.
 */
export async function claimPhoto(
  db: Db,
  files: FileStore,
  claimId: string,
  artworkId: string,
  variant: 'file' | 'thumbnail',
) {
  const claim = await claimsRepository(db).get(claimId);
  if (!claim?.photos.includes(artworkId)) throw notFound('Photo');
  return artworkFile(db, files, claim.userId, artworkId, variant);
}

/** A reship claim's progress: the units of the shipment its reship opened, and that shipment's parcels. */
async function withProgress(db: Queryable, claim: ClaimRow) {
  const view = claimView(claim);
  if (claim.status !== 'reship') return view;
  const shipment = await orderEventsRepository(db).reshipShipment(claim.orderId, claim.id);
  if (shipment === null) return view;
  const units = (await unitsRepository(db).forOrder(claim.orderId)).filter(
    (u) => u.shipmentIndex === shipment,
  );
  const parcels = (await parcelsRepository(db).ofOrder(claim.orderId))
    .filter((p) => p.shipmentIndex === shipment)
    .map((p) => ({ carrier: p.carrier, tracking: p.tracking, url: p.trackingUrl }));
  return { ...view, reship: reshipProgress(units, parcels) };
}

/** GET /api/v2/claims: the account's claims, a reship's with its progress. */
export async function listClaims(db: Db, userId: string) {
  const claims = await claimsRepository(db).forUser(userId);
  return Promise.all(claims.map((c) => withProgress(db, c)));
}

/**
 * GET /api/v2/reship (R-7-03): the account's reships: its claims that staff decided as a reship (a reship is asked
 * for by filing a claim, docs/decisions/api-reship.md).
 */
export async function listReships(db: Db, userId: string) {
  return (await listClaims(db, userId)).filter((c) => c.status === 'reship');
}

/**
 * GET /api/internal/claims: the review queue for cs; a decided reship with its progress on the floor and its
 * tracking, and each claim with the station photos of its claimed items' units.
 */
export async function claimQueue(db: Db) {
  const claims = await claimsRepository(db).queue();
  return Promise.all(
    claims.map(async (c) => ({
      ...(await withProgress(db, c)),
      stationPhotos: await claimStationPhotos(db, c),
    })),
  );
}

/** A claim's credit: its pieces at their price, capped so an item's credits never pass what was paid for it. */
async function creditFor(q: Queryable, claim: ClaimRow): Promise<number> {
  const money = (await itemFigures(q, claim.orderId)).map((f) => ({ unitCents: f.unit, paidCents: f.paid }));
  const earlier = (await claimsRepository(q).forOrder(claim.orderId))
    .filter((c) => c.status === 'credit' && c.id !== claim.id)
    .map((c) => c.items);
  return cappedClaimCredit(money, earlier, claim.items);
}

/**
 * POST /api/internal/claims/{claimId}: reship (the claimed items reprinted into a new shipment, events on the
 * order), credit (a `claim` credit of the claimed pieces' price, capped at what is left of each item's payment,
 * which releases held orders) or reject with a
 * reason. One decision per claim; locks: account, claim, order.
 */
export async function decideClaim(
  db: Db,
  claimId: string,
  body: { decision: 'reship' | 'credit' | 'reject'; reason?: string | undefined },
  actor: { id: string; assumedBy: string | null },
) {
  const peek = await claimsRepository(db).get(claimId);
  if (!peek) throw notFound('Claim');
  const reason = body.reason?.trim() || null;
  if (body.decision === 'reject' && !reason)
    throw new AppError('unprocessable', 'Give the customer a reason for the rejection.');
  return db.transaction(async (tx) => {
    await billingRepository(tx).lock(peek.userId);
    const claim = await claimsRepository(tx).get(claimId, { lock: true });
    if (!claim) throw notFound('Claim');
    if (claim.status !== 'open') throw new AppError('conflict', 'This claim was already decided.');
    if (body.decision === 'reject') {
      await claimsRepository(tx).decide(claimId, { status: 'rejected', reason, by: actor.id });
    } else if (body.decision === 'credit') {
      const amount = await creditFor(tx, claim);
      if (amount <= 0) throw new AppError('unprocessable', 'The claimed items have no price to credit.');
      await moveMoney(
        tx,
        {
          userId: claim.userId,
          direction: 'credit',
          type: 'claim',
          amount,
          claimId,
          actorId: actor.id,
          note: `Claim on order ${claim.orderName ?? claim.orderId}`,
        },
        tx,
      );
      await claimsRepository(tx).decide(claimId, {
        status: 'credit',
        reason,
        by: actor.id,
        creditCents: amount,
      });
    } else {
      await runOrderAction(
        tx,
        { orderId: claim.orderId, action: { type: 'reship', claimId, items: claim.items }, actor },
        tx,
      );
      await claimsRepository(tx).decide(claimId, { status: 'reship', reason, by: actor.id });
    }
    return claimView((await claimsRepository(tx).get(claimId))!);
  });
}
