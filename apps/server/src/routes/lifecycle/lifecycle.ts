import {
  ApprovalDecisionRequestSchema,
  ApprovalQueueSchema,
  ApprovalReviewSchema,
  CustomerTimelineSchema,
  FixDesignRequestSchema,
  CancelPreviewQuerySchema,
  CancelPreviewSchema,
  EventsQuerySchema,
  LifecycleOrderParamsSchema,
  OrderEventListSchema,
  OrderStatusViewSchema,
  OrderViewListSchema,
  OrderViewSchema,
  OrderProofSchema,
  OrdersQuerySchema,
  StaffFloorOrderSchema,
} from '@platen/contracts';
import type { OrderAction } from '@platen/domain/production/order-lifecycle';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { readAccountId } from '../../plugins/route-permissions.ts';
import { currentUser } from '../../plugins/auth.ts';
import { orderView } from '../../services/lifecycle/order-state.ts';
import { approvalQueueForStaff } from '../../services/design/approval-queue.ts';
import { approvalReview } from '../../services/design/approval-review.ts';
import { decideApproval } from '../../services/design/decide-approval.ts';
import { customerOrderTimeline } from '../../services/lifecycle/customer-timeline.ts';
import { fixOrderDesign } from '../../services/design/fix-design.ts';
import { publicOrigin } from '../../services/account/origin.ts';
import { getOrderView, listEvents, listOrderViews } from '../../services/lifecycle/order-queries.ts';
import { orderProof } from '../../services/lifecycle/order-proof.ts';
import { previewOrderChange } from '../../services/orders/preview-change.ts';
import { type Actor, runOrderAction } from '../../services/orders/run-order-action.ts';
import { staffFloorOrder } from '../../services/floor/floor-queries.ts';
import { sendListPage } from '../list-page.ts';
import { V2_ORDER_ACTIONS } from './order-actions.ts';
import { fundsNotice } from '../orders/placement-context.ts';

/** If-Match: the order sequence the caller saw ("12" or 12); absent = act on the latest. */
function expectedSequence(req: FastifyRequest): number | undefined {
  const h = req.headers['if-match'];
  if (h === undefined) return undefined;
  const m = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(String(h));
  if (!m) throw new AppError('bad_request', 'If-Match must be the order sequence, e.g. "12".');
  return Number(m[1]);
}

const actorOf = (req: FastifyRequest): Actor => ({
  id: currentUser(req).id,
  assumedBy: req.user?.assumedBy?.id ?? null,
});

/**
 * The customer's orders and events (v3), the order actions (v2) and the staff approval
 * queue. Permissions come from the route table (plugins/route-permissions.ts); every change is one
 * runOrderAction (transition table, guards, event log, compare-and-set).
 */
export const lifecycleRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, mail, config } = deps;
    app.get(
      '/api/v3/orders',
      { schema: { querystring: OrdersQuerySchema, response: { 200: OrderViewListSchema } } },
      async (req, reply) => {
        const { page, limit, ...filters } = req.query;
        const r = await listOrderViews(db, readAccountId(req), page, limit, filters);
        return sendListPage(reply, r);
      },
    );

    app.get(
      '/api/v3/orders/:orderId',
      { schema: { params: LifecycleOrderParamsSchema, response: { 200: OrderViewSchema } } },
      async (req, reply) => {
        const v = await getOrderView(db, readAccountId(req), req.params.orderId);
        return reply.header('etag', `"${v.sequence}"`).send(v);
      },
    );

    app.get(
      '/api/v3/events',
      { schema: { querystring: EventsQuerySchema, response: { 200: OrderEventListSchema } } },
      async (req, reply) => {
        const r = await listEvents(db, readAccountId(req), req.query);
        return sendListPage(reply, r);
      },
    );

    app.get(
      '/api/v2/order/:orderId/status',
      { schema: { params: LifecycleOrderParamsSchema, response: { 200: OrderStatusViewSchema } } },
      async (req) => {
        const v = await getOrderView(db, readAccountId(req), req.params.orderId);
        return {
          orderId: v.orderId,
          status: v.status,
          items: v.items.map((i) => ({ itemIndex: i.itemIndex, status: i.status })),
        };
      },
    );

    // O-4-12: the proof the customer approves (every printed side of every item).
    app.get(
      '/api/v2/order/:orderId/proof',
      { schema: { params: LifecycleOrderParamsSchema, response: { 200: OrderProofSchema } } },
      async (req) => orderProof(db, currentUser(req).id, req.params.orderId),
    );

    // The customer's milestones (domain production/customer-timeline.ts); the floor log is staff-only.
    app.get(
      '/api/v2/order/:orderId/timeline',
      { schema: { params: LifecycleOrderParamsSchema, response: { 200: CustomerTimelineSchema } } },
      async (req) => customerOrderTimeline(db, readAccountId(req), req.params.orderId),
    );

    // The customer's fix after a change request: the design resized and saved, the order back in the queue.
    app.post(
      '/api/v2/order/:orderId/fixDesign',
      {
        schema: {
          params: LifecycleOrderParamsSchema,
          body: FixDesignRequestSchema,
          response: { 200: OrderViewSchema },
        },
      },
      async (req) =>
        orderView(
          await fixOrderDesign(db, {
            orderId: req.params.orderId,
            ownerId: currentUser(req).id,
            itemIndex: req.body.itemIndex,
            widths: req.body.widths,
            actor: actorOf(req),
          }),
        ),
    );

    // What cancelling the order (or one item) would refund or take off the amount due, before confirming.
    app.get(
      '/api/v2/order/:orderId/cancelPreview',
      {
        schema: {
          params: LifecycleOrderParamsSchema,
          querystring: CancelPreviewQuerySchema,
          response: { 200: CancelPreviewSchema },
        },
      },
      async (req) => {
        const { itemIndex } = req.query;
        return previewOrderChange(db, {
          orderId: req.params.orderId,
          ownerId: currentUser(req).id,
          action: itemIndex === undefined ? { type: 'cancel' } : { type: 'cancel-item', itemIndex },
          actor: actorOf(req),
        });
      },
    );

    /** One POST /api/v2/order/:orderId/<name> action on the caller's own order; answers the order. */
    const action = <S extends import('zod').ZodType>(
      name: string,
      body: S,
      toAction: (b: import('zod').infer<S>) => OrderAction,
    ) =>
      app.post(
        `/api/v2/order/:orderId/${name}`,
        { schema: { params: LifecycleOrderParamsSchema, body, response: { 200: OrderViewSchema } } },
        async (req) => {
          const row = await runOrderAction(
            db,
            {
              orderId: req.params.orderId,
              ownerId: currentUser(req).id,
              action: toAction(req.body as import('zod').infer<S>),
              actor: actorOf(req),
              expectedSequence: expectedSequence(req),
            },
            undefined,
            // A held order whose amount changes is told again what is due.
            { notice: fundsNotice(deps, req) },
          );
          return orderView(row);
        },
      );

    for (const a of Object.values(V2_ORDER_ACTIONS)) action(a.name, a.body, a.toAction);

    app.get('/api/internal/approvals', { schema: { response: { 200: ApprovalQueueSchema } } }, async () =>
      approvalQueueForStaff(db),
    );

    // R-4-34: any order as staff see it, with each item's milestone timeline and health.
    app.get(
      '/api/internal/orders/:orderId',
      { schema: { params: LifecycleOrderParamsSchema, response: { 200: StaffFloorOrderSchema } } },
      // The same answer carries the floor's units (contract: orderId, status, units).
      async (req) => staffFloorOrder(db, req.params.orderId),
    );

    app.get(
      '/api/internal/approvals/:orderId',
      { schema: { params: LifecycleOrderParamsSchema, response: { 200: ApprovalReviewSchema } } },
      async (req) => approvalReview(db, req.params.orderId),
    );

    app.post(
      '/api/internal/approvals/:orderId',
      {
        schema: {
          params: LifecycleOrderParamsSchema,
          body: ApprovalDecisionRequestSchema,
          response: { 200: OrderViewSchema },
        },
      },
      async (req) =>
        decideApproval(
          { db, mail, origin: publicOrigin(config) },
          {
            orderId: req.params.orderId,
            body: req.body,
            actor: actorOf(req),
            expectedSequence: expectedSequence(req),
          },
        ),
    );
  };
