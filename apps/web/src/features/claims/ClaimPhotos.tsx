import { useState } from 'react';
import { uploadArtwork } from '@/api/print/upload-artwork.ts';

/** A photo attached to a claim: the uploaded file's artwork id and the name the customer knows it by. */
export interface ClaimPhoto {
  id: string;
  name: string;
}

/** The contract's cap on photos per claim. */
export const MAX_CLAIM_PHOTOS = 10;

/**
 * Photos of the problem for a claim: each file is uploaded as the customer's own artwork (the claim refers to it by
 * id), one after another with its progress; each attached photo can be removed again. Keyboard: the file input and
 * one Remove button per photo.
 */
export function ClaimPhotos({
  photos,
  onChange,
}: {
  photos: ClaimPhoto[];
  onChange: (next: ClaimPhoto[]) => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    setError(null);
    let next = photos;
    for (const f of [...files]) {
      if (next.length >= MAX_CLAIM_PHOTOS) {
        setError(`A claim takes up to ${MAX_CLAIM_PHOTOS} photos.`);
        break;
      }
      setBusy(`Uploading ${f.name}…`);
      try {
        const art = await uploadArtwork(f, (p) =>
          setBusy(`Uploading ${f.name}: ${Math.round((100 * p.loaded) / Math.max(1, p.total))}%`),
        );
        next = [...next, { id: art.artworkId, name: f.name }];
        onChange(next);
      } catch (err) {
        setError(`${f.name} was not uploaded: ${(err as Error).message}`);
        break;
      }
    }
    setBusy(null);
  };
  return (
    <fieldset>
      <legend>Photos of the problem (optional)</legend>
      <p id="claim-photos-help">
        Photos help us decide faster: PNG or JPEG, up to {MAX_CLAIM_PHOTOS} per claim.
      </p>
      <label htmlFor="claim-photos">Add photos</label>{' '}
      <input
        id="claim-photos"
        type="file"
        accept="image/png,image/jpeg"
        multiple
        aria-describedby="claim-photos-help"
        disabled={busy !== null || photos.length >= MAX_CLAIM_PHOTOS}
        onChange={(e) => {
          const input = e.currentTarget;
          void add(input.files).then(() => {
            input.value = '';
          });
        }}
      />
      <p role="status">{busy ?? (photos.length ? `${photos.length} photo(s) attached.` : '')}</p>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {photos.length > 0 && (
        <ul aria-label="Attached photos">
          {photos.map((p) => (
            <li key={p.id}>
              {p.name}{' '}
              <button
                type="button"
                className="secondary"
                onClick={() => onChange(photos.filter((x) => x.id !== p.id))}
              >
                Remove {p.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
