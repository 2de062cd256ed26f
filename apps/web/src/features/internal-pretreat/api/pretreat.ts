import type {
  PretreatListSchema,
  PretreatSaveRequestSchema,
  PretreatSaveResultSchema,
} from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** The pretreat manager's server calls (R-5-56..58). */
export const pretreatApi = injectApi({
  endpoints: (b) => ({
    /** GET internal pretreat: every value set, by product and colour. */
    pretreatValues: b.query<z.infer<typeof PretreatListSchema>, void>({
      query: () => serviceUrl('internal', '/pretreat'),
      providesTags: ['Pretreat'],
    }),
    /** PUT internal pretreat: 5..100 sets a product's value in a colour, 0 deletes it. */
    savePretreat: b.mutation<
      z.infer<typeof PretreatSaveResultSchema>,
      z.infer<typeof PretreatSaveRequestSchema>
    >({
      query: (body) => ({ url: serviceUrl('internal', '/pretreat'), method: 'PUT', body }),
      invalidatesTags: ['Pretreat'],
    }),
  }),
});

export const { usePretreatValuesQuery, useSavePretreatMutation } = pretreatApi;
