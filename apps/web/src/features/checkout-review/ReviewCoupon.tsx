import { formatDollars } from '@platen/domain/money/format-dollars';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { Input } from '@/components/ui/Input.tsx';
import {
  type CartCoupon,
  useApplyCartCouponMutation,
  useCartCouponQuery,
  useRemoveCartCouponMutation,
} from './api/cart-coupon.ts';
import './checkout-review.css';

/**
 * The review's coupon code field (docs/decisions/coupons.md): the server checks the code against the cart and
 * answers its discount line or the sentence why not (unknown, expired, below minimum, used up, not for these
 * products). Tells the review the coupon's line so the order total shows net of it.
 */
export function ReviewCoupon(p: {
  cartId: string;
  version: number;
  onLine(line: NonNullable<CartCoupon['coupon']> | null): void;
}) {
  const current = useCartCouponQuery({ cartId: p.cartId, version: p.version });
  const [apply, applying] = useApplyCartCouponMutation();
  const [remove] = useRemoveCartCouponMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const line = current.data?.coupon ?? null;
  const { onLine } = p;
  useEffect(() => onLine(line), [line, onLine]);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await apply({ cartId: p.cartId, code }).unwrap();
      setCode('');
      current.refetch();
    } catch (err) {
      setError((err as { message?: string }).message ?? 'The coupon could not be applied.');
    }
  };
  const drop = async () => {
    await remove({ cartId: p.cartId }).unwrap();
    current.refetch();
  };
  return (
    <section aria-labelledby="coupon-title" className="card">
      <h2 id="coupon-title">Coupon</h2>
      {line ? (
        <>
          <p data-testid="coupon-line">
            {line.label}: <strong>−{formatDollars(line.discountCents)}</strong>
          </p>
          {line.problem && (
            <p role="alert" className="error">
              {line.problem}
            </p>
          )}
          <Button type="button" variant="secondary" size="sm" onClick={() => void drop()}>
            Remove coupon {line.code}
          </Button>
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="review-coupon-form">
          <Input
            label="Coupon code"
            value={code}
            autoComplete="off"
            onChange={(e) => setCode(e.target.value)}
            error={error ?? undefined}
          />
          <Button type="submit" variant="secondary" disabled={applying.isLoading || code.trim() === ''}>
            Apply
          </Button>
        </form>
      )}
    </section>
  );
}
