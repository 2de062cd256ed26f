import type { ArtworkResponse } from '@platen/contracts';
import { injectApi, settle } from '@/api/base-api.ts';
import { HttpError, type Http, http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** The error text a print service answers when none of the asked artworks exist (R-8-04). */
export const NO_ARTWORKS_MESSAGE = 'Unable to find artworks';

/** True for the "none found" answer of artwork bulk, whether it came as a JSON message or plain text. */
const isNoneFound = (err: unknown) =>
  err instanceof HttpError &&
  (err.message === NO_ARTWORKS_MESSAGE ||
    (typeof err.body === 'string' && err.body.trim() === NO_ARTWORKS_MESSAGE));

/** POST print v3 artwork bulk (R-7-18): the user's artworks by id; 'Unable to find artworks' is [] (R-8-04). */
export async function artworkBulk(
  artworkIds: readonly string[],
  client: Http = http,
  signal?: AbortSignal,
): Promise<ArtworkResponse[]> {
  if (artworkIds.length === 0) return [];
  try {
    return await client.post<ArtworkResponse[]>(
      serviceUrl('print', '/v3/artwork/bulk'),
      { artworkIds: [...artworkIds] },
      signal ? { signal } : undefined,
    );
  } catch (err) {
    if (isNoneFound(err)) return [];
    throw err;
  }
}

/** The artwork bulk endpoint (one place: the editor's library and any screen naming artworks by id). */
export const artworkBulkApi = injectApi({
  endpoints: (b) => ({
    artworkBulk: b.query<ArtworkResponse[], readonly string[]>({
      queryFn: (ids, api) => settle(artworkBulk(ids, http, api.signal)),
      providesTags: ['Artwork'],
    }),
  }),
});

export const { useArtworkBulkQuery } = artworkBulkApi;
