import { draftFromSavedDesign, printableParams } from '@platen/domain/printable-params/printable-params';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useMatches, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  encodeSizeQuantities,
  productQuantityEdits,
  type SizeQuantities,
} from '@platen/domain/cart/product-quantities';
import { useAppDispatch, useAppSelector, useAppStore } from '@/hooks/store.ts';
import { savedPrintablesApi } from '@/api/print/saved-printables.ts';
import {
  type ProductSummary,
  useCategoriesQuery,
  useCategoryQuery,
  useProductSearchQuery,
  useProductsBulkQuery,
} from '@/api/print/products.ts';
import { currentRouteName } from '@/lib/route-step.ts';
import { addSavedPrintables } from '@/stores/add-saved-printables.ts';
import { cartEdited } from '@/stores/cart-slice.ts';
import { flushCart } from '@/stores/cart-sync-middleware.ts';
import { pushMessage } from '@/stores/message-center-slice.ts';
import {
  clearFilters,
  facetCounts,
  filterProducts,
  filtersFromQuery,
  toggleFilter,
} from '@platen/domain/catalog/catalog-facets';
import { CatalogFacets } from './CatalogFacets.tsx';
import { initialCatalog, initialCategories } from './initial-catalog.ts';
import { catalogView, searchUrl } from './catalog-view.ts';
import './catalog.css';
import { ProductCard } from './ProductCard.tsx';
import { ProductScreen } from './ProductScreen.tsx';
import { SearchBox } from './SearchBox.tsx';

type CatalogRoute = 'printableBase' | 'printableDetail' | 'printableFamily' | 'printableCategory';

/**
 * The printable and catalogue screens (O-2-05/07/08/09, O-2-18..24, O-2-52..55): which one shows depends on
 * the route and the query; choosing a product creates or updates the printable and opens its design page.
 */
export default function CataloguePage() {
  const params = useParams();
  const [query] = useSearchParams();
  const matches = useMatches();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const cart = useAppSelector((s) => s.cart.doc)!;
  const route = (currentRouteName(matches) ?? 'printableBase') as CatalogRoute;
  const view = catalogView(route, params, query);
  const printableId = params.printableId ?? 'new';
  const cartBase = `/order/v2/cart/${encodeURIComponent(cart._id)}`;
  const existing = cart.printables.find((p) => p.id === params.printableId);

  const params19 = printableParams(query);
  const [busy, setBusy] = useState(false);
  const adding = useRef(false);
  /** Cart detail, carrying preventPrintableEdit (docs/decisions/printable-parameters.md). */
  const detailUrl = params19.preventPrintableEdit ? `${cartBase}?preventPrintableEdit=true` : cartBase;

  // O-2-19 printableIdentifier (with createPrintable): the saved printables go into the cart complete (O-4-15),
  // are synced, then cart detail shows them. The URL is replaced, so a reload or Back does not add them twice.
  const savedKey = params19.printableIdentifiers.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per list of identifiers
  useEffect(() => {
    if (!savedKey || adding.current) return;
    adding.current = true;
    void (async () => {
      const { added } = await addSavedPrintables(dispatch, params19.printableIdentifiers);
      if (added.length) await (dispatch(flushCart()) as unknown as Promise<boolean>);
      navigate(detailUrl, { replace: true });
    })();
  }, [savedKey]);

  const productHref = (identifier: string) => {
    const next = new URLSearchParams({ productIdentifier: identifier });
    for (const k of ['createPrintable', 'printableDesignId', 'printableColor', 'preventPrintableEdit']) {
      const v = query.get(k);
      if (v !== null) next.set(k, v);
    }
    return `${cartBase}/printable/${encodeURIComponent(printableId)}?${next}`;
  };

  /** O-2-19 printableDesignId: the saved design as a new draft; null (and a message) when it cannot be read. */
  async function savedDraft() {
    if (!params19.printableDesignId) return null;
    try {
      const saved = await dispatch(
        savedPrintablesApi.endpoints.savedDesign.initiate(params19.printableDesignId, { subscribe: false }),
      ).unwrap();
      return draftFromSavedDesign(saved, crypto.randomUUID());
    } catch {
      dispatch(pushMessage('global', 'Your saved design could not be loaded; start a new design instead.'));
      return null;
    }
  }

  /** The quantities typed on the product page go into the cart with the printable. */
  function addQuantities(printableId: string, quantities: SizeQuantities) {
    const now = store.getState().cart.doc;
    if (!now) return;
    for (const edit of productQuantityEdits(now, printableId, quantities, () => crypto.randomUUID())) {
      dispatch(cartEdited(edit));
    }
  }

  async function choose(product: { identifier: string; color: string; quantities: SizeQuantities }) {
    // O-2-19 createPrintable: always a new printable, never a change to the one in the path.
    let id = params19.createPrintable ? undefined : existing?.id;
    let ready = false;
    if (id) {
      dispatch(
        cartEdited({
          type: 'updatePrintable',
          printableId: id,
          changes: { productIdentifier: product.identifier, color: product.color },
        }),
      );
      addQuantities(id, product.quantities);
    } else {
      setBusy(true);
      const designDraft = await savedDraft();
      setBusy(false);
      id = crypto.randomUUID();
      if (!designDraft) {
        // Nothing enters the cart yet. The design page holds the product (and the quantities)
        // until the user's first design change; going straight back leaves the cart as it was.
        const next = new URLSearchParams({ productIdentifier: product.identifier, color: product.color });
        const quantities = encodeSizeQuantities(product.quantities);
        if (quantities) next.set('quantities', quantities);
        navigate(`${cartBase}/printable/${encodeURIComponent(id)}/design?${next}`);
        return;
      }
      // A saved design was checked when it was saved: with preventPrintableEdit it is used as it is.
      ready = params19.preventPrintableEdit;
      dispatch(
        cartEdited({
          type: 'createPrintable',
          printable: {
            id,
            designDraftId: designDraft.id,
            productIdentifier: product.identifier,
            color: product.color,
            complete: ready,
          },
          designDraft,
        }),
      );
      addQuantities(id, product.quantities);
    }
    navigate(ready ? detailUrl : `${cartBase}/printable/${encodeURIComponent(id)}/design`);
  }

  if (savedKey)
    return (
      <p aria-busy="true" role="status">
        Adding your saved {params19.printableIdentifiers.length === 1 ? 'printable' : 'printables'} to the
        cart…
      </p>
    );

  if (view.kind === 'product') {
    return (
      <>
        {params19.printableDesignId && (
          <p className="message info" role="status">
            Your saved design will be placed on the product you choose.
          </p>
        )}
        <ProductScreen
          identifier={view.productIdentifier}
          initialColor={params19.printableColor ?? existing?.color}
          onChoose={choose}
          busy={busy}
          chooseLabel={
            params19.printableDesignId && params19.preventPrintableEdit ? 'Add to cart' : undefined
          }
        />
      </>
    );
  }

  return (
    <section aria-labelledby="catalog-title">
      <h1 id="catalog-title">
        {view.kind === 'search'
          ? view.search
            ? `Products matching "${view.search}"`
            : 'Choose a product'
          : view.kind === 'category'
            ? 'Category'
            : view.kind === 'brand'
              ? `Brand: ${view.brand}`
              : `Family: ${view.family}`}
      </h1>
      <SearchBox
        key={view.kind === 'search' ? view.search : ''}
        initial={view.kind === 'search' ? view.search : ''}
        onSearch={(q) =>
          navigate(searchUrl(cart._id, printableId, q), { replace: route === 'printableDetail' })
        }
      />
      <CategoryNav
        cartBase={cartBase}
        printableId={printableId}
        current={view.kind === 'category' ? view.category : null}
      />
      {view.kind === 'category' ? (
        <CategoryResults category={view.category} productHref={productHref} />
      ) : (
        <SearchResults
          query={view.kind === 'search' ? view.search : view.kind === 'brand' ? view.brand : view.family}
          filter={(p) =>
            view.kind === 'brand'
              ? p.brand.toLowerCase() === view.brand.toLowerCase()
              : view.kind === 'family'
                ? p.family.toLowerCase() === view.family.toLowerCase()
                : true
          }
          productHref={productHref}
        />
      )}
    </section>
  );
}

/** The category list: the page's own when it carried one (initial-catalog.ts), else fetched. */
function useCategories() {
  const initial = initialCategories();
  const res = useCategoriesQuery(undefined, { skip: !!initial });
  return initial ?? res.data;
}

function CategoryNav({
  cartBase,
  printableId,
  current,
}: {
  cartBase: string;
  printableId: string;
  current: string | null;
}) {
  const categories = useCategories();
  if (!categories) return null;
  return (
    <nav aria-label="Categories">
      <ul className="chips">
        {categories.map((c) => (
          <li key={c.categoryId}>
            <Link
              to={`${cartBase}/printable/${encodeURIComponent(printableId)}/category/${encodeURIComponent(c.categoryId)}`}
              aria-current={current === c.categoryId ? 'page' : undefined}
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CategoryResults({ category, productHref }: { category: string; productHref(id: string): string }) {
  const res = useCategoryQuery(category);
  if (res.isError) return <p role="alert">This category could not be loaded.</p>;
  if (!res.currentData) return <p aria-busy="true">Loading products…</p>;
  return (
    <>
      <h2>{res.currentData.name}</h2>
      <ProductGrid products={res.currentData.products} productHref={productHref} />
    </>
  );
}

function SearchResults({
  query,
  filter,
  productHref,
}: {
  query: string;
  filter(p: ProductSummary): boolean;
  productHref(id: string): string;
}) {
  const initial = initialCatalog(query);
  const res = useProductSearchQuery(query, { skip: !!initial });
  const data = initial?.products ?? res.currentData;
  if (!initial && res.isError) return <p role="alert">The search failed: {res.error?.message}</p>;
  if (!data) return <p aria-busy="true">Searching…</p>;
  const products = data.filter(filter);
  return <ProductGrid products={products} productHref={productHref} fromCents={initial?.fromCents} />;
}

function ProductGrid({
  products,
  productHref,
  fromCents: known,
}: {
  products: ProductSummary[];
  productHref(id: string): string;
  /** Each product's lowest price when the page carried them (initial-catalog.ts); else they are fetched. */
  fromCents?: Record<string, number | null>;
}) {
  const countId = useId();
  const [query, setQuery] = useSearchParams();
  const categories = useCategories();
  const missing = !known || products.some((p) => !(p.identifier in known));
  const details = useProductsBulkQuery(
    products.map((p) => p.identifier),
    { skip: !missing },
  );
  const fetched = new Map(
    (details.currentData ?? []).map((d) => {
      const prices = Object.values(d.prices);
      return [d.identifier, prices.length ? Math.min(...prices) : null] as const;
    }),
  );
  const fromOf = (id: string) => (missing ? (fetched.get(id) ?? null) : (known?.[id] ?? null));
  if (!products.length) return <p role="status">No products found. Try a SKU, a brand or a keyword.</p>;
  const priced = products.map((p) => ({ ...p, fromCents: fromOf(p.identifier) }));
  const filters = filtersFromQuery(query);
  const shown = filterProducts(priced, filters);
  const counts = facetCounts(priced, filters);
  const categoryNames = new Map((categories ?? []).map((c) => [c.categoryId, c.name]));
  return (
    <div className="catalog-layout">
      <CatalogFacets
        filters={filters}
        counts={counts}
        categoryNames={categoryNames}
        onToggle={(key, value) => setQuery(toggleFilter(query, key, value))}
        onClear={() => setQuery(clearFilters(query))}
      />
      <div className="catalog-results">
        <p id={countId} role="status" className="catalog-count">
          {shown.length === products.length
            ? `${products.length} products`
            : `${shown.length} of ${products.length} products`}
        </p>
        {shown.length === 0 ? (
          <p>No product has every filter you chose: turn one off or clear the filters.</p>
        ) : (
          <ul className="product-grid" aria-describedby={countId}>
            {shown.map((p, i) => (
              <ProductCard
                key={p.productId}
                product={p}
                fromCents={p.fromCents}
                href={productHref(p.identifier)}
                eager={i < 4}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
