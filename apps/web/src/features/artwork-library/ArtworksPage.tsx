import type { ArtworkResponse } from '@platen/contracts';
import { FieldRow } from '@/components/ui/FieldRow.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { LOW_DPI, printSizeAtDpi, TARGET_DPI } from '@platen/domain/design/artwork-print-size';
import { RASTER_FORMATS, VECTOR_FORMATS } from '@platen/domain/design/artwork-format';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import {
  useArtworksQuery,
  useDeleteArtworkMutation,
  useRenameArtworkMutation,
} from '@/api/print/artworks.ts';
import { useUploadArtworkMutation } from '@/api/print/upload-artwork.ts';
import { messageOf } from '@/components/ui/LoadError.tsx';

function ArtworkCard({ a }: { a: ArtworkResponse }) {
  const [editing, setEditing] = useState(false);
  const [rename, r] = useRenameArtworkMutation();
  const [remove, d] = useDeleteArtworkMutation();
  const vector = (VECTOR_FORMATS as readonly string[]).includes(a.format.toLowerCase());
  const size = printSizeAtDpi(a.width, a.height);
  const lowAt12 = !vector && a.width / 12 < LOW_DPI;
  async function onRename(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const name = String(new FormData(e.currentTarget).get('name') ?? '');
    const res = await rename({ artworkId: a.artworkId, name });
    if ('data' in res) setEditing(false);
  }
  const error = messageOf(r.error) ?? messageOf(d.error);
  return (
    <li className="artwork-card">
      <img src={a.thumbnailUrl} alt="" width={160} height={160} loading="lazy" className="artwork-thumb" />
      {editing ? (
        <form onSubmit={onRename}>
          <Input label="Name" name="name" defaultValue={a.name} maxLength={120} />
          <button type="submit">Save name</button>{' '}
          <button type="button" className="link-button" onClick={() => setEditing(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <h2 className="artwork-name">{a.name}</h2>
      )}
      <p className="artwork-meta">
        {a.format.toUpperCase()} · {a.width} × {a.height} px
        {vector
          ? ' · vector, prints at any size'
          : ` · up to ${size.widthIn} × ${size.heightIn} in at ${TARGET_DPI} DPI`}
      </p>
      {lowAt12 && <p className="artwork-meta">Below {LOW_DPI} DPI at 12 in wide: it may print soft.</p>}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {!editing && (
        <p>
          <button type="button" onClick={() => setEditing(true)} aria-label={`Rename ${a.name}`}>
            Rename
          </button>{' '}
          <button
            type="button"
            onClick={() => {
              if (window.confirm(`Delete ${a.name}?`)) void remove(a.artworkId);
            }}
            aria-label={`Delete ${a.name}`}
            disabled={d.isLoading}
          >
            Delete
          </button>
        </p>
      )}
    </li>
  );
}

/** /manager/v2/designs/artworks: the account's uploaded artwork: grid, search, upload with progress. */
export default function ArtworksPage() {
  const [query, setQuery] = useState('');
  const { data, isFetching, error } = useArtworksQuery(query);
  const [upload, up] = useUploadArtworkMutation();
  const [progress, setProgress] = useState<number | null>(null);
  async function onFile(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setProgress(0);
    // The library lists an artwork under its file name without the extension.
    const name = file.name.replace(/\.[^.]+$/, '');
    await upload({ file, name, onProgress: (p) => setProgress(p.total ? p.loaded / p.total : 0) });
    setProgress(null);
  }
  return (
    <section aria-labelledby="artworks-title">
      <h1 id="artworks-title">Artwork</h1>
      <p>
        Upload{' '}
        {RASTER_FORMATS.filter((f) => f !== 'jpeg')
          .join(', ')
          .toUpperCase()}{' '}
        or {VECTOR_FORMATS.join(', ').toUpperCase()} files. For sharp prints give raster files {TARGET_DPI}{' '}
        DPI at the printed size.{' '}
        <Link to="/manager/v2/designs/embroidery-generator">Embroidery generator</Link>: text or a logo to a
        stitch count and a price.
      </p>
      <FieldRow className="artwork-tools">
        <Input label="Search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        <label className="button">
          Upload artwork <input type="file" className="visually-hidden" onChange={onFile} />
        </label>
      </FieldRow>
      {progress !== null && (
        <progress max={1} value={progress} aria-label="Upload progress">
          {Math.round(progress * 100)}%
        </progress>
      )}
      {up.error && (
        <p role="alert" className="error">
          {messageOf(up.error)}
        </p>
      )}
      {error && <p role="alert">{messageOf(error)}</p>}
      {data && data.length === 0 && !isFetching && <p>{query ? 'No artwork matches.' : 'No artwork yet.'}</p>}
      {data && data.length > 0 && (
        <ul className="artwork-grid" aria-label="Your artwork">
          {data.map((a) => (
            <ArtworkCard key={a.artworkId} a={a} />
          ))}
        </ul>
      )}
    </section>
  );
}
