import { useSearchParams } from 'react-router';

/**
 * A list's filters and page kept in the URL's query: `page` (from 1) and `set(key, value)`, which drops an
 * empty value and goes back to the first page when anything but the page changes.
 */
export function useUrlFilters() {
  const [query, setQuery] = useSearchParams();
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const set = (k: string, v: string) => {
    const next = new URLSearchParams(query);
    if (k !== 'page') next.delete('page');
    if (v) next.set(k, v);
    else next.delete(k);
    setQuery(next);
  };
  return { query, page, set };
}
