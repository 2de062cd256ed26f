import { useState } from 'react';
import { Link } from 'react-router';
import { useProductSearchQuery } from '@/api/print/products.ts';
import { ProductScreen } from './ProductScreen.tsx';
import { SearchBox } from './SearchBox.tsx';

/** What the configurator hands back to the marketplace page that embeds it. */
export interface ConfiguredProduct {
  type: 'platen:configured';
  productIdentifier: string;
  color: string;
}

/**
 * The marketplace configurator (O-1-07, O-2-03), outside the order base: search, pick a product and colour,
 * then hand the choice back to the embedding page (postMessage to the parent) or start an order with it.
 */
export default function ConfiguratorPage() {
  const [query, setQuery] = useState('');
  const [product, setProduct] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ConfiguredProduct | null>(null);
  const results = useProductSearchQuery(query);

  function choose(p: { identifier: string; color: string }) {
    const msg: ConfiguredProduct = {
      type: 'platen:configured',
      productIdentifier: p.identifier,
      color: p.color,
    };
    setChosen(msg);
    if (window.parent !== window) window.parent.postMessage(msg, '*');
  }

  return (
    <section aria-labelledby="cfg-title">
      <h1 id="cfg-title">Product configurator</h1>
      {chosen ? (
        <div role="status">
          <p>
            Chosen: {chosen.productIdentifier} in {chosen.color}.
          </p>
          <p>
            <Link
              to={`/order/v2?${new URLSearchParams({ productIdentifier: chosen.productIdentifier, printableColor: chosen.color })}`}
            >
              Order it now
            </Link>{' '}
            ·{' '}
            <button type="button" className="link-button" onClick={() => setChosen(null)}>
              Choose again
            </button>
          </p>
        </div>
      ) : product ? (
        <>
          <button type="button" className="secondary" onClick={() => setProduct(null)}>
            Back to products
          </button>
          <ProductScreen identifier={product} onChoose={choose} chooseLabel="Use this product" />
        </>
      ) : (
        <>
          <SearchBox initial={query} onSearch={setQuery} />
          {results.currentData && (
            <ul className="product-grid">
              {results.currentData.map((p) => (
                <li key={p.productId} className="card">
                  <button type="button" className="link-button" onClick={() => setProduct(p.identifier)}>
                    {p.brand} {p.style} {p.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {results.isFetching && <p aria-busy="true">Searching…</p>}
        </>
      )}
    </section>
  );
}
