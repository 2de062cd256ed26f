import { consideredShipments } from '@platen/domain/cart/considered-shipments';
import { Checkbox } from '@/components/ui/Checkbox.tsx';
import { STANDARD_SHIPPING_METHOD } from '@platen/domain/cart/shipping-method';
import { canEnterStep } from '@platen/domain/checkout/step-guards';
import { isDesignReady } from '@platen/domain/design/design-ready';
import { allowedServices } from '@platen/domain/shipping/allowed-services';
import { shippingDisplayText } from '@platen/domain/shipping/shipping-display';
import { NO_RUSH, offeredRushes, type RushOption } from '@platen/domain/shipping/shipping-options-quote';
import { formatDate } from '@platen/domain/format/format-date';
import { formatDollars } from '@platen/domain/money/format-dollars';
import { Navigate, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/hooks/store.ts';
import { cartEdited } from '@/stores/cart-slice.ts';
import { useOptionQuotes } from './api/option-quotes.ts';
import { ShipmentServices } from './ShipmentServices.tsx';
import './checkout-shipping.css';

/**
 * Checkout, shipping method (O-2-14): per shipment only the services its address allows (restrictions and DHL
 * rules, O-5-91..101) with their estimates; "standard" clears the stored method (O-4-06/07); rush order
 * toggles off on the same value (O-4-08/09); pre-production, fold poly, send proof flip (O-4-10..12). The
 * services an address rules out are listed with their reasons in a collapsed "Why not other services?".
 */
export default function CheckoutShippingPage() {
  const cart = useAppSelector((s) => s.cart.doc)!;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const base = `/order/v2/cart/${encodeURIComponent(cart._id)}`;
  const guard = canEnterStep('SHIPPING_METHOD', cart, { isDesignReady });
  const { quotes, loading } = useOptionQuotes(cart);
  if (!guard.ok) return <Navigate replace to={`${base}/checkout`} />;
  const shipments = consideredShipments(cart);
  const f = cart.features;

  return (
    <section aria-labelledby="method-title">
      <h1 id="method-title">Shipping method</h1>
      {shipments.map((shipment, s) => {
        const { allowed, excluded } = allowedServices(shipment.address);
        const chosen = shipment.shippingMethod ?? STANDARD_SHIPPING_METHOD;
        const a = shipment.address;
        return (
          <fieldset key={shipment.id} className="ship-shipment">
            <legend>
              Shipment {s + 1}: {[a?.name, a?.city, a?.state, a?.country].filter(Boolean).join(', ')}
            </legend>
            <p className="muted">{shippingDisplayText(shipment.shippingMethod, cart.shipping)}</p>
            <ShipmentServices
              index={s + 1}
              shipmentId={shipment.id}
              services={allowed}
              chosen={chosen}
              loading={loading}
              options={quotes?.services[shipment.id] ?? null}
              onChoose={(method) =>
                dispatch(cartEdited({ type: 'chooseShippingMethod', shipmentId: shipment.id, method }))
              }
            />
            {excluded.length > 0 && (
              <details className="excluded-services">
                <summary>Why not other services?</summary>
                <ul aria-label={`Services not available for shipment ${s + 1}`}>
                  {excluded.map(({ service, reasons }) => (
                    <li key={service.code}>
                      <strong>{service.description}</strong>: {reasons.map((r) => r.message).join(' ')}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </fieldset>
        );
      })}
      <fieldset>
        <legend>Production options</legend>
        <RushChoices
          chosen={f.rushOrder ?? null}
          loading={loading}
          options={quotes?.rush ?? null}
          onChoose={(days) => dispatch(cartEdited({ type: 'chooseRushOrder', days }))}
        />
        <Checkbox
          label="Pre-production sample"
          checked={!!f.preProduction}
          onChange={() => dispatch(cartEdited({ type: 'togglePreProduction' }))}
        />
        <Checkbox
          label="Fold and poly-bag each item"
          checked={!!f.foldPoly}
          onChange={() => dispatch(cartEdited({ type: 'toggleFoldPoly' }))}
        />
        <Checkbox
          label="Send me a proof before production"
          checked={!!f.sendProof}
          onChange={() => dispatch(cartEdited({ type: 'toggleSendProof' }))}
        />
      </fieldset>
      <div className="actions">
        <button type="button" className="secondary" onClick={() => navigate(`${base}/checkout/quantity`)}>
          Back to quantities
        </button>
        <button type="button" onClick={() => navigate(`${base}/checkout/review`)}>
          Continue to review
        </button>
      </div>
    </section>
  );
}

/**
 * O-4-08/09 / O-9-22: the rush tiers that make the order due sooner, each with its fee and the date it buys; a
 * chosen rush that no longer buys time (another product or print type) is named, not charged, and can be removed.
 */
function RushChoices(props: {
  chosen: number | null;
  loading: boolean;
  options: Record<number, RushOption> | null;
  onChoose(days: number): void;
}) {
  const { chosen, options } = props;
  const offers = options ? offeredRushes(options) : [];
  const standard = options?.[NO_RUSH]?.dueDate ?? null;
  const chosenOffered = chosen == null || offers.some((o) => o.days === chosen);
  return (
    <fieldset className="actions" aria-busy={props.loading}>
      <legend>Rush order</legend>
      {!options ? (
        <p className="muted">
          {props.loading ? 'Working out what a rush would save…' : 'Rush prices are not known yet.'}
        </p>
      ) : (
        <>
          {standard && (
            <p className="muted" data-testid="standard-due">
              Without rush, due {formatDate(standard)}.
            </p>
          )}
          {offers.length === 0 && (
            <p data-testid="no-rush">No rush makes this order due any sooner, so none is offered.</p>
          )}
          {offers.map((o) => (
            <button
              key={o.days}
              type="button"
              className={chosen === o.days ? '' : 'secondary'}
              aria-pressed={chosen === o.days}
              onClick={() => props.onChoose(o.days)}
            >
              {o.days}-day · due {formatDate(o.dueDate)} · +{formatDollars(o.cents)}
            </button>
          ))}
          {!chosenOffered && chosen != null && (
            <p role="status" data-testid="rush-not-offered">
              Your {chosen}-day rush does not make this order due any sooner: it is not charged.{' '}
              <button type="button" className="secondary" onClick={() => props.onChoose(chosen)}>
                Remove rush
              </button>
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
