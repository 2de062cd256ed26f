import { formatDollars } from '@platen/domain/money/format-dollars';
import { quantityBreakLabels } from '@platen/domain/quote/editor-quote-item';
import { useId } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { Input } from '@/components/ui/Input.tsx';
import type { UnitPrice } from './use-unit-price.ts';

type LivePrice = UnitPrice & { loading: boolean };

interface PriceBarProps {
  price: LivePrice;
  /** Pieces the price is for; null while there is nothing to price. */
  pieces: number | null;
  source: 'cart' | 'stated' | null;
  onPieces(pieces: number | null): void;
  busy: boolean;
  onPreview(): void;
  onAddToCart(): void;
}

const piecesText = (n: number) => `${n} ${n === 1 ? 'piece' : 'pieces'}`;

/**
 * The editor's price bar: the pieces priced (those the cart holds, or a quantity the user states), the unit
 * price and total with the screen setup they include, and the save/add actions. At the foot of the side panel
 * on a desktop, fixed at the bottom of the screen on a phone.
 */
export function PriceBar({ price, pieces, source, onPieces, busy, onPreview, onAddToCart }: PriceBarProps) {
  const qtyId = useId();
  return (
    <section aria-labelledby="price-heading" className="editor-pricebar">
      <h2 id="price-heading" className="visually-hidden">
        Price
      </h2>
      <div className="editor-pricebar-figures">
        <Input
          label="Pieces to price"
          className="editor-pieces"
          id={qtyId}
          type="number"
          min={1}
          max={100000}
          step={1}
          inputMode="numeric"
          value={pieces ?? ''}
          aria-describedby={`${qtyId}-hint`}
          onChange={(e) => {
            const n = Math.floor(Number(e.target.value));
            onPieces(Number.isFinite(n) && n >= 1 ? Math.min(n, 100000) : null);
          }}
        />
        <div aria-live="polite" data-testid="unit-price" className="editor-live-price">
          {price.loading ? (
            <p>Price: updating…</p>
          ) : !price.amounts ? (
            <p>Price: —</p>
          ) : (
            <table className="price-amounts">
              <caption className="visually-hidden">Your price</caption>
              <tbody>
                <tr className="price-part">
                  <th scope="row">Printing</th>
                  <td data-testid="printing-price">
                    {formatDollars(price.amounts.printingCents)} for {piecesText(price.amounts.pieces)} (
                    {formatDollars(price.amounts.printingEachCents)} each)
                  </td>
                </tr>
                <tr className="price-part">
                  <th scope="row">Blanks</th>
                  <td>
                    {formatDollars(price.amounts.blanksCents)} ({formatDollars(price.amounts.blanksEachCents)}{' '}
                    each)
                  </td>
                </tr>
                <tr className="price-total">
                  <th scope="row">Total</th>
                  <td data-testid="total-price">
                    {formatDollars(price.amounts.totalCents)} for {piecesText(price.amounts.pieces)}
                  </td>
                </tr>
              </tbody>
            </table>
          )}
        </div>
      </div>
      <p id={`${qtyId}-hint`} className="muted editor-pricebar-note">
        {source === 'cart'
          ? 'The quantities your cart holds for this item.'
          : 'Your cart holds none of this item yet: change the pieces to see your price.'}
        {!price.loading && price.setupCents > 0 && (
          <span data-testid="setup-note">
            {' '}
            Includes {formatDollars(price.setupCents)} screen setup, shared over the pieces.
          </span>
        )}
      </p>
      <div className="editor-actions">
        <Button variant="secondary" disabled={busy} onClick={onPreview}>
          Save and preview mockups
        </Button>
        <Button disabled={busy} onClick={onAddToCart}>
          Add to cart
        </Button>
      </div>
    </section>
  );
}

interface PriceBreaksProps {
  price: LivePrice;
  pieces: number | null;
  /** Estimated stitches per embroidered side (empty for other print types). */
  stitches: { side: string; count: number }[];
}

/** The unit price at every quantity break of the price list, and the stitch estimate of an embroidery. */
export function PriceBreaks({ price, pieces, stitches }: PriceBreaksProps) {
  const labels = quantityBreakLabels(price.breaks.map((b) => b.min));
  const varies = new Set(price.breaks.map((b) => b.unitCents)).size > 1;
  const current = pieces === null ? -1 : price.breaks.reduce((at, b, i) => (b.min <= pieces ? i : at), -1);
  if (stitches.length === 0 && price.breaks.length === 0) return null;
  return (
    <section aria-labelledby="breaks-heading" className="price-breaks">
      <h2 id="breaks-heading">Price by quantity</h2>
      {stitches.length > 0 && (
        <p className="muted" data-testid="stitch-estimate">
          Priced by stitches:{' '}
          {stitches.map((s) => `${s.side} about ${s.count.toLocaleString('en-US')}`).join(', ')} (estimated
          from the design's size; 10,000 per location included).
        </p>
      )}
      {price.breaks.length > 0 &&
        (varies ? (
          <table className="quantity-breaks">
            <caption>Price a piece (printing and blank) by quantity</caption>
            <thead>
              <tr>
                <th scope="col">Pieces</th>
                <th scope="col">Each</th>
              </tr>
            </thead>
            <tbody>
              {price.breaks.map((b, i) => (
                <tr key={b.min} aria-current={i === current ? 'true' : undefined}>
                  <th scope="row">{labels[i]}</th>
                  <td>{b.unitCents === null ? '—' : formatDollars(b.unitCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="muted">Same unit price at any quantity.</p>
        ))}
    </section>
  );
}
