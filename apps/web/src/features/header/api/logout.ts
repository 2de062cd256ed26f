import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** POST /auth/logout (ends the session; the answer clears both cookies). */
export const logoutApi = injectApi({
  endpoints: (b) => ({
    logout: b.mutation<null, void>({
      query: () => ({ url: serviceUrl('auth', '/logout'), method: 'POST' }),
    }),
  }),
});
export const { useLogoutMutation } = logoutApi;
