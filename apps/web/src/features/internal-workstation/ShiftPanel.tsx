import type { Shift } from '@platen/contracts';
import { FACILITY_CODES } from '@platen/domain/operations/facilities';
import { FieldRow } from '@/components/ui/FieldRow.tsx';
import { Select } from '@/components/ui/Select.tsx';

/** Clock in at this station for a facility, or clock out; shows the open shift. */
export function ShiftPanel(props: {
  station: string;
  shift: Shift | null;
  facility: string;
  onFacility: (f: string) => void;
  onClockIn: () => void;
  onClockOut: () => void;
}) {
  const { shift, station } = props;
  const here = shift && shift.station === station;
  return (
    <section aria-labelledby="shift-title" className="shift-panel">
      <h2 id="shift-title">Shift</h2>
      {shift ? (
        <p>
          Clocked in at {shift.station} ({shift.facility}) since{' '}
          {new Date(shift.startedAt).toLocaleTimeString()}.
        </p>
      ) : (
        <p>Not clocked in: scans are refused until you clock in.</p>
      )}
      <FieldRow>
        <Select
          id="facility-select"
          label="Facility"
          value={props.facility}
          onChange={(e) => props.onFacility(e.target.value)}
        >
          {FACILITY_CODES.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </Select>
        {!here && (
          <button type="button" onClick={props.onClockIn}>
            Clock in at {station}
          </button>
        )}
        {shift && (
          <button type="button" onClick={props.onClockOut}>
            Clock out
          </button>
        )}
      </FieldRow>
    </section>
  );
}
