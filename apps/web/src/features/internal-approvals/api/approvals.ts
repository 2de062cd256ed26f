import type { ApprovalDecisionRequestSchema, ApprovalQueueSchema } from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { getUrl, sendParam, sendWithParam } from '@/api/requests.ts';

type ApprovalQueue = z.infer<typeof ApprovalQueueSchema>;
type ApprovalDecision = z.infer<typeof ApprovalDecisionRequestSchema>;

/** The staff approval queue's server calls (one endpoint per route; types from the contracts). */
export const approvalsApi = injectApi({
  endpoints: (b) => ({
    /** GET internal approvals: orders whose artwork waits for review. */
    approvalQueue: b.query<ApprovalQueue, void>({
      query: getUrl('internal', '/approvals'),
      providesTags: ['Approvals'],
    }),
    /** POST internal approvals/{orderId}: approve, or reject with the reason the customer reads. */
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

export const { useApprovalQueueQuery, useDecideMutation, useAssumeUserMutation } = approvalsApi;
