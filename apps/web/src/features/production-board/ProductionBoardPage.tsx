import { stationName } from '@platen/domain/production/board-reasons';
import { FACILITY_CODES, type FacilityCode } from '@platen/domain/operations/facilities';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBoardStaffPermissionsQuery, useProductionBoardQuery } from './api/board.ts';
import { BarChart } from './BarChart.tsx';
import { PrintersPanel } from './PrintersPanel.tsx';

/** How often the board refreshes itself (the issue asks for at most 10 s). */
const POLL_MS = 10_000;

const STATE_LABEL = { alert: 'Alert', late: 'Late', blocked: 'Blocked', 'behind-average': 'Behind average' };

/**
 * /internal/dashboard/board: the production board of one facility (internal.access), refreshed every 10 s.
 * Lazy like every staff screen: customers never download it.
 */
export default function ProductionBoardPage() {
  const [facility, setFacility] = useState<FacilityCode>('INDY');
  const canManagePrinters = !!useBoardStaffPermissionsQuery().data?.permissions.includes('printers.manage');
  const board = useProductionBoardQuery(facility, {
    pollingInterval: POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const b = board.data;
  return (
    <section aria-labelledby="board-title" className="production-board">
      <nav aria-label="Dashboard">
        <Link to="/internal/dashboard">Approvals</Link> · <strong>Production board</strong>
      </nav>
      <h1 id="board-title">Production board</h1>
      <label htmlFor="board-facility">Facility</label>{' '}
      <select
        id="board-facility"
        value={facility}
        onChange={(e) => setFacility(e.target.value as FacilityCode)}
      >
        {FACILITY_CODES.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
      {board.isLoading && <p aria-busy="true">Loading the board…</p>}
      {board.error && (
        <p role="alert">
          {'message' in board.error ? board.error.message : 'The board could not be loaded.'}
        </p>
      )}
      {b && (
        <>
          <p className="board-updated" aria-live="polite">
            Updated {new Date(b.at).toLocaleTimeString()}
          </p>
          <h2>Today at {b.facility}</h2>
          <dl className="board-totals">
            <dt>Open units</dt>
            <dd>{b.totals.open}</dd>
            <dt>Late</dt>
            <dd>{b.totals.late}</dd>
            <dt>Behind average</dt>
            <dd>{b.totals.behindAverage}</dd>
            <dt>Alerts</dt>
            <dd>{b.totals.alert}</dd>
            <dt>Blocked</dt>
            <dd>{b.totals.blocked}</dd>
            <dt>Due today</dt>
            <dd>{b.totals.dueToday}</dd>
          </dl>
          <h2>Stuck units</h2>
          {b.stuck.length === 0 ? (
            <p>Nothing is late or stuck.</p>
          ) : (
            <table>
              <caption>Most urgent first</caption>
              <thead>
                <tr>
                  <th scope="col">Unit</th>
                  <th scope="col">State</th>
                  <th scope="col">Station</th>
                  <th scope="col">Milestone</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {b.stuck.map((u) => (
                  <tr key={u.barcode}>
                    <td>{u.barcode}</td>
                    <td>{STATE_LABEL[u.state]}</td>
                    <td>{stationName(u.station)}</td>
                    <td>{u.milestone ?? '—'}</td>
                    <td>{u.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h2>Stations</h2>
          <BarChart
            title="Open units per station, late in red"
            bars={b.stations.map((s) => ({
              label: stationName(s.station),
              value: s.units,
              highlight: s.late,
            }))}
          />
          <table>
            <caption>Open units per station</caption>
            <thead>
              <tr>
                <th scope="col">Station</th>
                <th scope="col">Units</th>
                <th scope="col">Late</th>
                <th scope="col">Behind average</th>
                <th scope="col">Alerts</th>
              </tr>
            </thead>
            <tbody>
              {b.stations.map((s) => (
                <tr key={s.station}>
                  <td>{stationName(s.station)}</td>
                  <td>{s.units}</td>
                  <td>{s.late}</td>
                  <td>{s.behind}</td>
                  <td>{s.alert}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>Milestones</h2>
          <BarChart
            title="Open units per milestone"
            bars={b.milestones.map((m) => ({ label: m.milestone, value: m.units }))}
          />
          <h2>Printers out of service</h2>
          {b.printersOut.length === 0 ? (
            <p>Every printer is printing.</p>
          ) : (
            <ul>
              {b.printersOut.map((p) => (
                <li key={p.printerId}>
                  {p.name}: {p.reason ?? 'no reason given'} (since {new Date(p.since).toLocaleString()})
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {canManagePrinters && <PrintersPanel facility={facility} />}
    </section>
  );
}
