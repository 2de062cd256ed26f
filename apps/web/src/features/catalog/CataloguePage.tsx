import { useId } from 'react';
import { Link, useMatches, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/hooks/store.ts';
import { currentRouteName } from '@/lib/route-step.ts';
import { cartEdited } from '@/stores/cart-slice.ts';
import { useCategories, useCategory } from './api/get-categories.ts';
import { useProductsBulk } from './api/products-bulk.ts';
import { useProductSearch } from './api/search-products.ts';
import type { ProductSummary } from './api/types.ts';
import { catalogView, searchUrl } from './catalog-view.ts';
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
  const cart = useAppSelector((s) => s.cart.doc)!;
  const route = (currentRouteName(matches) ?? 'printableBase') as CatalogRoute;
  const view = catalogView(route, params, query);
  const printableId = params.printableId ?? 'new';
  const cartBase = `/order/v2/cart/${encodeURIComponent(cart._id)}`;
  const existing = cart.printables.find((p) => p.id === params.printableId);

  const productHref = (identifier: string) =>
    `${cartBase}/printable/${encodeURIComponent(printableId)}?${new URLSearchParams({ productIdentifier: identifier })}`;

  function choose(product: { identifier: string; color: string }) {
    let id = existing?.id;
    if (id) {
      dispatch(
        cartEdited({
          type: 'updatePrintable',
          printableId: id,
          changes: { productIdentifier: product.identifier, color: product.color },
        }),
      );
    } else {
      id = crypto.randomUUID();
      dispatch(
        cartEdited({
          type: 'createPrintable',
          printable: { id, designDraftId: null, productIdentifier: product.identifier, color: product.color },
        }),
      );
    }
    navigate(`${cartBase}/printable/${encodeURIComponent(id)}/design`);
  }

  if (view.kind === 'product') {
    return (
      <ProductScreen
        identifier={view.productIdentifier}
        initialColor={query.get('printableColor') ?? existing?.color}
        onChoose={choose}
      />
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

function CategoryNav({
  cartBase,
  printableId,
  current,
}: {
  cartBase: string;
  printableId: string;
  current: string | null;
}) {
  const res = useCategories();
  if (res.status !== 'ok') return null;
  return (
    <nav aria-label="Categories">
      <ul className="chips">
        {res.data.map((c) => (
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
  const res = useCategory(category);
  if (res.status === 'loading') return <p aria-busy="true">Loading products…</p>;
  if (res.status === 'error') return <p role="alert">This category could not be loaded.</p>;
  return (
    <>
      <h2>{res.data.name}</h2>
      <ProductGrid products={res.data.products} productHref={productHref} />
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
  const res = useProductSearch(query);
  if (res.status === 'loading') return <p aria-busy="true">Searching…</p>;
  if (res.status === 'error') return <p role="alert">The search failed: {res.error.message}</p>;
  const products = res.data.filter(filter);
  return <ProductGrid products={products} productHref={productHref} />;
}

function ProductGrid({
  products,
  productHref,
}: {
  products: ProductSummary[];
  productHref(id: string): string;
}) {
  const countId = useId();
  const details = useProductsBulk(products.length ? products.map((p) => p.identifier) : null);
  const byId = new Map(details.status === 'ok' ? details.data.map((d) => [d.identifier, d]) : []);
  if (!products.length) return <p role="status">No products found. Try a SKU, a brand or a keyword.</p>;
  return (
    <>
      <p id={countId} role="status">
        {products.length} products
      </p>
      <ul className="product-grid" aria-describedby={countId}>
        {products.map((p) => (
          <ProductCard
            key={p.productId}
            product={p}
            detail={byId.get(p.identifier)}
            href={productHref(p.identifier)}
          />
        ))}
      </ul>
    </>
  );
}
