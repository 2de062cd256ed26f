import { MAX_QUANTITY_PER_SIZE, QUANTITY_MESSAGES, readQuantity } from '@platen/domain/cart/quantity-limits';
import { useId, useState } from 'react';

/**
 * One size's quantity field: what the user types is read with the domain's limits as they type; a
 * value the cart cannot hold stays in the field, marked invalid with its message, and is never handed on (so
 * nothing the server would refuse is sent). A valid value goes to `onChange` at once.
 */
export function QuantityInput({
  value,
  onChange,
  label,
  describedBy,
  onPaste,
}: {
  value: number | undefined;
  onChange(quantity: number): void;
  label: string;
  describedBy?: string;
  onPaste?: React.ClipboardEventHandler<HTMLInputElement>;
}) {
  const errorId = useId();
  // The refused text and its message; null while the field shows the stored value.
  const [refused, setRefused] = useState<{ text: string; message: string } | null>(null);
  const described = [refused ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <span className="quantity-field">
      <input
        type="number"
        min={0}
        max={MAX_QUANTITY_PER_SIZE}
        step={1}
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        aria-invalid={refused ? true : undefined}
        aria-describedby={described}
        value={refused ? refused.text : value ? String(value) : ''}
        placeholder="0"
        size={6}
        onPaste={onPaste}
        onChange={(e) => {
          // A number field reports text it cannot read as '' with badInput: that is not 0.
          const read = e.target.validity?.badInput
            ? ({ ok: false, message: QUANTITY_MESSAGES.notWhole } as const)
            : readQuantity(e.target.value);
          if (!read.ok) {
            setRefused({ text: e.target.value, message: read.message });
            return;
          }
          setRefused(null);
          onChange(read.quantity);
        }}
      />
      {refused && (
        <span id={errorId} className="error field-error" role="alert">
          {refused.message}
        </span>
      )}
    </span>
  );
}
