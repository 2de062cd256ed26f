import type {
  CrmActivity,
  CrmActivityRequest,
  CrmCustomerDetail,
  CrmCustomerPage,
  CrmCustomerQuery,
} from '@platen/contracts';
import { injectApi } from '@/api/base-api.ts';
import { sendParam } from '@/api/requests.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** The sales team's CRM: customers, one customer's activity log, logging a call or e-mail, follow-ups due. */
export const crmApi = injectApi({
  endpoints: (b) => ({
    /** GET internal crm/customers: searched, sorted, paged. */
    crmCustomers: b.query<CrmCustomerPage, CrmCustomerQuery>({
      query: (q) =>
        serviceUrl('internal', '/crm/customers', {
          ...(q.q ? { q: q.q } : {}),
          sort: q.sort,
          dir: q.dir,
          page: String(q.page),
        }),
      providesTags: ['Crm'],
    }),
    /** GET internal crm/customers/{customerId}: the customer's figures and activity log. */
    crmCustomer: b.query<CrmCustomerDetail, string>({
      query: (customerId) => serviceUrl('internal', '/crm/customers/:customerId', { customerId }),
      providesTags: ['Crm'],
    }),
    /** POST internal crm/customers/{customerId}/activities: an e-mail or call with a note and follow-up date. */
    logCrmActivity: b.mutation<CrmActivity, CrmActivityRequest & { customerId: string }>({
      query: ({ customerId, ...body }) => ({
        url: serviceUrl('internal', '/crm/customers/:customerId/activities', { customerId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Crm'],
    }),
    /** GET internal crm/follow-ups: follow-ups due today or earlier. */
    crmFollowUps: b.query<{ activities: CrmActivity[] }, void>({
      query: () => serviceUrl('internal', '/crm/follow-ups'),
      providesTags: ['Crm'],
    }),
    /** POST auth assume/{userId}: act as the customer (the existing assume rule: user.assume). */
    crmAssumeCustomer: b.mutation<unknown, string>({
      query: sendParam('POST', 'auth', '/assume/:userId', 'userId'),
    }),
  }),
});

export const {
  useCrmCustomersQuery,
  useCrmCustomerQuery,
  useLogCrmActivityMutation,
  useCrmFollowUpsQuery,
  useCrmAssumeCustomerMutation,
} = crmApi;
