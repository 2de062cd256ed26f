import type {
  ApprovalDecisionRequestSchema,
  ApprovalQueueSchema,
  ApprovalReviewSchema,
} from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { getUrl, sendParam, sendWithParam } from '@/api/requests.ts';
import { serviceUrl } from '@/lib/service-url.ts';

type ApprovalQueue = z.infer<typeof ApprovalQueueSchema>;
export type ApprovalReview = z.infer<typeof ApprovalReviewSchema>;
type ApprovalDecision = z.input<typeof ApprovalDecisionRequestSchema>;

/** The staff approval queue's server calls (one endpoint per route; types from the contracts). */
export const approvalsApi = injectApi({
  endpoints: (b) => ({
    /** GET internal approvals: orders whose artwork waits for review. */
    approvalQueue: b.query<ApprovalQueue, void>({
      query: getUrl('internal', '/approvals'),
      providesTags: ['Approvals'],
    }),
    /** GET internal approvals/{orderId}: each item's sides, artwork sizes, DPI, sizes and the warnings. */
    approvalReview: b.query<ApprovalReview, string>({
      query: (orderId) => serviceUrl('internal', '/approvals/:orderId', { orderId }),
      providesTags: (_r, _e, id) => [{ type: 'Order', id }, 'Approvals'],
    }),
    /** POST internal approvals/{orderId}: approve (warnings acknowledged), ask for a change, or reject. */
    decide: b.mutation<unknown, { orderId: string } & ApprovalDecision>({
      query: sendWithParam('POST', 'internal', '/approvals/:orderId', 'orderId'),
      invalidatesTags: (_r, _e, a) => [
        'Approvals',
        { type: 'Order', id: a.orderId },
        { type: 'OrderEvents', id: a.orderId },
      ],
    }),
    /** POST auth assume/{userId}: act as the customer (cs and sales). */
    assumeUser: b.mutation<unknown, string>({
      query: sendParam('POST', 'auth', '/assume/:userId', 'userId'),
    }),
  }),
});

/** GET internal approvals/{orderId}/mockup/{itemIndex}/{side}: the proof of one printed side. */
export const approvalMockupUrl = (orderId: string, itemIndex: number, side: string) =>
  serviceUrl('internal', '/approvals/:orderId/mockup/:itemIndex/:side', {
    orderId,
    itemIndex: String(itemIndex),
    side,
  });

export const { useApprovalQueueQuery, useApprovalReviewQuery, useDecideMutation, useAssumeUserMutation } =
  approvalsApi;
