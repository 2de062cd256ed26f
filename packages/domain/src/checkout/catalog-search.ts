/** O-9-02 / O-2-52: the catalog search waits this long after the last keystroke before navigating. */
export const CATALOG_SEARCH_DEBOUNCE_MS = 300;

/** O-2-54 / O-2-55: the search parameter for printable detail: the trimmed query, or none when empty. */
export function catalogSearchParam(query: string): string | null {
  const trimmed = query.trim();
  return trimmed === '' ? null : trimmed;
}
