import { sizeLabel } from '@platen/domain/catalog/size-codes';
import { formatDollars } from '@platen/domain/money/format-dollars';
import { SHIP_MESSAGES, shipMessageCategory } from '@platen/domain/ship-message/ship-message';
import type { SizeQuantities } from '@platen/domain/cart/product-quantities';
import { useId, useState } from 'react';
import { QuantityInput } from '@/components/QuantityInput.tsx';
import { useProductAvailabilityQuery, useProductQuery } from '@/api/print/products.ts';
import { swatchColour } from './ProductCard.tsx';
import { ProductPicture } from './ProductPicture.tsx';
import { SizeChart } from './SizeChart.tsx';

/**
 * The product screen (O-2-20): colours, sizes with blank prices, and the ship message (O-4-41..50) for the
 * chosen colour and sizes; choosing it hands the product, colour and the quantities typed (read with
 * the domain's limits) back to the caller.
 */
export function ProductScreen({
  identifier,
  initialColor,
  onChoose,
  busy,
  chooseLabel = 'Design this product',
}: {
  identifier: string;
  initialColor?: string | null;
  onChoose(product: { identifier: string; color: string; quantities: SizeQuantities }): void;
  busy?: boolean;
  chooseLabel?: string;
}) {
  const productRes = useProductQuery(identifier);
  const stockRes = useProductAvailabilityQuery(identifier);
  const [color, setColor] = useState<string | null>(initialColor ?? null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const colorLegend = useId();
  const failed = productRes.error ?? stockRes.error;
  if (failed) return <p role="alert">This product could not be loaded: {failed.message}</p>;
  const product = productRes.currentData;
  const stock = stockRes.currentData;
  if (!product || !stock) return <p aria-busy="true">Loading product…</p>;
  const chosen = product.colors.find((c) => c.name === color) ?? product.colors[0];
  const sizes = chosen?.sizes.length ? chosen.sizes : product.sizes;
  const entered = Object.values(quantities).some((q) => q > 0);
  const lines = [
    {
      productIdentifier: product.identifier,
      color: chosen?.name ?? null,
      quantities: entered ? quantities : Object.fromEntries(sizes.map((s) => [s, 1])),
    },
  ];
  const category = shipMessageCategory(lines, () => ({
    type: product.type,
    primeStock: stock.availability,
    backlogged: stock.backlogged,
  }));

  return (
    <section aria-labelledby="product-title" className="product-screen">
      <h1 id="product-title">
        {product.brand} {product.style} {product.name}
      </h1>
      <p className="muted">
        {product.brand} · {product.style} · {product.material}
      </p>
      <p>{product.description}</p>
      <ProductPicture product={product} color={chosen?.name ?? ''} />
      <fieldset>
        <legend id={colorLegend}>Colour: {chosen?.name}</legend>
        <div className="swatch-picker">
          {product.colors.map((c) => (
            <label key={c.name} className="swatch-option" title={c.name}>
              <input
                type="radio"
                name="color"
                value={c.name}
                checked={c.name === chosen?.name}
                onChange={() => setColor(c.name)}
              />
              <span className="swatch" style={{ background: swatchColour(c.hex) }} aria-hidden="true" />
              <span className="visually-hidden">{c.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <table className="size-table">
        <caption>Sizes and blank prices (enter quantities to see when they ship)</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col">Blank price</th>
            <th scope="col">Quantity</th>
          </tr>
        </thead>
        <tbody>
          {sizes.map((s) => (
            <tr key={s}>
              <th scope="row">{sizeLabel(s)}</th>
              <td>{product.prices[s] != null ? formatDollars(product.prices[s]) : '—'}</td>
              <td>
                <QuantityInput
                  label={`Quantity ${sizeLabel(s)}`}
                  value={quantities[s]}
                  onChange={(n) => setQuantities({ ...quantities, [s]: n })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <SizeChart product={product} />
      {category && (
        <p className={`ship-message ${category}`} role="status">
          {SHIP_MESSAGES[category].text}
        </p>
      )}
      <button
        type="button"
        disabled={busy || !chosen}
        onClick={() =>
          chosen &&
          onChoose({
            identifier: product.identifier,
            color: chosen.name,
            // Only the sizes this colour has (a colour switch may leave others behind).
            quantities: Object.fromEntries(sizes.map((z) => [z, quantities[z] ?? 0])),
          })
        }
      >
        {chooseLabel}
      </button>
    </section>
  );
}
