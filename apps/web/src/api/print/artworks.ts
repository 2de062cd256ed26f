import type { ArtworkResponse } from '@platen/contracts';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** The account's artwork (artwork library, embroidery generator) (R-7-18..21 list/search, rename/delete; upload is api/print/upload-artwork). */
export const artworksApi = injectApi({
  endpoints: (b) => ({
    artworks: b.query<ArtworkResponse[], string>({
      query: (q) =>
        q.trim()
          ? `${serviceUrl('print', '/v3/artwork/search')}?query=${encodeURIComponent(q.trim())}&limit=200`
          : `${serviceUrl('print', '/v3/artwork')}?limit=200`,
      providesTags: ['Artwork'],
    }),
    renameArtwork: b.mutation<ArtworkResponse, { artworkId: string; name: string }>({
      query: ({ artworkId, name }) => ({
        url: serviceUrl('print', '/v3/artwork/:artworkId', { artworkId }),
        method: 'PATCH',
        body: { name },
      }),
      invalidatesTags: ['Artwork'],
    }),
    deleteArtwork: b.mutation<null, string>({
      query: (artworkId) => ({
        url: serviceUrl('print', '/v3/artwork/:artworkId', { artworkId }),
        method: 'DELETE',
      }),
      invalidatesTags: ['Artwork'],
    }),
  }),
});

export const { useArtworksQuery, useRenameArtworkMutation, useDeleteArtworkMutation } = artworksApi;
