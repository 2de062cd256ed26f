import type {
  AcceptedResponseSchema,
  ForgotRequestSchema,
  OkResponseSchema,
  ResetRequestSchema,
} from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { sendBody } from '@/api/requests.ts';

/** POST /auth/forgot and /auth/reset. */
export const passwordApi = injectApi({
  endpoints: (b) => ({
    forgotPassword: b.mutation<z.infer<typeof AcceptedResponseSchema>, z.input<typeof ForgotRequestSchema>>({
      query: sendBody('POST', 'auth', '/forgot'),
    }),
    resetPassword: b.mutation<z.infer<typeof OkResponseSchema>, z.input<typeof ResetRequestSchema>>({
      query: sendBody('POST', 'auth', '/reset'),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordApi;
