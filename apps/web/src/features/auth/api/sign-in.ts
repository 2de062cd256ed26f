import type {
  AuthProvidersResponseSchema,
  MeResponse,
  RegisterSubUserRequestSchema,
  TotpLoginRequestSchema,
  TotpRequiredResponseSchema,
  UserResponseSchema,
} from '@platen/contracts';
import type { z } from 'zod';
import { baseApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

type UserAnswer = z.infer<typeof UserResponseSchema>;

/** Sign-in calls of issue 21: password (may ask for a code), the code step, providers, joining a team. */
export const signInApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    signIn: b.mutation<
      UserAnswer | z.infer<typeof TotpRequiredResponseSchema>,
      { email: string; password: string }
    >({
      query: (body) => ({ url: serviceUrl('auth', '/login'), method: 'POST', body }),
    }),
    signInCode: b.mutation<UserAnswer, z.input<typeof TotpLoginRequestSchema>>({
      query: (body) => ({ url: serviceUrl('auth', '/totp/user'), method: 'POST', body }),
    }),
    providers: b.query<z.infer<typeof AuthProvidersResponseSchema>, void>({
      query: () => serviceUrl('auth', '/providers'),
    }),
    joinTeam: b.mutation<UserAnswer, z.input<typeof RegisterSubUserRequestSchema>>({
      query: (body) => ({ url: serviceUrl('auth', '/registerSubUser'), method: 'POST', body }),
    }),
    me: b.query<MeResponse, void>({ query: () => serviceUrl('auth', '/me') }),
  }),
});

export const {
  useSignInMutation,
  useSignInCodeMutation,
  useProvidersQuery,
  useJoinTeamMutation,
  useMeQuery,
} = signInApi;
