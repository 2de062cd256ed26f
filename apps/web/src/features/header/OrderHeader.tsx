import { cartItemCount } from '@platen/domain/cart/cart-items';
import { stepIndex } from '@platen/domain/checkout/checkout-steps';
import { useEffect, useState } from 'react';
import { Link, useLocation, useMatches, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/hooks/store.ts';
import { currentStep } from '@/lib/route-step.ts';
import { useSaveCartNameMutation } from '@/api/order2/carts.ts';
import { flushCart, loadCart } from '@/stores/cart-sync-middleware.ts';
import { ExitModal } from './ExitModal.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { BrandMark } from './BrandMark.tsx';
import {
  itemCountLabel,
  logoOpensExitModal,
  MANAGER_HOME,
  PROGRESS_STEPS,
  showsCartLink,
  showsProgress,
} from './header-rules.ts';

/**
 * The ordering header (O-1-11/12, O-2-31..51): logo (exit modal or manager home), the "N items" cart link on
 * PRODUCT and DESIGN, the account menu when signed in, the four-step progress bar on the checkout
 * steps; `?headerless` hides it all. `children` go under the top row (the staff links, composed by the shell).
 */
export function OrderHeader({ children }: { children?: React.ReactNode }) {
  const matches = useMatches();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [saveCartName] = useSaveCartNameMutation();
  const user = useAppSelector((s) => s.user);
  const cart = useAppSelector((s) => s.cart.doc);
  const [exitOpen, setExitOpen] = useState(false);
  const { pathname } = useLocation();
  // Following the modal's link (or any navigation) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every path change
  useEffect(() => setExitOpen(false), [pathname]);
  if (params.has('headerless')) return null;

  const step = currentStep(matches);
  const count = cart ? cartItemCount(cart) : 0;
  const cartUrl = cart ? `/order/v2/cart/${encodeURIComponent(cart._id)}` : null;

  function onLogo(e: React.MouseEvent) {
    e.preventDefault();
    if (cart && logoOpensExitModal(count, step)) setExitOpen(true);
    else navigate(MANAGER_HOME);
  }

  return (
    <header className="shell-header">
      <div className="header-row">
        <a href={MANAGER_HOME} className="logo" aria-label="Platen home" onClick={onLogo}>
          <BrandMark />
          <span className="logo-word">Platen</span>
        </a>
        {cartUrl && showsCartLink(step) && (
          <Link to={cartUrl} className="cart-link">
            <svg className="cart-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2M10 21h.01M17 21h.01"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {itemCountLabel(count)}
          </Link>
        )}
        <span className="user">
          {user ? (
            <>
              <Link to={MANAGER_HOME} className="user-name">
                {user.name}
              </Link>
              <AccountMenu name={user.name} email={user.email} />
            </>
          ) : (
            <Link to="/auth/login" className="sign-in-link">
              Sign in
            </Link>
          )}
        </span>
      </div>
      {children}
      {showsProgress(step) && step && (
        <nav aria-label="Checkout progress">
          <ol className="progress">
            {PROGRESS_STEPS.map((p) => (
              <li
                key={p.step}
                aria-current={p.step === step ? 'step' : undefined}
                className={stepIndex(p.step) < stepIndex(step) ? 'done' : p.step === step ? 'current' : ''}
              >
                {p.label}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {exitOpen && cart && (
        <ExitModal
          cart={cart}
          onSave={async (name) => {
            // Unsent edits first, then the name (which also marks the cart saved), then the new version.
            if (!((await dispatch(flushCart())) as unknown as boolean)) return false;
            try {
              await saveCartName({ cartId: cart._id, po: name.trim() }).unwrap();
            } catch {
              return false;
            }
            await dispatch(loadCart({ cartId: cart._id, force: true }));
            return true;
          }}
          onReturnToCart={() => {
            setExitOpen(false);
            if (cartUrl) navigate(cartUrl);
          }}
          onExit={() => {
            setExitOpen(false);
            navigate(MANAGER_HOME);
          }}
        />
      )}
    </header>
  );
}
