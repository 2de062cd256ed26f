import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAppSelector } from '@/hooks/store.ts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useProductQuery } from '@/api/print/products.ts';
import { mockupUrl } from './mockup-url.ts';

/**
 * The mockup page: the server-rendered mockup of the saved design on every side and every colour the cart
 * orders it in (printables sharing the draft), each zoomable and downloadable.
 */
export default function MockupPage() {
  const { cartId = '', printableId = '' } = useParams();
  const cart = useAppSelector((s) => s.cart.doc);
  const printable = cart?.printables.find((p) => p.id === printableId);
  const draft = cart?.designDrafts.find((d) => d.id === printable?.designDraftId);
  const identifier = printable?.productIdentifier ?? null;
  const product = useProductQuery(identifier ?? skipToken).currentData;
  const [zoom, setZoom] = useState<string | null>(null);
  const designPath = `/order/v2/cart/${encodeURIComponent(cartId)}/printable/${encodeURIComponent(printableId)}/design`;
  if (!printable || !identifier) return <p role="alert">This printable is not in the cart.</p>;
  if (!draft?.designId)
    return (
      <p role="alert">
        Save the design first. <Link to={designPath}>Back to the design</Link>
      </p>
    );
  if (!product) return <p aria-busy="true">Loading mockups…</p>;
  const colours = [
    ...new Set(
      (cart?.printables ?? [])
        .filter((p) => p.designDraftId === draft.id && p.productIdentifier === identifier)
        .map((p) => p.color ?? ''),
    ),
  ].filter(Boolean);
  const sides = Object.keys(product.printAreas).filter((k) => (draft.sides[k]?.elements.length ?? 0) > 0);
  return (
    <section aria-labelledby="mockup-heading">
      <h1 id="mockup-heading">Mockups of your {product.name}</h1>
      <p>
        <Link to={designPath}>Back to the design</Link>
      </p>
      <ul className="mockups">
        {colours.flatMap((color) =>
          sides.map((side) => {
            const url = mockupUrl(draft.designId ?? '', identifier, color, side);
            const zoomed = zoom === url;
            return (
              <li key={url}>
                <figure>
                  <button
                    type="button"
                    className="link-button"
                    aria-pressed={zoomed}
                    onClick={() => setZoom(zoomed ? null : url)}
                  >
                    <img src={url} alt={`Mockup ${side} in ${color}`} width={zoomed ? 600 : 300} />
                  </button>
                  <figcaption>
                    {side} · {color} ·{' '}
                    <a href={url} download={`${identifier}-${color}-${side}.png`}>
                      Download
                    </a>
                  </figcaption>
                </figure>
              </li>
            );
          }),
        )}
      </ul>
    </section>
  );
}
