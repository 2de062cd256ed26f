import type { GeneralSettingsSchema } from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { getUrl, sendBody } from '@/api/requests.ts';

export type GeneralSettings = z.infer<typeof GeneralSettingsSchema>;

/**
 * The account's general and shipping settings (/manager/v2/settings/general): the settings screen edits them,
 * the packing slip preview shows their branding.
 */
export const generalSettingsApi = injectApi({
  endpoints: (b) => ({
    generalSettings: b.query<GeneralSettings, void>({
      query: getUrl('manager2', '/settings/general'),
      providesTags: ['Settings'],
    }),
    saveGeneralSettings: b.mutation<GeneralSettings, GeneralSettings>({
      query: sendBody('PUT', 'manager2', '/settings/general'),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useGeneralSettingsQuery, useSaveGeneralSettingsMutation } = generalSettingsApi;
