import {
  type CatalogFilters,
  FACET_KEYS,
  type FacetKey,
  type FacetValue,
  PRICE_BANDS,
} from '@platen/domain/catalog/catalog-facets';
import { useState } from 'react';
import { Button } from '@/components/ui/Button.tsx';

const TITLES: Record<FacetKey, string> = {
  category: 'Category',
  brand: 'Brand',
  colour: 'Colour',
  price: 'Price from',
};

const PRICE_LABELS = new Map<string, string>(PRICE_BANDS.map((b) => [b.value, b.label]));

interface Props {
  filters: CatalogFilters;
  counts: Record<FacetKey, FacetValue[]>;
  /** Category ids to names (the categories call); an unknown id shows as itself. */
  categoryNames: ReadonlyMap<string, string>;
  onToggle(key: FacetKey, value: string): void;
  onClear(): void;
}

/** True on a phone-sized screen, read once: there the filters start folded so the products come first. */
const narrow = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 47.99rem)').matches;

/**
 * The catalogue's filters: per facet a checkbox per value with the count of products it would show (domain
 * catalog-facets), "Clear filters" when any is on. Native checkboxes in fieldsets: Tab and Space.
 */
export function CatalogFacets({ filters, counts, categoryNames, onToggle, onClear }: Props) {
  const [open] = useState(() => !narrow());
  const active = FACET_KEYS.reduce((n, k) => n + filters[k].length, 0);
  const label = (key: FacetKey, value: string) =>
    key === 'category'
      ? (categoryNames.get(value) ?? value)
      : key === 'price'
        ? (PRICE_LABELS.get(value) ?? value)
        : value;
  return (
    <details className="catalog-facets" open={open}>
      <summary>Filters{active > 0 ? ` (${active} on)` : ''}</summary>
      {active > 0 && (
        <Button variant="quiet" size="sm" onClick={onClear}>
          Clear filters
        </Button>
      )}
      {FACET_KEYS.map((key) =>
        counts[key].length === 0 ? null : (
          <fieldset key={key} className="facet">
            <legend>{TITLES[key]}</legend>
            {counts[key].map(({ value, count }) => {
              const checked = filters[key].includes(value);
              // Long lists (categories, brands) drop what would show nothing; short fixed ones keep their shape.
              if (count === 0 && !checked && (key === 'category' || key === 'brand')) return null;
              return (
                <label key={value} className="facet-option">
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && count === 0}
                    onChange={() => onToggle(key, value)}
                  />
                  <span className="facet-label">{label(key, value)}</span>
                  <span className="facet-count">({count})</span>
                </label>
              );
            })}
          </fieldset>
        ),
      )}
    </details>
  );
}
