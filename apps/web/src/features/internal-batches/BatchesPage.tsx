import { FLOOR_STATIONS } from '@platen/domain/floor/stations';
import { makeBatch, type QueueGroup } from '@platen/domain/floor/ticket-batches';
import { FACILITY_CODES, type FacilityCode } from '@platen/domain/operations/facilities';
import { stationTitle } from '@platen/domain/production/board-reasons';
import { useEffect, useState } from 'react';
import { useBatchTicketsMutation, useStationQueueQuery } from '@/api/floor/station-queue.ts';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { Checkbox } from '@/components/ui/Checkbox.tsx';
import { DataTable } from '@/components/ui/DataTable.tsx';
import { Select } from '@/components/ui/Select.tsx';
import './batches.css';

const units = (n: number) => `${n} unit${n === 1 ? '' : 's'}`;
const groupKey = (g: QueueGroup) => `${g.productIdentifier ?? ''}|${g.color ?? ''}|${g.size}`;
const groupName = (g: QueueGroup) =>
  `${g.productIdentifier ?? 'unknown product'} · ${g.color ?? 'no colour'} · ${g.size}`;
const since = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    timeZone: 'America/Los_Angeles',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** Opens the tickets PDF for printing (a new tab with the browser's viewer) and keeps a link to it. */
function useTicketsPdf() {
  const [print, printing] = useBatchTicketsMutation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const open = async (station: string, barcodes: string[]) => {
    const made = await print({ station, barcodes }).unwrap();
    setUrl(made);
    window.open(made, '_blank', 'noopener');
  };
  return { open, url, busy: printing.isLoading };
}

/** The station and facility pickers. */
function Pickers(p: {
  facility: FacilityCode;
  station: string;
  setFacility(f: FacilityCode): void;
  setStation(s: string): void;
}) {
  return (
    <div className="batches-pickers">
      <Select
        id="batches-facility"
        label="Facility"
        value={p.facility}
        onChange={(e) => p.setFacility(e.target.value as FacilityCode)}
      >
        {FACILITY_CODES.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </Select>
      <Select
        id="batches-station"
        label="Station"
        value={p.station}
        onChange={(e) => p.setStation(e.target.value)}
      >
        {FLOOR_STATIONS.map((s) => (
          <option key={s} value={s}>
            {stationTitle(s)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * /internal/dashboard/batches (station.use): what waits at a station, counted by product, colour and size;
 * choose groups and make a batch (R-9-02 DTG at most 72, R-9-03 embroidery at most 1000, oldest first) and its
 * job tickets open as one PDF for printing. At DTG the batches ready to print are listed too.
 */
export default function BatchesPage() {
  const [facility, setFacility] = useState<FacilityCode>('INDY');
  const [station, setStation] = useState('dtg');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const queue = useStationQueueQuery({ station, facility }, { pollingInterval: 15_000 });
  const { message, run } = useActionMessage();
  const tickets = useTicketsPdf();
  const q = queue.data;
  const groups = q?.groups ?? [];
  const toggle = (g: QueueGroup, on: boolean) =>
    setChosen((c) => {
      const next = new Set(c);
      if (on) next.add(groupKey(g));
      else next.delete(groupKey(g));
      return next;
    });
  const make = () => {
    const picked = groups.filter((g) => chosen.has(groupKey(g)));
    const batch = makeBatch(station, picked);
    const rest = batch.left ? ` ${batch.left} wait for the next batch.` : '';
    void run(
      `Batch of ${units(batch.codes.length)}: their job tickets opened for printing.${rest}`,
      tickets.open(station, batch.codes),
    );
  };
  const total = groups.reduce((n, g) => n + g.codes.length, 0);
  const picked = groups.filter((g) => chosen.has(groupKey(g))).reduce((n, g) => n + g.codes.length, 0);
  return (
    <section className="batches-page" aria-labelledby="batches-title">
      <h1 id="batches-title">Batches</h1>
      <Pickers
        facility={facility}
        station={station}
        setFacility={(f) => {
          setFacility(f);
          setChosen(new Set());
        }}
        setStation={(s) => {
          setStation(s);
          setChosen(new Set());
        }}
      />
      <DataTable
        framed
        scroll="Waiting units"
        caption={`Waiting at ${stationTitle(station)}, ${facility}: ${units(total)}`}
        loading={queue.isLoading}
        error={queue.error ? (queue.error as { message?: string }).message : undefined}
        empty={`Nothing waits at ${stationTitle(station)} in ${facility}.`}
        rows={groups}
        rowKey={groupKey}
        columns={[
          {
            header: 'Product · colour · size',
            cell: (g) => (
              <Checkbox
                label={groupName(g)}
                checked={chosen.has(groupKey(g))}
                onChange={(e) => toggle(g, e.target.checked)}
              />
            ),
          },
          { header: 'Waiting', cell: (g) => g.codes.length },
          { header: 'Oldest since', cell: (g) => since(g.oldestSince) },
        ]}
      />
      <div className="batches-actions">
        <Button onClick={make} disabled={picked === 0} loading={tickets.busy}>
          Make a batch and print its tickets
        </Button>
        <p className="ui-hint">
          {picked} chosen; a batch here holds at most {q?.batchLimit ?? '…'} units, oldest first.
        </p>
      </div>
      <ActionOutcome message={message} />
      {tickets.url && (
        <p>
          <a href={tickets.url} target="_blank" rel="noreferrer">
            Open the last batch's tickets again
          </a>
        </p>
      )}
      {station === 'dtg' && (q?.batches.length ?? 0) > 0 && (
        <Card title="Batches ready at the DTG printers">
          <ul className="batches-ready">
            {q?.batches.map((b, i) => (
              <li key={b.codes[0]}>
                Batch {i + 1}: {units(b.codes.length)}
                {b.full ? '' : ' (part batch)'}{' '}
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    void run(`Tickets of batch ${i + 1} opened for printing.`, tickets.open('dtg', b.codes))
                  }
                >
                  Print tickets of batch {i + 1}
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
