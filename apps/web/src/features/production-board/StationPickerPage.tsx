import { FLOOR_STATIONS } from '@platen/domain/floor/stations';
import { FACILITIES, FACILITY_CODES } from '@platen/domain/operations/facilities';
import { useState } from 'react';
import { Link } from 'react-router';
import { FieldRow } from '@/components/ui/FieldRow.tsx';
import { LoadError } from '@/components/ui/LoadError.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { useProductionBoardQuery } from './api/board.ts';
import './station-picker.css';

/** A station's name as a tile heading: "DTG", "QC", else capitalised ("Screenprint"). */
const stationName = (s: string) => (s.length <= 3 ? s.toUpperCase() : s[0]!.toUpperCase() + s.slice(1));

/** The workstation screen remembers the facility under this key; the picker shares it. */
const FACILITY_KEY = 'platen.workstation.facility';

/**
 * /internal/dashboard/stations: production's home after sign-in. Pick the facility, then a station;
 * each station shows how many units wait there (the board's counts), and the board is one link away.
 */
export default function StationPickerPage() {
  const [facility, setFacility] = useState(() => localStorage.getItem(FACILITY_KEY) ?? 'INDY');
  const board = useProductionBoardQuery(facility);
  const counts = new Map((board.data?.stations ?? []).map((s) => [s.station, s]));
  const choose = (f: string) => {
    localStorage.setItem(FACILITY_KEY, f);
    setFacility(f);
  };
  return (
    <section aria-labelledby="stations-title" className="station-picker">
      <h1 id="stations-title">Pick your station</h1>
      <FieldRow>
        <Select
          id="stations-facility"
          label="Facility"
          value={facility}
          onChange={(e) => choose(e.target.value)}
        >
          {FACILITY_CODES.map((c) => (
            <option key={c} value={c}>
              {c} ({FACILITIES[c].city})
            </option>
          ))}
        </Select>
        <Link to="/internal/dashboard/board">Production board</Link>
      </FieldRow>
      {board.error && <LoadError error={board.error} />}
      <ul className="station-list" aria-busy={board.isLoading}>
        {FLOOR_STATIONS.map((s) => {
          const c = counts.get(s);
          const n = c?.units ?? 0;
          return (
            <li key={s}>
              <Link to={`/internal/dashboard2/workstation/${s}`} className="station-link">
                <span className="station-name">{stationName(s)}</span>{' '}
                <span className="station-count">
                  {n} waiting{c?.late ? `, ${c.late} late` : ''}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
