import type {
  AccountSettingsSchema,
  AddSubUsersRequestSchema,
  ChangePasswordRequestSchema,
  ApiKeyResponseSchema,
  ApiSettingsSchema,
  EmailPreferences,
  OkResponseSchema,
  SetGrantsRequestSchema,
  TeamResponseSchema,
  TotpEnabledResponseSchema,
  TotpSetupRequestSchema,
  TotpSetupResponseSchema,
  UpdateAccountRequestSchema,
} from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { getUrl, sendBody, sendWithParam } from '@/api/requests.ts';

type AccountSettings = z.infer<typeof AccountSettingsSchema>;
type Team = z.infer<typeof TeamResponseSchema>;

/** /manager/v2/settings: account, api, general and teams; one endpoint per server route. */
export const settingsApi = injectApi({
  endpoints: (b) => ({
    accountSettings: b.query<AccountSettings, void>({
      query: getUrl('manager2', '/settings/account'),
      providesTags: ['Account'],
    }),
    updateAccount: b.mutation<AccountSettings, z.input<typeof UpdateAccountRequestSchema>>({
      query: sendBody('PUT', 'manager2', '/settings/account'),
      invalidatesTags: ['Account'],
    }),
    confirmEmail: b.mutation<{ email: string }, { token: string }>({
      query: sendBody('POST', 'manager2', '/settings/account/confirm-email'),
      invalidatesTags: ['Account'],
    }),
    emailPreferences: b.query<EmailPreferences, void>({
      query: getUrl('manager2', '/settings/email'),
      providesTags: [{ type: 'Settings', id: 'email' }],
    }),
    saveEmailPreferences: b.mutation<EmailPreferences, { marketing: boolean }>({
      query: sendBody('PUT', 'manager2', '/settings/email'),
      invalidatesTags: [{ type: 'Settings', id: 'email' }],
    }),
    apiSettings: b.query<z.infer<typeof ApiSettingsSchema>, void>({
      query: getUrl('manager2', '/settings/api'),
      providesTags: [{ type: 'Settings', id: 'api' }],
    }),
    rotateKey: b.mutation<z.infer<typeof ApiKeyResponseSchema>, { expirePrevious?: boolean }>({
      query: sendBody('POST', 'auth', '/api-key/rotate'),
      invalidatesTags: [{ type: 'Settings', id: 'api' }],
    }),
    team: b.query<Team, void>({ query: getUrl('manager2', '/settings/teams'), providesTags: ['Team'] }),
    inviteMembers: b.mutation<Team, z.input<typeof AddSubUsersRequestSchema>>({
      query: sendBody('POST', 'auth', '/addSubUsers'),
      invalidatesTags: ['Team'],
    }),
    setGrants: b.mutation<Team, { userId: string } & z.input<typeof SetGrantsRequestSchema>>({
      query: sendWithParam('PUT', 'manager2', '/settings/teams/:userId', 'userId'),
      invalidatesTags: ['Team'],
    }),
    changePassword: b.mutation<z.infer<typeof OkResponseSchema>, z.input<typeof ChangePasswordRequestSchema>>(
      {
        query: sendBody('POST', 'auth', '/change'),
      },
    ),
    totpSetup: b.mutation<z.infer<typeof TotpSetupResponseSchema>, z.input<typeof TotpSetupRequestSchema>>({
      query: sendBody('POST', 'auth', '/totp/setup'),
    }),
    totpEnable: b.mutation<z.infer<typeof TotpEnabledResponseSchema>, { code: string }>({
      query: sendBody('POST', 'auth', '/totp/enable'),
      invalidatesTags: ['Account'],
    }),
    totpDisable: b.mutation<z.infer<typeof OkResponseSchema>, { code: string }>({
      query: sendBody('POST', 'auth', '/totp/disable'),
      invalidatesTags: ['Account'],
    }),
  }),
});

export const {
  useAccountSettingsQuery,
  useUpdateAccountMutation,
  useConfirmEmailMutation,
  useEmailPreferencesQuery,
  useSaveEmailPreferencesMutation,
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

export { useGeneralSettingsQuery, useSaveGeneralSettingsMutation } from '@/api/account/general-settings.ts';
