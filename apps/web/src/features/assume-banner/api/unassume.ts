import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** POST auth unassume (R-6-21): the staff member returns to their own account. */
export const unassumeApi = injectApi({
  endpoints: (b) => ({
    unassume: b.mutation<unknown, void>({
      query: () => ({ url: serviceUrl('auth', '/unassume'), method: 'POST' }),
    }),
  }),
});

export const { useUnassumeMutation } = unassumeApi;
