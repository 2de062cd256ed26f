import type {
  AccountSettingsSchema,
  AddSubUsersRequestSchema,
  ChangePasswordRequestSchema,
  ApiKeyResponseSchema,
  ApiSettingsSchema,
  GeneralSettingsSchema,
  OkResponseSchema,
  SetGrantsRequestSchema,
  TeamResponseSchema,
  TotpEnabledResponseSchema,
  TotpSetupResponseSchema,
  UpdateAccountRequestSchema,
} from '@platen/contracts';
import type { z } from 'zod';
import { baseApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

type AccountSettings = z.infer<typeof AccountSettingsSchema>;
type GeneralSettings = z.infer<typeof GeneralSettingsSchema>;
type Team = z.infer<typeof TeamResponseSchema>;

/** /manager/v2/settings: account, api, general and teams (issue 21); one endpoint per server route. */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    accountSettings: b.query<AccountSettings, void>({
      query: () => serviceUrl('manager2', '/settings/account'),
      providesTags: ['Account'],
    }),
    updateAccount: b.mutation<AccountSettings, z.input<typeof UpdateAccountRequestSchema>>({
      query: (body) => ({ url: serviceUrl('manager2', '/settings/account'), method: 'PUT', body }),
      invalidatesTags: ['Account'],
    }),
    confirmEmail: b.mutation<{ email: string }, { token: string }>({
      query: (body) => ({
        url: serviceUrl('manager2', '/settings/account/confirm-email'),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Account'],
    }),
    generalSettings: b.query<GeneralSettings, void>({
      query: () => serviceUrl('manager2', '/settings/general'),
      providesTags: ['Settings'],
    }),
    saveGeneralSettings: b.mutation<GeneralSettings, GeneralSettings>({
      query: (body) => ({ url: serviceUrl('manager2', '/settings/general'), method: 'PUT', body }),
      invalidatesTags: ['Settings'],
    }),
    apiSettings: b.query<z.infer<typeof ApiSettingsSchema>, void>({
      query: () => serviceUrl('manager2', '/settings/api'),
      providesTags: [{ type: 'Settings', id: 'api' }],
    }),
    rotateKey: b.mutation<z.infer<typeof ApiKeyResponseSchema>, { expirePrevious?: boolean }>({
      query: (body) => ({ url: serviceUrl('auth', '/api-key/rotate'), method: 'POST', body }),
      invalidatesTags: [{ type: 'Settings', id: 'api' }],
    }),
    team: b.query<Team, void>({
      query: () => serviceUrl('manager2', '/settings/teams'),
      providesTags: ['Team'],
    }),
    inviteMembers: b.mutation<Team, z.input<typeof AddSubUsersRequestSchema>>({
      query: (body) => ({ url: serviceUrl('auth', '/addSubUsers'), method: 'POST', body }),
      invalidatesTags: ['Team'],
    }),
    setGrants: b.mutation<Team, { userId: string } & z.input<typeof SetGrantsRequestSchema>>({
      query: ({ userId, ...body }) => ({
        url: serviceUrl('manager2', '/settings/teams/:userId', { userId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Team'],
    }),
    changePassword: b.mutation<z.infer<typeof OkResponseSchema>, z.input<typeof ChangePasswordRequestSchema>>(
      {
        query: (body) => ({ url: serviceUrl('auth', '/change'), method: 'POST', body }),
      },
    ),
    totpSetup: b.mutation<z.infer<typeof TotpSetupResponseSchema>, void>({
      query: () => ({ url: serviceUrl('auth', '/totp/setup'), method: 'POST', body: {} }),
    }),
    totpEnable: b.mutation<z.infer<typeof TotpEnabledResponseSchema>, { code: string }>({
      query: (body) => ({ url: serviceUrl('auth', '/totp/enable'), method: 'POST', body }),
      invalidatesTags: ['Account'],
    }),
    totpDisable: b.mutation<z.infer<typeof OkResponseSchema>, { code: string }>({
      query: (body) => ({ url: serviceUrl('auth', '/totp/disable'), method: 'POST', body }),
      invalidatesTags: ['Account'],
    }),
  }),
});

export const {
  useAccountSettingsQuery,
  useUpdateAccountMutation,
  useConfirmEmailMutation,
  useGeneralSettingsQuery,
  useSaveGeneralSettingsMutation,
  useApiSettingsQuery,
  useRotateKeyMutation,
  useTeamQuery,
  useInviteMembersMutation,
  useSetGrantsMutation,
  useChangePasswordMutation,
  useTotpSetupMutation,
  useTotpEnableMutation,
  useTotpDisableMutation,
} = settingsApi;

/** The sentence of a failed call (RTK Query error). */
export const errorText = (e: unknown): string | null =>
  e && typeof e === 'object' && 'message' in e
    ? String((e as { message: unknown }).message)
    : e
      ? 'Something went wrong.'
      : null;
