import type { CSSProperties } from 'react';
import { picturePath, pictureSrcset } from '@platen/domain/site/site-pages';

/**
 * A catalogue product's picture in one of its colours: the public site's pictures (`/catalog/images/...`, the
 * mockup renderer's drawing, cached), WebP at the width the box needs. A fixed square box (the picture
 * contained in it at its own aspect), so nothing moves when it arrives; lazy unless it is among the first.
 */
export function ProductThumb({
  identifier,
  colour,
  name,
  size,
  eager = false,
  style,
}: {
  identifier: string;
  colour: string;
  /** The product's name, for the alt text "NAME in COLOUR". */
  name: string;
  /** Box side in CSS pixels. */
  size: number;
  eager?: boolean;
  style?: CSSProperties;
}) {
  return (
    <img
      className="product-thumb"
      src={picturePath(identifier, colour, 320)}
      srcSet={pictureSrcset(identifier, colour)}
      sizes={`${size}px`}
      width={size}
      height={size}
      alt={`${name} in ${colour}`}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={{
        width: size,
        height: size,
        objectFit: 'contain',
        display: 'block',
        background: 'var(--picture-bg)',
        borderRadius: 'var(--radius)',
        flex: 'none',
        ...style,
      }}
    />
  );
}
