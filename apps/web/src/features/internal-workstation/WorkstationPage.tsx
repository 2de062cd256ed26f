import type { ScanResult } from '@platen/contracts';
import type { QcResult } from '@platen/domain/operations/qc-results';
import { isFloorStation, STATION_FLOWS } from '@platen/domain/floor/stations';
import { milestoneTitle, stationTitle } from '@platen/domain/production/board-reasons';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  useClockInMutation,
  useClockOutMutation,
  useCurrentShiftQuery,
  useStationQueueQuery,
} from './api/workstation.ts';
import { SignalIndicator } from './SignalIndicator.tsx';
import { useStationLink } from './use-station-link.ts';
import { QcChoice } from './QcChoice.tsx';
import { ScanBox } from './ScanBox.tsx';
import { ScanResultPanel } from './ScanResultPanel.tsx';
import { playScanSound } from './scan-sounds.ts';
import { ShiftPanel } from './ShiftPanel.tsx';
import { type StationInput, StationInputs, scanData } from './StationInputs.tsx';

const FACILITY_KEY = 'platen.workstation.facility';
/** The server's sentence (the base query carries it as `message`). */
const errorText = (e: unknown) => (e as { message?: string } | null)?.message ?? 'The scan failed.';

/** What this station does, from the station flows (the first step found at this station). */
function stationInstruction(station: string): string | null {
  for (const flow of Object.values(STATION_FLOWS)) {
    const step = flow.find((s) => s.station === station);
    if (step) return step.instruction;
  }
  return null;
}

/**
 * /internal/dashboard2/workstation/{station}: a production station (station.use). The operator clocks in, then
 * scans units: a good scan beeps and shows the unit, its mockup and what to do; a unit expected elsewhere is
 * refused with the sentence saying where it waits, with a low buzz.
 */
export default function WorkstationPage() {
  const { station = '' } = useParams();
  const [facility, setFacility] = useState(() => localStorage.getItem(FACILITY_KEY) ?? 'INDY');
  const [last, setLast] = useState<ScanResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [qcResult, setQcResult] = useState<QcResult>('accept');
  const [input, setInput] = useState<StationInput>({});
  const shift = useCurrentShiftQuery();
  const queue = useStationQueueQuery({ station, facility }, { skip: !isFloorStation(station) });
  const [clockIn] = useClockInMutation();
  const [clockOut] = useClockOutMutation();
  const link = useStationLink();
  const [kept, setKept] = useState(false);
  if (!isFloorStation(station)) return <p role="alert">There is no station called “{station}”.</p>;
  const pickFacility = (f: string) => {
    localStorage.setItem(FACILITY_KEY, f);
    setFacility(f);
  };
  const onScan = (barcode: string) =>
    link
      .submit({
        barcode,
        station,
        facility: facility as never,
        data: station === 'qc' ? { result: qcResult } : scanData(station, input),
      })
      .then((r) => {
        // A RIP issue is reported once, a fail or a flag is a one-off verdict: the next scan is a plain one.
        if (input.ripIssue) setInput({ ...input, ripIssue: false });
        if (station === 'qc') setQcResult('accept');
        setKept(r.kind === 'kept');
        if (r.kind === 'done') {
          setLast(r.result);
          setRefusal(null);
          playScanSound('ok');
        } else if (r.kind === 'refused') {
          setRefusal(r.message || errorText(null));
          playScanSound('refused');
        } else {
          setRefusal(null);
          playScanSound('ok');
        }
      });
  const open = shift.data?.shift ?? null;
  const instruction = stationInstruction(station);
  return (
    <section aria-labelledby="station-title" className="workstation">
      <div className="station-head">
        <h1 id="station-title">Station: {stationTitle(station)}</h1>
        <SignalIndicator bars={link.bars} waiting={link.waiting} />
      </div>
      {instruction && <p>{instruction}</p>}
      <ShiftPanel
        station={station}
        shift={open}
        facility={facility}
        onFacility={pickFacility}
        onClockIn={() =>
          void clockIn({ station, facility: facility as never })
            .unwrap()
            .catch((e) => setRefusal(errorText(e)))
        }
        onClockOut={() =>
          void clockOut()
            .unwrap()
            .catch((e) => setRefusal(errorText(e)))
        }
      />
      {station === 'qc' && <QcChoice result={qcResult} onResult={setQcResult} />}
      <StationInputs station={station} facility={facility} input={input} onInput={setInput} />
      <ScanBox onScan={(b) => void onScan(b)} />
      {kept && <p role="status">Scan kept on this device: it is sent when the network answers.</p>}
      {refusal && (
        <p role="alert" className="error scan-refusal">
          {refusal}
        </p>
      )}
      {last && <ScanResultPanel unit={last} station={station} />}
      <section aria-labelledby="queue-title">
        <h2 id="queue-title">Waiting here ({facility})</h2>
        {queue.data && queue.data.units.length === 0 && <p>Nothing waits at this station.</p>}
        {queue.data && queue.data.batches.length > 0 && (
          <p>
            {queue.data.batches.length} DTG batch(es) ready
            {queue.data.held.length > 0 ? `; ${queue.data.held.length} unit(s) wait for the next batch` : ''}.
          </p>
        )}
        {queue.data && queue.data.units.length > 0 && (
          <ul>
            {queue.data.units.slice(0, 20).map((u) => (
              <li key={u.barcode}>
                {u.barcode} · {u.size} · {u.milestone ? milestoneTitle(u.milestone) : 'no milestone'}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
