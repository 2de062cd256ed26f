/**
 * Previous / next buttons of a paged list. With `label` it is a navigation landmark of that name that also
 * says "Page N of M"; without, a paragraph of the two buttons.
 */
export function Pager({
  page,
  pages,
  onPage,
  label,
  words = ['Previous page', 'Next page'],
}: {
  page: number;
  pages: number;
  onPage(page: number): void;
  label?: string;
  words?: readonly [string, string];
}) {
  const prev = (
    <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
      {words[0]}
    </button>
  );
  const next = (
    <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
      {words[1]}
    </button>
  );
  if (!label)
    return (
      <p>
        {prev} {next}
      </p>
    );
  return (
    <nav aria-label={label}>
      {prev}{' '}
      <span>
        Page {page} of {pages}
      </span>{' '}
      {next}
    </nav>
  );
}
