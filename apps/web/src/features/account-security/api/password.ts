import type {
  AcceptedResponseSchema,
  ChangePasswordRequestSchema,
  ForgotRequestSchema,
  OkResponseSchema,
  ResetRequestSchema,
} from '@platen/contracts';
import type { z } from 'zod';
import { baseApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** POST /auth/forgot, /auth/reset, /auth/change (issue 21). */
export const passwordApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    forgotPassword: b.mutation<z.infer<typeof AcceptedResponseSchema>, z.input<typeof ForgotRequestSchema>>({
      query: (body) => ({ url: serviceUrl('auth', '/forgot'), method: 'POST', body }),
    }),
    resetPassword: b.mutation<z.infer<typeof OkResponseSchema>, z.input<typeof ResetRequestSchema>>({
      query: (body) => ({ url: serviceUrl('auth', '/reset'), method: 'POST', body }),
    }),
    changePassword: b.mutation<z.infer<typeof OkResponseSchema>, z.input<typeof ChangePasswordRequestSchema>>(
      {
        query: (body) => ({ url: serviceUrl('auth', '/change'), method: 'POST', body }),
      },
    ),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation, useChangePasswordMutation } = passwordApi;
