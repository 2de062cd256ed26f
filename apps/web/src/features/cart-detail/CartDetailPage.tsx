import { cardPicture } from '@platen/domain/cart/card-picture';
import { cartItems } from '@platen/domain/cart/cart-items';
import { isCartValid } from '@platen/domain/cart/cart-validity';
import { canEnterStep } from '@platen/domain/checkout/step-guards';
import { designReadyIssues, isDesignReady } from '@platen/domain/design/design-ready';
import type { Printable } from '@platen/domain/entities/entities';
import { GLOBAL_MESSAGES } from '@platen/domain/message-center/global-messages';
import { flag } from '@platen/domain/printable-params/printable-params';
import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/hooks/store.ts';
import { cartEdited } from '@/stores/cart-slice.ts';
import { pushMessage } from '@/stores/message-center-slice.ts';
import { ProductThumb } from '@/components/ProductThumb.tsx';
import { designMockup, mockupThumbnail } from '@/lib/mockup-thumbnail.ts';
import { useProductNames } from '@/api/print/product-names.ts';
import { productDisplayName } from '@platen/domain/quote/review-lines';

/**
 * Cart detail (O-2-06): the printables with their design state; edit (design page), duplicate, remove (also
 * from every shipment, O-4-17), complete (O-4-14, only with a ready design, O-8-04); what blocks checkout.
 */
export default function CartDetailPage() {
  const cart = useAppSelector((s) => s.cart.doc)!;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const blockId = useId();
  const [query] = useSearchParams();
  // O-2-19 preventPrintableEdit: the printables are used as they are; no design edit or duplicate controls.
  const locked = flag(query, 'preventPrintableEdit');
  const base = `/order/v2/cart/${encodeURIComponent(cart._id)}`;
  const drafts = new Map(cart.designDrafts.map((d) => [d.id, d]));
  const guard = canEnterStep('SHIPPING_ADDRESS', cart, { isDesignReady });
  const incomplete = cart.printables.filter((p) => !p.complete);
  const names = useProductNames([
    ...new Set(cart.printables.map((p) => p.productIdentifier).filter((x): x is string => !!x)),
  ]);
  // Product names, never identifiers.
  const nameOf = (p: Printable) => {
    const product = p.productIdentifier ? names.names[p.productIdentifier] : undefined;
    return product ? productDisplayName(product) : p.productIdentifier ? 'Product' : null;
  };

  const ready = (p: Printable) => {
    const d = p.designDraftId ? drafts.get(p.designDraftId) : undefined;
    return d ? isDesignReady(d) : false;
  };

  function complete(p: Printable) {
    if (!ready(p)) dispatch(pushMessage('global', GLOBAL_MESSAGES.designNotReady));
    else dispatch(cartEdited({ type: 'completePrintable', printableId: p.id }));
  }

  function duplicate(p: Printable) {
    const { complete: _c, ...rest } = p;
    dispatch(
      cartEdited({
        type: 'createPrintable',
        printable: {
          ...rest,
          id: crypto.randomUUID(),
          databasePrintableId: null,
          databasePrintableName: null,
        },
      }),
    );
  }

  return (
    <section aria-labelledby="cart-title">
      <h1 id="cart-title">Shopping cart{cart.po ? `: ${cart.po}` : ''}</h1>
      <p>
        {cartItems(cart).length} of {cart.printables.length} products ready to order.{' '}
        <Link to={`${base}/printable${locked ? '?preventPrintableEdit=true' : ''}`}>Add a product</Link>
      </p>
      {cart.printables.length === 0 ? (
        <p>Your cart is empty. Pick a product from the catalogue to start.</p>
      ) : (
        <ul className="card-list">
          {cart.printables.map((p, i) => {
            const draft = p.designDraftId ? drafts.get(p.designDraftId) : undefined;
            const issues = draft ? designReadyIssues(draft) : [];
            const title = p.databasePrintableName ?? draft?.name ?? nameOf(p) ?? 'Product';
            // The saved design on the product; else the product's picture in its colour; else the artwork.
            const picture = cardPicture(p, draft);
            const thumb = designMockup(p, draft) ?? mockupThumbnail(p, draft);
            return (
              <li key={p.id} className="card printable-card" aria-label={title}>
                {picture?.kind === 'product' ? (
                  <ProductThumb
                    identifier={picture.productIdentifier}
                    colour={picture.color}
                    name={nameOf(p) ?? 'Product'}
                    size={96}
                    eager={i === 0}
                  />
                ) : thumb ? (
                  <img src={thumb} alt={`Mockup of ${title}`} width={96} height={96} loading="lazy" />
                ) : (
                  <div className="thumb-placeholder" aria-hidden="true" />
                )}
                <div>
                  <h2>{title}</h2>
                  <p>
                    {nameOf(p) ?? 'No product chosen'}
                    {p.color ? ` · ${p.color}` : ''}
                  </p>
                  <p className={p.complete ? 'ok' : 'warning'}>
                    {p.complete
                      ? 'In the order'
                      : !draft
                        ? 'Not designed yet'
                        : issues.length
                          ? `Design not finished: ${issues[0]?.message ?? ''}`
                          : 'Design ready: add it to the order'}
                  </p>
                  <div className="actions">
                    {!locked && (
                      <Link to={`${base}/printable/${encodeURIComponent(p.id)}/design`}>Edit design</Link>
                    )}
                    {!p.complete && (
                      <button type="button" onClick={() => complete(p)}>
                        Add to order
                      </button>
                    )}
                    {!locked && (
                      <button type="button" className="secondary" onClick={() => duplicate(p)}>
                        Duplicate
                      </button>
                    )}
                    <button
                      type="button"
                      className="secondary"
                      onClick={() => dispatch(cartEdited({ type: 'removePrintable', printableId: p.id }))}
                    >
                      Remove
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {!isCartValid(cart, isDesignReady) && (
        <div id={blockId} className="blockers">
          <p>Checkout is not possible yet:</p>
          <ul>
            {!guard.ok && guard.issues.map((i) => <li key={i.message}>{i.message}</li>)}
            {incomplete.length > 0 && <li>{incomplete.length} product(s) are not added to the order.</li>}
          </ul>
        </div>
      )}
      <button
        type="button"
        disabled={!guard.ok}
        aria-describedby={guard.ok ? undefined : blockId}
        onClick={() => navigate(`${base}/checkout`)}
      >
        Continue to shipping
      </button>
    </section>
  );
}
