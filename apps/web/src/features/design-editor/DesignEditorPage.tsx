import { decodeSizeQuantities } from '@platen/domain/cart/product-quantities';
import type { Printable } from '@platen/domain/entities/entities';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useProductTagsQuery } from '@/api/print/product-tags.ts';
import { useProductQuery } from '@/api/print/products.ts';
import { useAppSelector } from '@/hooks/store.ts';
import { DesignEditor } from './DesignEditor.tsx';

export { DesignEditor };

/** The design page (/order/v2/cart/:cartId/printable/:printableId/design): loads the product, then the editor. */
export default function DesignEditorPage() {
  const { printableId = '' } = useParams();
  const [query] = useSearchParams();
  const cart = useAppSelector((s) => s.cart.doc);
  const inCart = cart?.printables.find((p) => p.id === printableId);
  // A product chosen on the product page is not in the cart yet: the query names it (and the
  // quantities typed there) until the first design change puts it in.
  const productParam = query.get('productIdentifier');
  const colorParam = query.get('color');
  const quantitiesParam = query.get('quantities');
  const chosen = useMemo<Printable | null>(
    () =>
      productParam
        ? {
            id: printableId,
            designDraftId: null,
            productIdentifier: productParam,
            color: colorParam,
            complete: false,
          }
        : null,
    [printableId, productParam, colorParam],
  );
  const quantities = useMemo(() => decodeSizeQuantities(quantitiesParam), [quantitiesParam]);
  const printable = inCart ?? chosen ?? undefined;
  const identifier = printable?.productIdentifier ?? null;
  const product = useProductQuery(identifier ?? skipToken);
  // Tags that cannot be read ban nothing (the editor still opens).
  const tags = useProductTagsQuery(identifier ?? skipToken);
  if (!cart || !printable) return <p role="alert">This printable is not in the cart.</p>;
  if (!identifier)
    return (
      <p>
        Choose a product first. <Link to={`/order/v2/cart/${cart._id}`}>Back to cart</Link>
      </p>
    );
  if (product.isError) return <p role="alert">This product could not be loaded: {product.error.message}</p>;
  if (!product.currentData || tags.isFetching) return <p aria-busy="true">Loading the product…</p>;
  const draft = cart.designDrafts.find((d) => d.id === printable.designDraftId) ?? null;
  return (
    <DesignEditor
      key={printable.id}
      printable={printable}
      product={product.currentData}
      tags={tags.currentData?.tags ?? {}}
      saved={draft}
      quantities={inCart ? undefined : quantities}
    />
  );
}
