import { picturePath, pictureSrcset } from '@platen/domain/site/site-pages';

/**
 * A catalogue product's picture in one of its colours: the public site's pictures (`/catalog/images/...`, the
 * mockup renderer's drawing, cached), WebP at the width the box needs. A fixed square box (the picture
 * contained in it at its own aspect; `.product-thumb` in styles.css), so nothing moves when it arrives; lazy
 * unless it is among the first, and then asked for first.
 */
export function ProductThumb({
  identifier,
  colour,
  name,
  size,
  eager = false,
  className,
}: {
  identifier: string;
  colour: string;
  /** The product's name, for the alt text "NAME in COLOUR". */
  name: string;
  /** Box side in CSS pixels: 96 (cart) or 160 (catalogue). */
  size: 96 | 160;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      className={`product-thumb product-thumb-${size}${className ? ` ${className}` : ''}`}
      src={picturePath(identifier, colour, 320)}
      srcSet={pictureSrcset(identifier, colour)}
      sizes={`${size}px`}
      width={size}
      height={size}
      alt={`${name} in ${colour}`}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'sync' : 'async'}
    />
  );
}
