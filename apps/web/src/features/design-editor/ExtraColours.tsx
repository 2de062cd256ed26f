import type { DesignDraft, Printable } from '@platen/domain/entities/entities';
import { Input } from '@/components/ui/Input.tsx';
import { Checkbox } from '@/components/ui/Checkbox.tsx';
import { sequentialPrintableRequests } from '@platen/domain/design-save/sequential-printable-requests';
import { GLOBAL_MESSAGES } from '@platen/domain/message-center/global-messages';
import { floorSizePrices } from '@platen/domain/money/size-prices';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/hooks/store.ts';
import { cartEdited } from '@/stores/cart-slice.ts';
import { pushMessage } from '@/stores/message-center-slice.ts';
import { useCreatePrintableMutation } from './api/editor-api.ts';

/** Manager's list of saved printables (O-2-30). */
export const MANAGER_PRINTABLES = '/manager/v2/printables';

interface Props {
  printable: Printable;
  draft: DesignDraft;
  colours: readonly { name: string; hex: string }[];
  sizes: readonly string[];
  /** Saves the design when needed and returns its id (null when saving failed). */
  save(): Promise<string | null>;
}

/**
 * Extra colours (O-4-18/19: one cloned printable per new colour) and "save as a printable": one database
 * printable per colour, sent one at a time (O-7-17, O-7-18), then the manager's printable list (O-2-30).
 */
export function ExtraColours({ printable, draft, colours, sizes, save }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const cart = useAppSelector((s) => s.cart.doc);
  const [createPrintable] = useCreatePrintableMutation();
  const [name, setName] = useState('');
  const [price, setPrice] = useState('20.00');
  const [busy, setBusy] = useState(false);
  const taken = new Set(
    (cart?.printables ?? [])
      .filter((p) => p.designDraftId === draft.id && p.productIdentifier === printable.productIdentifier)
      .map((p) => (p.color ?? '').toLowerCase()),
  );
  const dollars = Number(price.replace(/[$,\s]/g, ''));
  const priceError =
    price.trim() === '' || !Number.isFinite(dollars) || dollars < 0
      ? 'Enter a price per piece in dollars, like 20.00.'
      : null;
  const saveAsPrintable = async () => {
    if (priceError) return;
    setBusy(true);
    const designId = await save();
    if (!designId) return setBusy(false);
    // O-7-18: one request per colour, each after the previous answered; the first failure stops the rest.
    const names = [...taken].map(
      (color) => colours.find((c) => c.name.toLowerCase() === color)?.name ?? color,
    );
    const outcome = await sequentialPrintableRequests(names, (colour) =>
      createPrintable({
        name: name.trim(),
        designId,
        product: { identifier: printable.productIdentifier ?? '', color: colour },
        // O-9-26: size prices in whole cents, floored (19.999 -> 1999).
        sizePrices: floorSizePrices(sizes.map((size) => ({ size, price: dollars * 100 }))),
        minQuantity: 1,
      }).unwrap(),
    );
    setBusy(false);
    if (outcome.ok) navigate(MANAGER_PRINTABLES);
    else dispatch(pushMessage('global', GLOBAL_MESSAGES.printableCreateFailed));
  };
  return (
    <>
      <fieldset>
        <legend>Colours</legend>
        {colours.map((c) => (
          <Checkbox
            key={c.name}
            label={c.name}
            checked={taken.has(c.name.toLowerCase())}
            disabled={taken.has(c.name.toLowerCase())}
            onChange={() =>
              dispatch(cartEdited({ type: 'addExtraColours', printableId: printable.id, colors: [c.name] }))
            }
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>Save as a printable</legend>
        <Input
          label="Printable name"
          value={name}
          maxLength={200}
          onChange={(e) => setName(e.target.value)}
        />
        <Input
          label="Price per piece ($)"
          inputMode="decimal"
          value={price}
          error={priceError}
          onChange={(e) => setPrice(e.target.value)}
        />
        <button
          type="button"
          className="secondary"
          disabled={busy || !name.trim() || priceError !== null}
          onClick={saveAsPrintable}
        >
          Save printable
        </button>
      </fieldset>
    </>
  );
}
