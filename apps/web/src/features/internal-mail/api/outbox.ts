import type { OutboxResponse } from '@platen/contracts';
import { baseApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** GET internal mail: the newest outbox e-mails (staff). */
export const outboxApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    outbox: b.query<OutboxResponse, void>({ query: () => serviceUrl('internal', '/mail') }),
  }),
});
export const { useOutboxQuery } = outboxApi;
