import type { ArtworkResponse } from '@platen/contracts';
import { xsrfHeaders } from '@platen/domain/access/xsrf-header';
import { baseApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** Uploads one file with XMLHttpRequest (fetch cannot report upload progress); `onProgress` gets 0..1. */
function uploadWithProgress(file: File, onProgress: (f: number) => void): Promise<ArtworkResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', serviceUrl('print', '/v3/artwork'));
    for (const [k, v] of Object.entries(xsrfHeaders(document.cookie))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {}
      if (xhr.status === 201) resolve(body as ArtworkResponse);
      else
        reject({
          status: xhr.status,
          message: (body as { message?: string } | null)?.message ?? `Upload failed (${xhr.status}).`,
        });
    };
    xhr.onerror = () => reject({ status: 0, message: 'The upload did not reach the server. Try again.' });
    const form = new FormData();
    form.append('name', file.name.replace(/\.[^.]+$/, ''));
    form.append('file', file);
    xhr.send(form);
  });
}

/** The artwork library's calls (R-7-18..21 list/search, upload, and issue 21 rename/delete). */
export const artworksApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    artworks: b.query<ArtworkResponse[], string>({
      query: (q) =>
        q.trim()
          ? `${serviceUrl('print', '/v3/artwork/search')}?query=${encodeURIComponent(q.trim())}&limit=200`
          : `${serviceUrl('print', '/v3/artwork')}?limit=200`,
      providesTags: ['Artwork'],
    }),
    uploadArtwork: b.mutation<ArtworkResponse, { file: File; onProgress: (f: number) => void }>({
      queryFn: async ({ file, onProgress }) => {
        try {
          return { data: await uploadWithProgress(file, onProgress) };
        } catch (e) {
          return { error: e as { status: number; message: string } };
        }
      },
      invalidatesTags: ['Artwork'],
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

export const {
  useArtworksQuery,
  useUploadArtworkMutation,
  useRenameArtworkMutation,
  useDeleteArtworkMutation,
} = artworksApi;
