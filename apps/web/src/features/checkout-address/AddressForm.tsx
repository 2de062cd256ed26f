import type { AddressFormField } from '@platen/domain/address/address-fields';
import { ADDRESS_MAX_LENGTHS } from '@platen/domain/address/address-lengths';
import { isPoBox } from '@platen/domain/address/po-box';
import type { Address } from '@platen/domain/entities/entities';
import { Input } from '@/components/ui/Input.tsx';

type Field = AddressFormField;

const FIELDS: ReadonlyArray<{ field: Field; label: string; autoComplete: string; max?: number }> = [
  { field: 'name', label: 'Name', autoComplete: 'name', max: ADDRESS_MAX_LENGTHS.name },
  {
    field: 'company',
    label: 'Company (optional)',
    autoComplete: 'organization',
    max: ADDRESS_MAX_LENGTHS.company,
  },
  {
    field: 'address1',
    label: 'Address line 1',
    autoComplete: 'address-line1',
    max: ADDRESS_MAX_LENGTHS.address1,
  },
  {
    field: 'address2',
    label: 'Address line 2 (optional)',
    autoComplete: 'address-line2',
    max: ADDRESS_MAX_LENGTHS.address2,
  },
  { field: 'city', label: 'City', autoComplete: 'address-level2', max: ADDRESS_MAX_LENGTHS.city },
  { field: 'state', label: 'State', autoComplete: 'address-level1', max: ADDRESS_MAX_LENGTHS.state },
  { field: 'zip', label: 'Zip', autoComplete: 'postal-code', max: ADDRESS_MAX_LENGTHS.zip },
  { field: 'country', label: 'Country (2-letter code, default US)', autoComplete: 'country', max: 2 },
  { field: 'phone', label: 'Phone (optional)', autoComplete: 'tel', max: 20 },
];

/** The address fields with the O-5 maximum lengths; each error is tied to its field (aria-describedby). */
export function AddressForm({
  value,
  errors,
  onChange,
}: {
  value: Address;
  errors: Partial<Record<string, string[]>>;
  onChange(next: Address): void;
}) {
  return (
    <div className="grid-form">
      {FIELDS.map(({ field, label, autoComplete, max }) => {
        const errs = errors[field] ?? [];
        return (
          <Input
            key={field}
            label={label}
            name={field}
            value={value[field] ?? ''}
            maxLength={max}
            autoComplete={autoComplete}
            error={errs.length ? errs.join(' ') : undefined}
            onChange={(e) => onChange({ ...value, [field]: e.target.value })}
          />
        );
      })}
      {isPoBox(value) && (
        <p className="warning">This looks like a PO box: most carriers cannot deliver there.</p>
      )}
    </div>
  );
}
