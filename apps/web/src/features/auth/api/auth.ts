import type {
  AcceptStaffInviteRequestSchema,
  AcceptStaffInviteResponseSchema,
  AuthProvidersResponseSchema,
  MeResponse,
  RegisterResponse,
  RegisterSubUserRequestSchema,
  TotpLoginRequestSchema,
  TotpRequiredResponseSchema,
  UserResponseSchema,
} from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

type UserAnswer = z.infer<typeof UserResponseSchema>;

/** Sign-in, registration, the two-factor code step, providers and joining a team (auth service). */
export const authApi = injectApi({
  endpoints: (b) => ({
    /** POST /auth/login: opens a session and answers the user, or asks for the two-factor code. */
    signIn: b.mutation<
      UserAnswer | z.infer<typeof TotpRequiredResponseSchema>,
      { email: string; password: string }
    >({
      query: (body) => ({ url: serviceUrl('auth', '/login'), method: 'POST', body }),
      invalidatesTags: ['Account'],
    }),
    /** POST /auth/totp/user: the code step of a two-factor sign-in. */
    signInCode: b.mutation<UserAnswer, z.input<typeof TotpLoginRequestSchema>>({
      query: (body) => ({ url: serviceUrl('auth', '/totp/user'), method: 'POST', body }),
      invalidatesTags: ['Account'],
    }),
    /** GET /auth/providers: the OpenID providers configured (buttons show only for these). */
    providers: b.query<z.infer<typeof AuthProvidersResponseSchema>, void>({
      query: () => serviceUrl('auth', '/providers'),
    }),
    /** POST /auth/registerSubUser: joins the team of the invitation. */
    joinTeam: b.mutation<UserAnswer, z.input<typeof RegisterSubUserRequestSchema>>({
      query: (body) => ({ url: serviceUrl('auth', '/registerSubUser'), method: 'POST', body }),
      invalidatesTags: ['Account'],
    }),
    /** POST /auth/staff-invite: an invited employee sets their password; answers the user and their home. */
    acceptStaffInvite: b.mutation<
      z.infer<typeof AcceptStaffInviteResponseSchema>,
      z.input<typeof AcceptStaffInviteRequestSchema>
    >({
      query: (body) => ({ url: serviceUrl('auth', '/staff-invite'), method: 'POST', body }),
      invalidatesTags: ['Account'],
    }),
    /** POST /auth/register: the new account (a taken e-mail answers alike but opens no session). */
    register: b.mutation<RegisterResponse, Record<string, string>>({
      query: (body) => ({ url: serviceUrl('auth', '/register'), method: 'POST', body }),
      invalidatesTags: ['Account'],
    }),
    /** GET /auth/me: who the session is; 401 when there is none. */
    me: b.query<MeResponse, void>({
      query: () => serviceUrl('auth', '/me'),
      providesTags: ['Account'],
    }),
  }),
});

export const {
  useSignInMutation,
  useSignInCodeMutation,
  useProvidersQuery,
  useJoinTeamMutation,
  useAcceptStaffInviteMutation,
  useRegisterMutation,
  useMeQuery,
} = authApi;
