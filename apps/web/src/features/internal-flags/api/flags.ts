import type { FeatureFlagChangeSchema, FeatureFlagsResponseSchema } from '@platen/contracts';
import type { z } from 'zod';
import { baseApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

export type FeatureFlags = z.infer<typeof FeatureFlagsResponseSchema>;

/** Feature flags (view: featureFlags.view, change: featureFlags.manage), stored in the database. */
export const flagsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    /** GET internal feature-flags */
    featureFlags: b.query<FeatureFlags, void>({
      query: () => serviceUrl('internal', '/feature-flags'),
      providesTags: ['Flags'],
    }),
    /** PUT internal feature-flags/{name} */
    setFeatureFlag: b.mutation<FeatureFlags, { name: string } & z.infer<typeof FeatureFlagChangeSchema>>({
      query: ({ name, ...body }) => ({
        url: serviceUrl('internal', '/feature-flags/:name', { name }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Flags'],
    }),
  }),
});

export const { useFeatureFlagsQuery, useSetFeatureFlagMutation } = flagsApi;
