import { artworkExtension } from '@platen/domain/design/artwork-format';
import { Input } from '@/components/ui/Input.tsx';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useSettledKey } from '@/lib/use-settled.ts';
import { type Artwork, useArtworkLibraryQuery } from './api/editor-api.ts';
import { type UploadProgress, useUploadArtworkMutation } from '@/api/print/upload-artwork.ts';

/** Upload with a real progress bar, or pick from the user's artwork library (list and search). */
export function ArtworkPicker({ onPick }: { onPick(artwork: Artwork): void }) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  // Uploaded in this visit: first in the list at once, before the library answers again.
  const [uploaded, setUploaded] = useState<Artwork[]>([]);
  const settled = useSettledKey(query.trim(), query ? 300 : 0);
  const found = useArtworkLibraryQuery(settled ?? skipToken).data ?? [];
  const library = [...uploaded, ...found.filter((a) => !uploaded.some((u) => u.artworkId === a.artworkId))];
  const [uploadArtwork] = useUploadArtworkMutation();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    // R-5-21 / R-5-22: refuse what can never be artwork before sending megabytes.
    if (!artworkExtension(file.name)) {
      setError(
        `${file.name} is not an artwork file. Use PNG, JPG, GIF, BMP, ICO, JP2, EPS, SVG, PDF, AI or DST.`,
      );
      return;
    }
    setProgress({ loaded: 0, total: file.size });
    try {
      const art = await uploadArtwork({ file, onProgress: setProgress }).unwrap();
      setUploaded((l) => [art, ...l.filter((a) => a.artworkId !== art.artworkId)]);
      onPick(art);
    } catch (e) {
      setError((e as { message: string }).message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <section aria-labelledby="artwork-heading" className="artwork-picker">
      <h2 id="artwork-heading">Artwork</h2>
      <label>
        Upload artwork
        <input
          type="file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Cleared so choosing the same file again (another side) still fires a change.
            e.target.value = '';
            onFile(file);
          }}
          disabled={progress !== null}
        />
      </label>
      {progress && (
        <progress aria-label="Upload progress" max={progress.total || 1} value={progress.loaded}>
          {Math.round((progress.loaded / (progress.total || 1)) * 100)}%
        </progress>
      )}
      {error && (
        <p role="alert" className="message error">
          {error}
        </p>
      )}
      <Input
        label="Search your artwork"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul className="artwork-library">
        {library.map((a) => (
          <li key={a.artworkId}>
            <button type="button" className="secondary" onClick={() => onPick(a)}>
              <img src={a.thumbnailUrl} alt="" width={40} height={40} /> Use {a.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
