import { FLOOR_STATIONS } from '@platen/domain/floor/stations';
import { stationTitle } from '@platen/domain/production/board-reasons';
import { FACILITY_CODES } from '@platen/domain/operations/facilities';
import { startAuthentication } from '@simplewebauthn/browser';
import { useSearchParams } from 'react-router';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { useClockByTouchMutation, useClockTouchOptionsMutation } from './api/fingerprints.ts';
import { touchFailure } from './webauthn-errors.ts';
import './fingerprints.css';

type Station = (typeof FLOOR_STATIONS)[number];
type Facility = (typeof FACILITY_CODES)[number];

const pick = <T extends string>(all: readonly T[], v: string | null, fallback: T): T =>
  all.includes(v as T) ? (v as T) : fallback;

/**
 * /internal/employee/clock: a shared station screen. Nobody needs to be signed in: an employee touches the
 * fingerprint reader and is clocked in (or out) at this screen's station and facility, kept in the address.
 */
export default function StationClockPage() {
  const [params, setParams] = useSearchParams();
  const station = pick<Station>(FLOOR_STATIONS, params.get('station'), 'dtg');
  const facility = pick<Facility>(FACILITY_CODES, params.get('facility'), FACILITY_CODES[0]);
  const [options] = useClockTouchOptionsMutation();
  const [clock, clocking] = useClockByTouchMutation();
  const { message, tell } = useActionMessage();
  const set = (k: string, v: string) =>
    setParams((p) => {
      p.set(k, v);
      return p;
    });
  async function touch(action: 'in' | 'out') {
    tell(null);
    try {
      const optionsJSON = await options().unwrap();
      const response = await startAuthentication({ optionsJSON: optionsJSON as never });
      const done = await clock({ action, station, facility, response: response as never }).unwrap();
      tell({ kind: 'ok', text: done.message });
    } catch (e) {
      tell({ kind: 'error', text: touchFailure(e) });
    }
  }
  return (
    <div className="station-clock">
      <h1>Clock in by fingerprint</h1>
      <Card title={`${stationTitle(station)} at ${facility}`}>
        <div className="station-clock-where">
          <Select label="Station" value={station} onChange={(e) => set('station', e.target.value)}>
            {FLOOR_STATIONS.map((s) => (
              <option key={s} value={s}>
                {stationTitle(s)}
              </option>
            ))}
          </Select>
          <Select label="Facility" value={facility} onChange={(e) => set('facility', e.target.value)}>
            {FACILITY_CODES.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </Select>
        </div>
        <p>Choose, then touch the fingerprint reader. No password needed.</p>
        <div className="station-clock-actions">
          <Button
            onClick={() => void touch('in')}
            loading={clocking.isLoading && clocking.originalArgs?.action === 'in'}
          >
            Clock in
          </Button>
          <Button
            variant="secondary"
            onClick={() => void touch('out')}
            loading={clocking.isLoading && clocking.originalArgs?.action === 'out'}
          >
            Clock out
          </Button>
        </div>
        <div className="station-clock-outcome" aria-live="polite">
          <ActionOutcome message={message} />
        </div>
      </Card>
    </div>
  );
}
