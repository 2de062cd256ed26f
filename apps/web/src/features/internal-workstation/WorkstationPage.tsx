import type { FloorUnit, ScanResult, UnitPreview } from '@platen/contracts';
import type { QcDefect, QcResult } from '@platen/domain/operations/qc-results';
import { isFloorStation, STATION_FLOWS } from '@platen/domain/floor/stations';
import { milestoneTitle, stationTitle } from '@platen/domain/production/board-reasons';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useStationQueueQuery } from '@/api/floor/station-queue.ts';
import {
  useClockInMutation,
  useClockOutMutation,
  useCurrentShiftQuery,
  useLazyUnitPreviewQuery,
} from './api/workstation.ts';
import { StatusPill, type Tone } from '@/components/ui/Badge.tsx';
import { type Column, DataTable } from '@/components/ui/DataTable.tsx';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { SignalIndicator } from './SignalIndicator.tsx';
import { useStationLink } from './use-station-link.ts';
import { QcReview } from './QcReview.tsx';
import { ScanBox } from './ScanBox.tsx';
import { ScanResultPanel } from './ScanResultPanel.tsx';
import { FetchListPanel, useShipByBin } from './ShipByBin.tsx';
import { playScanSound } from './scan-sounds.ts';
import { ShiftPanel } from './ShiftPanel.tsx';
import { EmbroideryRun } from './EmbroideryRun.tsx';
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
  const [review, setReview] = useState<UnitPreview | null>(null);
  const [preview] = useLazyUnitPreviewQuery();
  const [input, setInput] = useState<StationInput>({});
  const shift = useCurrentShiftQuery();
  const queue = useStationQueueQuery({ station, facility }, { skip: !isFloorStation(station) });
  const [clockIn] = useClockInMutation();
  const [clockOut] = useClockOutMutation();
  const link = useStationLink();
  const [kept, setKept] = useState(false);
  const shipping = useShipByBin(facility);
  if (!isFloorStation(station)) return <p role="alert">There is no station called “{station}”.</p>;
  const pickFacility = (f: string) => {
    localStorage.setItem(FACILITY_KEY, f);
    setFacility(f);
  };
  const submitScan = (barcode: string, data: Record<string, unknown>) =>
    link.submit({ barcode, station, facility: facility as never, data }).then((r) => {
      // A RIP issue is reported once: the next scan is a plain one.
      if (input.ripIssue) setInput({ ...input, ripIssue: false });
      setKept(r.kind === 'kept');
      if (r.kind === 'done') {
        setLast(r.result);
        setRefusal(null);
        playScanSound('ok');
        return r.result;
      }
      if (r.kind === 'refused') {
        setRefusal(r.message || errorText(null));
        playScanSound('refused');
      } else {
        setRefusal(null);
        playScanSound('ok');
      }
      return null;
    });
  const refuse = (message: string) => {
    setRefusal(message);
    playScanSound('refused');
  };
  const verdict = (result: QcResult, defect?: QcDefect) => {
    if (!review) return;
    setReview(null);
    void submitScan(review.barcode, { result, ...(defect ? { defect } : {}) });
  };
  // QC scans first: the unit and its mockup come up, the verdict follows (scanning it again accepts it).
  const reviewUnit = (barcode: string) =>
    preview({ barcode, station, facility })
      .unwrap()
      .then((p) => {
        setLast(null);
        setRefusal(p.refusal);
        setReview(p.refusal ? null : p);
        if (p.refusal) playScanSound('refused');
      })
      .catch((e) => {
        setReview(null);
        setRefusal(errorText(e));
        playScanSound('refused');
      });
  const onScan = (barcode: string) => {
    if (station === 'shipping') return void shipping.onScan(barcode, submitScan, refuse);
    if (station !== 'qc') return void submitScan(barcode, scanData(station, input));
    if (review?.barcode === barcode) return verdict('accept');
    void reviewUnit(barcode);
  };
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
      <StationInputs station={station} facility={facility} input={input} onInput={setInput} />
      <ScanBox onScan={onScan} />
      {kept && <p role="status">Scan kept on this device: it is sent when the network answers.</p>}
      {refusal && (
        <p role="alert" className="error scan-refusal">
          {refusal}
        </p>
      )}
      {review && <QcReview key={review.barcode} unit={review} onVerdict={verdict} />}
      {shipping.list && <FetchListPanel list={shipping.list} />}
      {last && <ScanResultPanel unit={last} station={station} />}
      {station === 'embroidery' && queue.data?.units[0] && (
        <EmbroideryRun barcode={queue.data.units[0].barcode} />
      )}
      <section aria-labelledby="queue-title">
        <h2 id="queue-title">Waiting here ({facility})</h2>
        {queue.data && queue.data.units.length === 0 && (
          <EmptyState title="Nothing waits at this station." headingLevel={3} icon="check" />
        )}
        {queue.data && queue.data.batches.length > 0 && (
          <p>
            {queue.data.batches.length} DTG batch(es) ready
            {queue.data.held.length > 0 ? `; ${queue.data.held.length} unit(s) wait for the next batch` : ''}.
          </p>
        )}
        {queue.data && queue.data.units.length > 0 && (
          <DataTable
            framed
            scroll
            caption={
              queue.data.units.length > 20
                ? `The first 20 of ${queue.data.units.length} units waiting here`
                : `${queue.data.units.length} unit(s) waiting here`
            }
            columns={QUEUE_COLUMNS}
            rows={queue.data.units.slice(0, 20)}
            rowKey={(u) => u.barcode}
          />
        )}
      </section>
    </section>
  );
}

const HEALTH: Record<string, { tone: Tone; text: string }> = {
  'on-track': { tone: 'success', text: 'On track' },
  'behind-average': { tone: 'warning', text: 'Behind average' },
  late: { tone: 'danger', text: 'Late' },
  alert: { tone: 'danger', text: 'Alert' },
  final: { tone: 'neutral', text: 'Done' },
};

/** The units waiting at the station: barcode, size, the last milestone and the unit's health. */
const QUEUE_COLUMNS: readonly Column<FloorUnit>[] = [
  { header: 'Barcode', rowHeader: true, cell: (u) => u.barcode },
  { header: 'Size', cell: (u) => u.size },
  { header: 'Last milestone', cell: (u) => (u.milestone ? milestoneTitle(u.milestone) : 'No milestone') },
  {
    header: 'Health',
    cell: (u) => {
      const h = u.health ? HEALTH[u.health] : undefined;
      return h ? <StatusPill tone={h.tone}>{h.text}</StatusPill> : '—';
    },
  },
];
