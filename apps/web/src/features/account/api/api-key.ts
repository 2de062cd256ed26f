import type { ApiKeyResponse } from '@platen/contracts';
import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** POST /auth/api-key/rotate (#13.9): a new API key, answered this once; the previous key stops working. */
export const rotateApiKey = () => http.post<ApiKeyResponse>(serviceUrl('auth', '/api-key/rotate'));
