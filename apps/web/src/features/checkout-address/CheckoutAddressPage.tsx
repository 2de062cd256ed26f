import { consideredShipments } from '@platen/domain/cart/considered-shipments';
import { canEnterStep } from '@platen/domain/checkout/step-guards';
import { canAddShipment, shipmentLimitIssues } from '@platen/domain/checkout/shipment-limits';
import { isCheckoutAddressValid } from '@platen/domain/checkout/checkout-blockers';
import { isDesignReady } from '@platen/domain/design/design-ready';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { RadioGroup } from '@/components/ui/RadioGroup.tsx';
import { useAppDispatch, useAppSelector } from '@/hooks/store.ts';
import { cartEdited } from '@/stores/cart-slice.ts';
import { useAddressBookQuery, useSaveAddressMutation } from './api/address-book.ts';
import { ShipmentAddress } from './ShipmentAddress.tsx';

const SHIPPING_MODES = [
  { value: 'single', label: 'One address' },
  { value: 'multiple', label: 'Several addresses' },
] as const;

/**
 * Checkout, shipping address (O-2-12): one address or several (shippingMode, O-4-05), each checked and
 * saved; the bulk limit of 20 addresses (O-9-03); continue to quantities once every address is valid.
 */
export default function CheckoutAddressPage() {
  const cart = useAppSelector((s) => s.cart.doc)!;
  const user = useAppSelector((s) => s.user);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const blockId = useId();
  const book = useAddressBookQuery(user?.id ?? skipToken);
  const [saveAddress] = useSaveAddressMutation();
  const shipments = consideredShipments(cart);
  const base = `/order/v2/cart/${encodeURIComponent(cart._id)}`;

  // A cart reaching checkout has at least one shipment to fill in.
  const needsShipment = cart.shipments.length === 0;
  useEffect(() => {
    if (needsShipment) dispatch(cartEdited({ type: 'addShipment', shipmentId: crypto.randomUUID() }));
  }, [needsShipment, dispatch]);

  const guard = canEnterStep('SHIPPING_ADDRESS', cart, { isDesignReady });
  if (!guard.ok) return <Navigate replace to={base} />;

  // Until that shipment exists only the title shows: the form then appears below it instead of pushing
  // buttons already on screen down (a layout shift).
  if (needsShipment)
    return (
      <section aria-labelledby="address-title" aria-busy="true">
        <h1 id="address-title">Shipping address</h1>
      </section>
    );

  const missing = shipments.filter((s) => !s.address || !isCheckoutAddressValid(s.address)).length;
  const limits = shipmentLimitIssues(cart);
  const canContinue = shipments.length > 0 && missing === 0 && limits.length === 0;

  return (
    <section aria-labelledby="address-title">
      <h1 id="address-title">Shipping address</h1>
      <RadioGroup
        legend="Where does this order go?"
        name="shippingMode"
        options={SHIPPING_MODES}
        value={cart.shippingMode}
        onChange={(mode) => dispatch(cartEdited({ type: 'setShippingMode', mode }))}
      />
      {shipments.map((s, i) => (
        <ShipmentAddress
          key={s.id}
          index={i}
          shipment={s}
          book={book.data?.addresses ?? []}
          onSet={(address) => dispatch(cartEdited({ type: 'setShipmentAddress', shipmentId: s.id, address }))}
          onSaveToBook={async (address) => {
            if (!user) return;
            await saveAddress({ userId: user.id, address }).unwrap();
          }}
          onRemove={
            cart.shippingMode === 'multiple' && shipments.length > 1
              ? () => dispatch(cartEdited({ type: 'removeShipment', shipmentId: s.id }))
              : undefined
          }
        />
      ))}
      {cart.shippingMode === 'multiple' && (
        <button
          type="button"
          className="secondary"
          disabled={!canAddShipment(cart)}
          onClick={() => dispatch(cartEdited({ type: 'addShipment', shipmentId: crypto.randomUUID() }))}
        >
          Add another address
        </button>
      )}
      <div id={blockId}>
        {limits.map((l) => (
          <p key={l.message} className="error">
            {l.message}
          </p>
        ))}
        {missing > 0 && (
          <p className="muted">
            {missing === 1
              ? '1 address still needs to be filled in.'
              : `${missing} addresses still need to be filled in.`}
          </p>
        )}
      </div>
      <div className="actions">
        <button type="button" className="secondary" onClick={() => navigate(base)}>
          Back to cart
        </button>
        <button
          type="button"
          disabled={!canContinue}
          aria-describedby={canContinue ? undefined : blockId}
          onClick={() => navigate(`${base}/checkout/quantity`)}
        >
          Continue to quantities
        </button>
      </div>
    </section>
  );
}
