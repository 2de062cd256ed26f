import { saveQuoteName } from '@platen/domain/cart/save-quote-name';
import { Input } from '@/components/ui/Input.tsx';
import { CART_NAME_MAX_LENGTH } from '@platen/domain/cart/save-quote-name';
import type { Cart } from '@platen/domain/entities/entities';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EXIT_TEXTS, draftsUrl } from './header-rules.ts';

export interface ExitModalProps {
  cart: Cart;
  /** Saves the name into the cart and syncs it; resolves true once the server has it. */
  onSave(name: string): Promise<boolean>;
  onReturnToCart(): void;
  onExit(): void;
}

/**
 * The exit modal (O-2-45..51, decisions in docs/decisions/header-exit-modal.md): texts verbatim; save names
 * the cart (O-4-20 decides blank names) and then links to the manager's drafts for this cart as a quote.
 */
export function ExitModal({ cart, onSave, onReturnToCart, onExit }: ExitModalProps) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(cart.po ?? '');
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => input.current?.focus(), []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = saveQuoteName(cart, { name });
    if (result.savePromptOpen) {
      setError('Enter a name for your cart.');
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const ok = await onSave(name);
    setBusy(false);
    if (ok) setSaved(result.cart.po);
    else setError('The cart could not be saved right now. Please try again.');
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape') onReturnToCart();
    if (e.key === 'Tab') {
      // Keep focus inside the modal.
      const items = [
        ...(e.currentTarget as HTMLElement).querySelectorAll<HTMLElement>('input, button, a[href]'),
      ];
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    }
  }

  return (
    <div className="modal-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="modal" onKeyDown={onKeyDown}>
        <h2 id={titleId}>{EXIT_TEXTS.title}</h2>
        {!cart.po && !saved && <p>{EXIT_TEXTS.unnamed}</p>}
        {saved ? (
          <p role="status">
            {EXIT_TEXTS.saved(saved)} <Link to={draftsUrl(cart._id)}>See it in your saved carts</Link>
          </p>
        ) : (
          <form onSubmit={submit} noValidate>
            <Input
              label="Cart name"
              ref={input}
              name="cartName"
              value={name}
              maxLength={CART_NAME_MAX_LENGTH}
              onChange={(e) => setName(e.target.value)}
              error={error}
            />
            <button type="submit" disabled={busy}>
              {EXIT_TEXTS.save}
            </button>
          </form>
        )}
        <div className="modal-actions">
          <button type="button" className="secondary" onClick={onReturnToCart}>
            {EXIT_TEXTS.returnToCart}
          </button>
          <button type="button" className="secondary" onClick={onExit}>
            {EXIT_TEXTS.exit}
          </button>
        </div>
      </div>
    </div>
  );
}
