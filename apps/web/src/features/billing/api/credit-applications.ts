import type { CreditApplicationRequest, CreditApplicationSchema } from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

export type CreditApplication = z.infer<typeof CreditApplicationSchema>;

/** Credit line applications: the customer's own, and applying. */
export const creditApplicationsApi = injectApi({
  endpoints: (b) => ({
    myCreditApplications: b.query<{ applications: CreditApplication[]; creditLineCents: number }, void>({
      query: () => serviceUrl('v2', '/billing/credit-applications'),
      providesTags: ['Billing'],
    }),
    applyForCredit: b.mutation<CreditApplication, CreditApplicationRequest>({
      query: (body) => ({ url: serviceUrl('v2', '/billing/credit-applications'), method: 'POST', body }),
      invalidatesTags: ['Billing'],
    }),
  }),
});

export const { useMyCreditApplicationsQuery, useApplyForCreditMutation } = creditApplicationsApi;
