/** Where our artwork files are served (apps/server routes/artwork): `<base>/<artworkId>/<variant>`. */
export const ARTWORK_PATH_BASE = '/api/print/v3/artwork';

export interface ArtworkRef {
  artworkId: string;
  variant: 'file' | 'thumbnail';
}

const ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * R-7-25: the artwork an address names, when it is one of our own artwork addresses (a path, or an absolute
 * http(s) address on `ownHost`); null for anything else, so a remote address is never fetched. The detail
 * address (no variant) means the file.
 */
export function artworkRefFromUrl(url: string, ownHost?: string): ArtworkRef | null {
  if (url.length === 0 || url.length > 500) return null;
  let pathname: string;
  if (url.startsWith('/')) {
    if (url.startsWith('//')) return null;
    pathname = url.split(/[?#]/)[0]!;
  } else {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return null;
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    if (!ownHost || u.host.toLowerCase() !== ownHost.toLowerCase() || u.username || u.password) return null;
    pathname = u.pathname;
  }
  if (!pathname.startsWith(`${ARTWORK_PATH_BASE}/`)) return null;
  const parts = pathname.slice(ARTWORK_PATH_BASE.length + 1).split('/');
  if (parts.length > 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(parts[0]!);
  } catch {
    return null;
  }
  if (!ID.test(id)) return null;
  const variant = parts[1] ?? 'file';
  if (variant !== 'file' && variant !== 'thumbnail') return null;
  return { artworkId: id, variant };
}
