import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';
import type { Artwork } from './types.ts';

/** GET print v3 artwork (R-7-18): the user's latest artwork. */
export const listArtwork = (signal?: AbortSignal) =>
  http.get<Artwork[]>(serviceUrl('print', '/v3/artwork', { limit: 50 }), { signal });

/** GET print v3 artwork search by name. */
export const searchArtwork = (query: string, signal?: AbortSignal) =>
  http.get<Artwork[]>(serviceUrl('print', '/v3/artwork/search', { query, limit: 50 }), { signal });
