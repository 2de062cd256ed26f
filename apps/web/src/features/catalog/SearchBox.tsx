import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/Input.tsx';
import { CATALOG_SEARCH_DEBOUNCE_MS, CATALOG_SEARCH_PLACEHOLDER } from './catalog-view.ts';

/** The catalogue search box (O-2-52/53): reports the query 300 ms after the last keystroke. */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch(query: string): void }) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (
    <search>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (timer.current) clearTimeout(timer.current);
          latest.current(value);
        }}
      >
        <Input
          label="Search products"
          id={id}
          type="search"
          value={value}
          placeholder={CATALOG_SEARCH_PLACEHOLDER}
          onChange={(e) => {
            const v = e.target.value;
            setValue(v);
            if (timer.current) clearTimeout(timer.current);
            // A search still pending when the user went elsewhere (chose a product) is dropped: the box may
            // stay mounted a moment while the next screen renders, and must not take the user back.
            const at = window.location.href;
            timer.current = setTimeout(() => {
              if (window.location.href === at) latest.current(v);
            }, CATALOG_SEARCH_DEBOUNCE_MS);
          }}
        />
      </form>
    </search>
  );
}
