import type { CatalogProduct } from '@/api/print/products.ts';

const SIDE_NAMES: Record<string, string> = { front: 'front', back: 'back' };

/**
 * The product's picture in the chosen colour: the server's drawing of each side it has of front and
 * back, at its own aspect ratio (a mug is wide, a case tall).
 */
export function ProductPicture({ product, color }: { product: CatalogProduct; color: string }) {
  const entry = product.templates.colors.find((c) => c.name === color) ?? product.templates.colors[0];
  const sides = Object.keys(SIDE_NAMES).filter((s) => entry?.templates[s]);
  if (!entry || !sides.length) return null;
  return (
    <div className="product-picture">
      {sides.map((side) => (
        <img
          key={side}
          src={entry.templates[side]}
          alt={`${product.name} in ${entry.name}, ${SIDE_NAMES[side]}`}
          width={260}
          loading="lazy"
        />
      ))}
    </div>
  );
}
