import type { OutboxResponse } from '@platen/contracts';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** GET internal mail: the newest outbox e-mails (staff). */
export const outboxApi = injectApi({
  endpoints: (b) => ({
    outbox: b.query<OutboxResponse, void>({ query: () => serviceUrl('internal', '/mail') }),
  }),
});
export const { useOutboxQuery } = outboxApi;
