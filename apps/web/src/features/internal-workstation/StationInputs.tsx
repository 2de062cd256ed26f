import { EMBROIDERY_BULK_LIMIT } from '@platen/domain/operations/operations-limits';
import { Input } from '@/components/ui/Input.tsx';
import { Checkbox } from '@/components/ui/Checkbox.tsx';
import { POSTER_STATUSES } from '@platen/domain/operations/poster-statuses';
import { useFacilityPrintersQuery } from '@/api/floor/printers.ts';
import { Select } from '@/components/ui/Select.tsx';

/** What the operator sets at a station; sent with each scan as its `data` (checked by the server). */
export type StationInput = Record<string, string | number | boolean>;

/** The station's input as the scan sends it (empty fields left out; numbers as numbers). */
export function scanData(station: string, input: StationInput): Record<string, unknown> {
  const n = (k: string) => (input[k] === '' || input[k] === undefined ? undefined : Number(input[k]));
  switch (station) {
    case 'dtg':
      return input.ripIssue ? { ripIssue: true } : { printer: input.printer || undefined };
    case 'pretreat':
      return n('pretreatValue') === undefined ? {} : { pretreatValue: n('pretreatValue') };
    case 'embroidery':
      return n('pieces') === undefined ? {} : { pieces: n('pieces') };
    case 'poster':
      return { posterStatus: input.posterStatus || 'printed' };
    case 'autoprint':
      return n('designWidth') === undefined ? {} : { designWidth: n('designWidth') };
    default:
      return {};
  }
}

/** DTG: the printer to print on (only printers that print can be chosen), or report a RIP issue instead. */
function DtgInputs({ facility, input, onInput }: InputsProps) {
  const printers = useFacilityPrintersQuery(facility);
  // Only the DTG printers in use (R-4-37): a retired one, or one of another kind, is never offered.
  const list = (printers.data?.printers ?? []).filter((p) => p.retiredAt === null && p.type === 'dtg');
  const printing = list.filter((p) => p.status === 'printing');
  const chosen = printing.some((p) => p.printerId === input.printer) ? String(input.printer) : '';
  return (
    <>
      <Select
        id="dtg-printer"
        label="Printer"
        value={chosen}
        onChange={(e) => onInput({ ...input, printer: e.target.value })}
      >
        <option value="">{printing.length ? 'Choose a printer' : 'No printer is printing'}</option>
        {printing.map((p) => (
          <option key={p.printerId} value={p.printerId}>
            {p.name}
          </option>
        ))}
      </Select>
      {list.length > printing.length && (
        <p className="hint">
          Out of service:{' '}
          {list
            .filter((p) => p.status !== 'printing')
            .map((p) => `${p.name}${p.reason ? ` (${p.reason})` : ''}`)
            .join(', ')}
          .
        </p>
      )}
      <Checkbox
        label="The next scan reports a RIP issue (the unit stays at DTG)"
        checked={!!input.ripIssue}
        onChange={(e) => onInput({ ...input, ripIssue: e.target.checked })}
      />
    </>
  );
}

interface InputsProps {
  facility: string;
  input: StationInput;
  onInput: (i: StationInput) => void;
}

const field = (
  id: string,
  label: string,
  props: InputsProps,
  key: string,
  attrs: { min: number; max: number; hint: string },
) => (
  <Input
    id={id}
    label={label}
    hint={attrs.hint}
    className="narrow"
    type="number"
    inputMode="numeric"
    min={attrs.min}
    max={attrs.max}
    value={String(props.input[key] ?? '')}
    onChange={(e) => props.onInput({ ...props.input, [key]: e.target.value })}
  />
);

/** The inputs of a station that takes any (pretreat, DTG, embroidery, poster, autoprint); null elsewhere. */
export function StationInputs(props: InputsProps & { station: string }) {
  const { station } = props;
  let body: React.ReactNode = null;
  if (station === 'dtg') body = <DtgInputs {...props} />;
  else if (station === 'pretreat')
    body = field('pretreat-value', 'Pretreat value', props, 'pretreatValue', {
      min: 0,
      max: 100,
      hint: '5 to 100; 0 clears it (the machine default); empty keeps the product setting.',
    });
  else if (station === 'embroidery')
    body = field('embroidery-pieces', 'Pieces in this run', props, 'pieces', {
      min: 1,
      max: EMBROIDERY_BULK_LIMIT,
      hint: `1 to ${EMBROIDERY_BULK_LIMIT}.`,
    });
  else if (station === 'autoprint')
    body = field('autoprint-width', 'Design width (inches)', props, 'designWidth', {
      min: 1,
      max: 60,
      hint: 'The sheet width and how many fit follow from it.',
    });
  else if (station === 'poster')
    body = (
      <Select
        id="poster-status"
        label="Poster status"
        value={String(props.input.posterStatus ?? 'printed')}
        onChange={(e) => props.onInput({ ...props.input, posterStatus: e.target.value })}
      >
        {POSTER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </Select>
    );
  if (!body) return null;
  return (
    <fieldset className="station-inputs">
      <legend>For the next scans</legend>
      {body}
    </fieldset>
  );
}
