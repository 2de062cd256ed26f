import type {
  AcceptedResponseSchema,
  ForgotRequestSchema,
  OkResponseSchema,
  ResetRequestSchema,
} from '@platen/contracts';
import type { z } from 'zod';
import { baseApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** POST /auth/forgot and /auth/reset (issue 21). */
export const passwordApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    forgotPassword: b.mutation<z.infer<typeof AcceptedResponseSchema>, z.input<typeof ForgotRequestSchema>>({
      query: (body) => ({ url: serviceUrl('auth', '/forgot'), method: 'POST', body }),
    }),
    resetPassword: b.mutation<z.infer<typeof OkResponseSchema>, z.input<typeof ResetRequestSchema>>({
      query: (body) => ({ url: serviceUrl('auth', '/reset'), method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordApi;
