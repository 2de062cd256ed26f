import type { LoginRequestSchema, MeResponse, RegisterResponse, UserResponseSchema } from '@platen/contracts';
import type { z } from 'zod';
import { baseApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

type LoginRequest = z.input<typeof LoginRequestSchema>;
type UserResponse = z.infer<typeof UserResponseSchema>;

/** Sign-in and registration (auth service). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    /** POST /auth/login: opens a session; answers the user. */
    login: b.mutation<UserResponse, LoginRequest>({
      query: (body) => ({ url: serviceUrl('auth', '/login'), method: 'POST', body }),
      invalidatesTags: ['Account'],
    }),
    /** POST /auth/register: the new account (a taken e-mail answers alike but opens no session, #13.8). */
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

export const { useLoginMutation, useRegisterMutation } = authApi;
