import type { FeatureFlagChangeSchema, FeatureFlagsResponseSchema } from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { getUrl, sendWithParam } from '@/api/requests.ts';

export type FeatureFlags = z.infer<typeof FeatureFlagsResponseSchema>;

/** Feature flags (view: featureFlags.view, change: featureFlags.manage), stored in the database. */
export const flagsApi = injectApi({
  endpoints: (b) => ({
    /** GET internal feature-flags */
    featureFlags: b.query<FeatureFlags, void>({
      query: getUrl('internal', '/feature-flags'),
      providesTags: ['Flags'],
    }),
    /** PUT internal feature-flags/{name} */
    setFeatureFlag: b.mutation<FeatureFlags, { name: string } & z.infer<typeof FeatureFlagChangeSchema>>({
      query: sendWithParam('PUT', 'internal', '/feature-flags/:name', 'name'),
      invalidatesTags: ['Flags'],
    }),
  }),
});

export const { useFeatureFlagsQuery, useSetFeatureFlagMutation } = flagsApi;
