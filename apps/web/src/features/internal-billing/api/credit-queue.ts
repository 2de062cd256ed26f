import type { CreditApplicationSchema, CreditDecisionRequest } from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

export type CreditApplication = z.infer<typeof CreditApplicationSchema>;

/** The staff review queue of credit line applications: list, approve with an amount, decline with a reason. */
export const creditQueueApi = injectApi({
  endpoints: (b) => ({
    creditApplicationQueue: b.query<{ applications: CreditApplication[] }, void>({
      query: () => serviceUrl('internal', '/credit-applications'),
      providesTags: ['Billing'],
    }),
    decideCreditApplication: b.mutation<
      { application: CreditApplication; released: string[] },
      { applicationId: string } & CreditDecisionRequest
    >({
      query: ({ applicationId, ...body }) => ({
        url: serviceUrl('internal', '/credit-applications/:applicationId', { applicationId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Billing'],
    }),
  }),
});

export const { useCreditApplicationQueueQuery, useDecideCreditApplicationMutation } = creditQueueApi;
