import type { ApiKeyResponse } from '@platen/contracts';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** The account page's API key call. */
export const apiKeyApi = injectApi({
  endpoints: (b) => ({
    /** POST /auth/api-key/rotate: a new API key, answered this once; the previous key stops working. */
    rotateApiKey: b.mutation<ApiKeyResponse, void>({
      query: () => ({ url: serviceUrl('auth', '/api-key/rotate'), method: 'POST' }),
      invalidatesTags: ['Account'],
    }),
  }),
});

export const { useRotateApiKeyMutation } = apiKeyApi;
