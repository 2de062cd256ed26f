import { consideredShipments } from '@platen/domain/cart/considered-shipments';
import { canEnterStep } from '@platen/domain/checkout/step-guards';
import { isDesignReady } from '@platen/domain/design/design-ready';
import type { Shipment } from '@platen/domain/entities/entities';
import { formatDate } from '@platen/domain/format/format-date';
import { formatDollars } from '@platen/domain/money/format-dollars';
import { buildQuoteRequest, type QuoteItemRef } from '@platen/domain/quote/build-quote-request';
import { orderIssueMessages } from '@platen/domain/quote/order-issues';
import { quoteIssueMessages } from '@platen/domain/quote/quote-issues';
import { quoteResult } from '@platen/domain/quote/quote-result';
import { quoteErrorMessages } from '@platen/domain/quote/quote-state';
import { quoteWarningMessages } from '@platen/domain/quote/quote-warnings';
import { reviewShipments } from '@platen/domain/quote/review-lines';
import { shippingDisplayText } from '@platen/domain/shipping/shipping-display';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector, useAppStore } from '@/hooks/store.ts';
import { type ApiError, isServerAnswer } from '@/api/base-api.ts';
import { type QuoteBulkResponse, quoteApi } from '@/api/print/quote.ts';
import { flushCart, loadCart } from '@/stores/cart-sync-middleware.ts';
import { messagePushed, pushMessage } from '@/stores/message-center-slice.ts';
import { quoteAction } from '@/stores/quote-slice.ts';
import { removeQuoteRemovals } from '@/stores/quote-removals.ts';
import { usePlaceOrderMutation } from './api/place-order.ts';
import { orderingFlowPolicy } from '@platen/domain/procurement/punchout';
import { mockupThumbnail } from '@/lib/mockup-thumbnail.ts';
import { useProductNames } from '@/api/print/product-names.ts';
import { useFundingQuery, usePaymentOptionsQuery } from '@/api/billing/payments.ts';
import { ReviewCoupon } from './ReviewCoupon.tsx';
import type { CartCoupon } from './api/cart-coupon.ts';
import './checkout-review.css';

type ReviewLineView = ReturnType<typeof reviewShipments>[number]['lines'][number];

const oneLine = (s: Shipment) =>
  [s.address?.name, s.address?.address1, s.address?.city, s.address?.state, s.address?.zip]
    .filter(Boolean)
    .join(', ');

/**
 * Checkout, review (O-2-15): the quote breakdown per shipment in dollars with 2 decimals (O-9-25), SLA and due
 * date MM/DD/YYYY (O-9-27), quote warnings and order issues as messages (O-5-77..87), then place the order
 * with an idempotency key so a double click places one order.
 */
export default function ReviewPage() {
  const cart = useAppSelector((s) => s.cart.doc)!;
  const version = useAppSelector((s) => s.cart.version);
  const quote = useAppSelector((s) => s.quote);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<{ data: QuoteBulkResponse; refs: QuoteItemRef[] } | null>(null);
  const [placing, setPlacing] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [coupon, setCoupon] = useState<NonNullable<CartCoupon['coupon']> | null>(null);
  const key = useRef<string>(crypto.randomUUID());
  const base = `/order/v2/cart/${encodeURIComponent(cart._id)}`;
  const [placeOrder] = usePlaceOrderMutation();
  // O-6-02: a Coupa buyer's checkout returns the cart to Coupa instead of placing it.
  const flow = orderingFlowPolicy(cart.features);
  const guard = canEnterStep('REVIEW', cart, { isDesignReady });
  const products = useProductNames([
    ...new Set(cart.printables.map((p) => p.productIdentifier).filter((x): x is string => !!x)),
  ]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-quote when the synced cart changes
  useEffect(() => {
    if (!guard.ok) return;
    const built = buildQuoteRequest(cart, { isDesignReady });
    // O-5-75: zero-quantity items leave their shipments (a cart edit, synced; the next version re-quotes).
    removeQuoteRemovals(dispatch, built.removals);
    let live = true;
    dispatch(quoteAction({ type: 'quoteRequested' }));
    dispatch(quoteApi.endpoints.quoteBulk.initiate(built.request, { subscribe: false, forceRefetch: true }))
      .unwrap()
      .then(
        (data) => {
          if (!live) return;
          setAnswer({ data, refs: built.refs });
          dispatch(
            quoteAction({
              type: 'orderQuoteSucceeded',
              result: quoteResult(
                { ...data, facilities: data.facilities.filter((f): f is string => f !== null) },
                built.request.items,
                built.refs,
              ),
            }),
          );
          const shown = store.getState().messageCenter;
          for (const m of [
            ...quoteWarningMessages(data.warnings, shown),
            ...orderIssueMessages(data.orderIssues),
            ...quoteIssueMessages(data.issues),
          ])
            dispatch(messagePushed(m));
        },
        (err: ApiError) => {
          if (!live) return;
          dispatch(quoteAction({ type: 'quoteFailed', error: err.message }));
          for (const m of quoteErrorMessages(isServerAnswer(err) ? (err.body as object) : null))
            dispatch(messagePushed(m));
          if (!isServerAnswer(err)) dispatch(pushMessage('global', err.message || 'The quote failed.'));
        },
      );
    return () => {
      live = false;
    };
  }, [version, cart._id]);

  // Say before placing how the order will be paid (domain billing/payments orderFunding).
  // A coupon's discount is its own line; the total shown, paid and placed is net of it (docs/decisions/coupons.md).
  const discount = coupon && !coupon.problem ? coupon.discountCents : 0;
  const quoted = answer ? answer.data.totals.total - discount : undefined;
  const funding = useFundingQuery(quoted !== undefined ? { total: quoted } : skipToken).data;
  const payOptions = usePaymentOptionsQuery(funding?.kind === 'needs-payment' ? undefined : skipToken).data;
  const payByCard = funding?.kind === 'needs-payment' && !!payOptions?.card;

  if (!guard.ok) return <Navigate replace to={`${base}/checkout`} />;
  const shipments = consideredShipments(cart);
  const byId = products.names;
  const lines = answer
    ? new Map(reviewShipments(cart, answer.refs, answer.data, (id) => byId[id]).map((r) => [r.shipmentId, r]))
    : new Map<string, ReturnType<typeof reviewShipments>[number]>();
  const drafts = new Map(cart.designDrafts.map((d) => [d.id, d]));
  const printables = new Map(cart.printables.map((p) => [p.id, p]));
  const totals = answer?.data.totals;
  // The order total by label (every fee by name), summed over the lines the page lists.
  const byLabel = new Map<string, number>();
  for (const r of lines.values())
    for (const l of r.lines)
      for (const a of l.amounts) byLabel.set(a.label, (byLabel.get(a.label) ?? 0) + a.cents);
  const due = answer?.data.dueDate ? formatDate(answer.data.dueDate) : null;

  async function punchOut() {
    if (placing) return;
    setPlacing(true);
    setPlaceError(null);
    try {
      if (!((await dispatch(flushCart())) as unknown as boolean))
        throw new Error('Your latest changes are not saved yet.');
      // The server's hand-off page posts the priced cart to Coupa (the app's own CSP posts forms here only).
      window.location.assign(`/coupa/punchout/cart/${encodeURIComponent(cart._id)}`);
    } catch (err) {
      setPlaceError((err as Partial<ApiError>).message || 'The cart could not be returned to Coupa.');
      setPlacing(false);
    }
  }

  async function order() {
    if (!flow.placesOrder) return punchOut();
    if (placing) return;
    setPlacing(true);
    setPlaceError(null);
    try {
      if (!((await dispatch(flushCart())) as unknown as boolean))
        throw new Error('Your latest changes are not saved yet.');
      const { orderId } = await placeOrder({ cartId: cart._id, idempotencyKey: key.current }).unwrap();
      // Land on confirmation (its chunk loads first) before the ordered cart arrives, so O-2-29's redirect
      // does not replace the order id in the URL.
      const next = new URLSearchParams({ orderId, ...(payByCard ? { pay: 'card' } : {}) });
      await navigate(`${base}/confirmation?${next}`, { replace: true });
      dispatch(loadCart({ cartId: cart._id, force: true }));
    } catch (err) {
      const e = err as Partial<ApiError>;
      if (e.status === 409 && /already ordered/i.test(e.message ?? '')) {
        navigate(`${base}/confirmation`, { replace: true });
        return;
      }
      setPlaceError(e.message || 'The order could not be placed.');
      setPlacing(false);
    }
  }

  return (
    <section aria-labelledby="review-title">
      <h1 id="review-title">Review your order</h1>
      {quote.loading && !answer && <p aria-busy="true">Pricing your order…</p>}
      {shipments.map((s, i) => {
        const sla = quote.sla[s.id];
        return (
          <section key={s.id} aria-labelledby={`ship-${s.id}`} className="card">
            <h2 id={`ship-${s.id}`}>
              Shipment {i + 1}: {oneLine(s)}
            </h2>
            <p className="muted">{shippingDisplayText(s.shippingMethod, cart.shipping)}</p>
            {sla != null && <p>Production time: {sla < 0 ? 'to be confirmed' : `${sla} business days`}</p>}
            {lines.get(s.id)?.lines.map((line: ReviewLineView) => {
              const printable = printables.get(line.printableId);
              const draft = printable?.designDraftId ? drafts.get(printable.designDraftId) : undefined;
              const thumb = printable ? mockupThumbnail(printable, draft) : null;
              const title = `${line.productName}, ${line.color}`;
              return (
                <article key={line.printableId} aria-label={title} className="review-line">
                  {thumb ? (
                    <img
                      src={thumb}
                      alt={`Mockup of ${title}`}
                      width={72}
                      height={72}
                      loading="lazy"
                      className="review-line-thumb"
                    />
                  ) : (
                    <div className="thumb-placeholder review-line-thumb" aria-hidden="true" />
                  )}
                  <div className="review-line-body">
                    <h3>{line.productName}</h3>
                    <p>
                      {line.color} · {line.sizes.map((z) => `${z.label} × ${z.quantity}`).join(', ')} ·{' '}
                      {line.pieces} {line.pieces === 1 ? 'piece' : 'pieces'}
                    </p>
                    <table className="totals">
                      <caption className="visually-hidden">Price of {title}</caption>
                      <tbody>
                        {line.amounts.map((a) => (
                          <tr key={a.label}>
                            <th scope="row">
                              {a.label}
                              {a.label === 'Printing' && line.setupCents > 0
                                ? ` (includes ${formatDollars(line.setupCents)} screen setup)`
                                : ''}
                            </th>
                            <td>{formatDollars(a.cents)}</td>
                          </tr>
                        ))}
                        <tr>
                          <th scope="row">Line total</th>
                          <td data-testid="line-total">{formatDollars(line.total)}</td>
                        </tr>
                      </tbody>
                    </table>
                  </div>
                </article>
              );
            })}
            {lines.get(s.id) && (
              <p>
                Shipment {i + 1} total: <strong>{formatDollars(lines.get(s.id)!.total)}</strong>
              </p>
            )}
          </section>
        );
      })}
      {totals && (
        <section aria-labelledby="total-title" className="card">
          <h2 id="total-title">Order total</h2>
          <table className="totals">
            <tbody>
              {[...byLabel].map(([label, cents]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{formatDollars(cents)}</td>
                </tr>
              ))}
              {discount > 0 && coupon && (
                <tr>
                  <th scope="row">{coupon.label}</th>
                  <td data-testid="coupon-discount">−{formatDollars(discount)}</td>
                </tr>
              )}
              <tr>
                <th scope="row">Total</th>
                <td>
                  <strong data-testid="order-total">{formatDollars(totals.total - discount)}</strong>
                </td>
              </tr>
            </tbody>
          </table>
          {due && <p>Due date: {due}</p>}
        </section>
      )}
      {answer && flow.collectsPayment && (
        <ReviewCoupon cartId={cart._id} version={version} onLine={setCoupon} />
      )}
      {!flow.collectsPayment && (
        <section aria-labelledby="payment-title" className="card">
          <h2 id="payment-title">Approval and payment</h2>
          <p data-testid="funding">
            Your cart goes back to Coupa with these prices. Your company approves it there and sends the
            purchase order; it is invoiced on your company's terms.
          </p>
        </section>
      )}
      {funding && flow.collectsPayment && (
        <section aria-labelledby="payment-title" className="card">
          <h2 id="payment-title">Payment</h2>
          <p data-testid="funding">{funding.sentence}</p>
          {funding.kind === 'needs-payment' && (
            <p className="muted">
              {payByCard
                ? 'You pay by card right after placing; or place it and pay by bank transfer or check from the confirmation page.'
                : 'After placing, the confirmation page shows how to pay by bank transfer or check.'}
            </p>
          )}
        </section>
      )}
      {placeError && (
        <p role="alert" className="error">
          {placeError}
        </p>
      )}
      <div className="actions">
        <button
          type="button"
          className="secondary"
          onClick={() => navigate(`${base}/checkout/shippingMethod`)}
        >
          Back to shipping method
        </button>
        <button type="button" disabled={placing || !answer} onClick={() => void order()}>
          {!flow.placesOrder
            ? placing
              ? 'Returning your cart to Coupa…'
              : 'Return cart to Coupa'
            : placing
              ? 'Placing your order…'
              : payByCard && funding
                ? `Pay ${formatDollars(funding.amount)} now and place the order`
                : 'Place order'}
        </button>
      </div>
    </section>
  );
}
