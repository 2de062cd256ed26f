import { ADDRESS_FORM_FIELDS } from '@platen/domain/address/address-fields';
import { readAddressValidation } from '@platen/domain/address/address-validation';
import { findExistingEntry } from '@platen/domain/address/existing-entry';
import { normaliseAddress } from '@platen/domain/address/normalise-address';
import { checkUsZip } from '@platen/domain/address/us-zip';
import { validateCheckoutAddress } from '@platen/domain/address/validate-checkout-address';
import type { Address, Shipment } from '@platen/domain/entities/entities';
import { useState } from 'react';
import { type ApiError, isServerAnswer } from '@/api/base-api.ts';
import { Checkbox } from '@/components/ui/Checkbox.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { AddressForm } from './AddressForm.tsx';
import { type SavedAddress, useValidateAddressMutation } from './api/address-book.ts';

/** O-5-71: what saving an address that is already in the book says. */
export const ALREADY_IN_BOOK = 'This address is already in your address book.';

/** O-8-28 (docs/decisions/address-validation-offline.md): said when the check cannot run. */
export const VALIDATION_UNREACHABLE =
  'We could not check this address right now. It was kept as you typed it: please make sure it is right.';

type Phase =
  | { kind: 'editing' }
  | { kind: 'checking' }
  | { kind: 'suggestion'; suggestion: Address }
  | { kind: 'issues' };

/**
 * The fields as typed, trimmed, empty ones dropped; the country defaults to US (O-5-64). The zip is kept as
 * typed: a short US zip is a suggestion the user accepts, never padded here (checkUsZip).
 */
const tidy = (a: Address): Address => {
  const out: Address = {};
  for (const [k, v] of Object.entries(a)) {
    const t = typeof v === 'string' ? v.trim() : v;
    if (t) (out as Record<string, unknown>)[k] = t;
  }
  return { ...out, country: normaliseAddress(out).country };
};

const FORM_FIELDS = new Set<string>(ADDRESS_FORM_FIELDS);

function groupByField(list: { field: string; message: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { field, message } of list) out[field] = [...(out[field] ?? []), message];
  return out;
}

const oneLine = (a: Address) =>
  [a.name, a.company, a.address1, a.address2, a.city, [a.state, a.zip].filter(Boolean).join(' '), a.country]
    .filter(Boolean)
    .join(', ');

/**
 * One shipment's address: the form (O-5 messages and lengths), then server validation (O-5-68..70) with a
 * "did you mean" suggestion to accept or refuse, server issues on their fields with "use it anyway", and the
 * address book (pick a saved one, save this one).
 */
export function ShipmentAddress({
  index,
  shipment,
  book,
  onSet,
  onSaveToBook,
  onRemove,
}: {
  index: number;
  shipment: Shipment;
  book: SavedAddress[];
  onSet(address: Address): void;
  onSaveToBook(address: Address): Promise<void>;
  onRemove?: () => void;
}) {
  const [validateAddress] = useValidateAddressMutation();
  const [editing, setEditing] = useState(!shipment.address);
  const [value, setValue] = useState<Address>(shipment.address ?? { country: 'US' });
  const [errors, setErrors] = useState<Partial<Record<string, string[]>>>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const [note, setNote] = useState<string | null>(null);
  const [saveToBook, setSaveToBook] = useState(false);
  const [zipFix, setZipFix] = useState<string | null>(null);
  const title = `Shipment ${index + 1}`;

  /** A change of any field: a suggestion made for the old values no longer applies. */
  function edit(next: Address) {
    setValue(next);
    if (phase.kind === 'suggestion') setPhase({ kind: 'editing' });
  }

  /**
   * The rules the form checks itself (O-5-29..37, O-5-49): errors on their fields and false when the fields as
   * they are now cannot be used; a short US zip shows the padded zip to accept.
   */
  function localCheck(typed: Address): boolean {
    const issues = validateCheckoutAddress(typed).map((i) => ({ field: i.path, message: i.message }));
    const zip = checkUsZip(typed.country, typed.zip);
    if (zip.kind !== 'ok') issues.push({ field: 'zip', message: zip.message });
    setZipFix(zip.kind === 'suggest' ? zip.zip : null);
    setErrors(groupByField(issues));
    return issues.length === 0;
  }

  async function commit(address: Address) {
    setZipFix(null);
    onSet(address);
    setValue(address);
    setEditing(false);
    setPhase({ kind: 'editing' });
    setErrors({});
    if (!saveToBook) return;
    // O-5-71: an equal saved entry (ignoring the name) is already in the book: say so, save nothing twice.
    if (
      findExistingEntry(
        book.map((b) => b.address as Address),
        address,
      )
    ) {
      setNote(ALREADY_IN_BOOK);
      return;
    }
    await onSaveToBook(address).then(
      () => setNote('Saved to your address book.'),
      () => setNote('The address could not be saved to your address book.'),
    );
  }

  async function check() {
    const typed = tidy(value);
    if (!localCheck(typed)) {
      setPhase({ kind: 'editing' });
      return;
    }
    setNote(null);
    setPhase({ kind: 'checking' });
    try {
      const answer = await validateAddress(typed).unwrap();
      const outcome = readAddressValidation(typed, answer);
      if (outcome.suggestion) {
        setPhase({ kind: 'suggestion', suggestion: outcome.suggestion });
        return;
      }
      if (answer.issues?.length) {
        setErrors(
          groupByField(
            answer.issues.map((i) => ({
              field: i.type && FORM_FIELDS.has(i.type) ? i.type : 'address1',
              message: i.message ?? '',
            })),
          ),
        );
        setPhase({ kind: 'issues' });
        return;
      }
      await commit(typed);
    } catch (err) {
      // O-8-28: the check is a help, not a gate: keep the address and say it was not checked.
      await commit(typed);
      if (isServerAnswer(err as ApiError)) console.warn('address validation failed', err);
      setNote(VALIDATION_UNREACHABLE);
    }
  }

  /**
   * "Use this address anyway" / "Keep my address": what is in the fields now is saved, corrections made after
   * the warning included; the form's own rules still apply.
   */
  async function saveAsTyped() {
    const typed = tidy(value);
    if (localCheck(typed)) await commit(typed);
  }

  const removeButton = onRemove && (
    <button type="button" className="secondary" onClick={onRemove} aria-label={`Remove ${title}`}>
      Remove
    </button>
  );
  return (
    <fieldset className="shipment">
      <legend>{title}</legend>
      {!editing ? (
        <div>
          <p>{oneLine(shipment.address ?? value)}</p>
          {note && (
            <p role="status" className="warning">
              {note}
            </p>
          )}
          <div className="actions">
            <button
              type="button"
              className="secondary"
              onClick={() => setEditing(true)}
              aria-label={`Change address of ${title}`}
            >
              Change address
            </button>
            {removeButton}
          </div>
        </div>
      ) : (
        <form
          noValidate
          aria-label={`Address of ${title}`}
          onSubmit={(e) => {
            e.preventDefault();
            void check();
          }}
        >
          {book.length > 0 && (
            <Select
              label="Use a saved address"
              value=""
              onChange={(e) => {
                const found = book.find((b) => b.id === e.target.value);
                if (found) setValue({ ...found.address });
              }}
            >
              <option value="">Choose…</option>
              {book.map((b) => (
                <option key={b.id} value={b.id}>
                  {oneLine(b.address)}
                </option>
              ))}
            </Select>
          )}
          <AddressForm value={value} errors={errors} onChange={edit} />
          {zipFix && (
            <p className="actions">
              <button
                type="button"
                className="secondary"
                onClick={() => {
                  edit({ ...value, zip: zipFix });
                  setZipFix(null);
                  setErrors(({ zip: _z, ...rest }) => rest);
                }}
              >
                Use zip {zipFix}
              </button>
            </p>
          )}
          <Checkbox
            label="Save to my address book"
            checked={saveToBook}
            onChange={(e) => setSaveToBook(e.target.checked)}
          />
          {phase.kind === 'suggestion' ? (
            <fieldset className="suggestion">
              <legend>Suggested address</legend>
              <p>
                <strong>Did you mean:</strong> {oneLine(phase.suggestion)}
              </p>
              <div className="actions">
                <button type="button" onClick={() => void commit(phase.suggestion)}>
                  Use suggested address
                </button>
                <button type="button" className="secondary" onClick={() => void saveAsTyped()}>
                  Keep my address
                </button>
              </div>
            </fieldset>
          ) : phase.kind === 'issues' ? (
            <div className="actions">
              <button type="submit">Check again</button>
              <button type="button" className="secondary" onClick={() => void saveAsTyped()}>
                Use this address anyway
              </button>
            </div>
          ) : (
            <div className="actions">
              <button type="submit" disabled={phase.kind === 'checking'}>
                {phase.kind === 'checking' ? 'Checking…' : 'Use this address'}
              </button>
              {removeButton}
            </div>
          )}
        </form>
      )}
    </fieldset>
  );
}
