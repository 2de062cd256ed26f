import { HttpError, NETWORK_ERROR_MESSAGE, NetworkError, readXsrfToken } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';
import type { ArtworkResponse as Artwork } from '@platen/contracts';
import { errorText } from '@platen/domain/quote/error-text';
import { injectApi, settle } from '@/api/base-api.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * POST print v3 artwork (R-7-19), multipart file + name: the app's one uploader (editor, artwork library, claim
 * photos). XMLHttpRequest rather than fetch: only XHR reports upload progress, which a large file on a slow
 * network needs. Same headers and errors as lib/http (XSRF, JSON accept, the domain's errorText).
 */
export function uploadArtwork(
  file: File,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
  name: string = file.name,
): Promise<Artwork> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', serviceUrl('print', '/v3/artwork'));
    xhr.setRequestHeader('Accept', 'application/json');
    const xsrf = readXsrfToken();
    if (xsrf) xhr.setRequestHeader('X-XSRF-TOKEN', xsrf);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) =>
      onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : file.size });
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // plain-text answer: pass it on as is
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as Artwork);
      else {
        // O-8-18..22: the same error text as every other call (lib/http).
        const message =
          body !== '' && body !== null && typeof body !== 'string'
            ? errorText(body)
            : `${xhr.status} ${xhr.statusText}`.trim();
        reject(new HttpError(xhr.status, body, message));
      }
    };
    xhr.onerror = () => reject(new NetworkError(new Error(NETWORK_ERROR_MESSAGE)));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('name', name);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** What an upload sends: the file, a progress callback and, optionally, the name the artwork is listed under. */
export interface UploadArtworkArgs {
  file: File;
  onProgress: (p: UploadProgress) => void;
  name?: string;
}

/** The one upload endpoint every screen uses (the editor's picker and the artwork library). */
export const artworkUploadApi = injectApi({
  endpoints: (b) => ({
    /** POST print v3 artwork (R-7-19), multipart with upload progress. */
    uploadArtwork: b.mutation<Artwork, UploadArtworkArgs>({
      queryFn: ({ file, onProgress, name }, api) => settle(uploadArtwork(file, onProgress, api.signal, name)),
      invalidatesTags: ['Artwork'],
    }),
  }),
});

export const { useUploadArtworkMutation } = artworkUploadApi;
