import { formatDollars } from '@platen/domain/money/format-dollars';
import { Link } from 'react-router';
import type { ProductSummary } from '@/api/print/products.ts';
import { ProductThumb } from '@/components/ProductThumb.tsx';

/** Catalogue hex values come without '#'. */
export const swatchColour = (hex: string) => (hex.startsWith('#') ? hex : `#${hex}`);

/**
 * A product in a list: its picture (first colour), name, brand, colour swatches, price from; choosing it opens
 * the product screen.
 */
export function ProductCard({
  product,
  fromCents: from,
  href,
  eager = false,
}: {
  product: ProductSummary;
  /** The lowest of the product's prices; null while they load or when it has none. */
  fromCents: number | null;
  href: string;
  /** The first row: its pictures load at once (the screen's largest paint), not when scrolled to. */
  eager?: boolean;
}) {
  const first = product.colors[0];
  return (
    <li className="card product-card">
      {first && (
        <ProductThumb
          identifier={product.identifier}
          colour={first.name}
          name={product.name}
          size={160}
          eager={eager}
          className="product-card-thumb"
        />
      )}
      <h3>
        <Link to={href}>
          {product.brand} {product.style} {product.name}
        </Link>
      </h3>
      <p className="muted">
        {product.brand} · {product.style}
      </p>
      <ul className="swatches" aria-label={`${product.colors.length} colours`}>
        {product.colors.slice(0, 12).map((c) => (
          <li key={c.name} title={c.name} style={{ background: swatchColour(c.hex) }} />
        ))}
      </ul>
      {/* The price line keeps its place while the prices load, so the cards below it do not move. */}
      <p className="price-from">{from !== null && `From ${formatDollars(from)}`}</p>
    </li>
  );
}
