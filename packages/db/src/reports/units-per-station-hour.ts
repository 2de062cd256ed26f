import { numbersOf, periodFilters, periodParams, type ReportDef } from './report.ts';

/**
 * Units scanned per station, the hours in which the station scanned anything, and units per such hour (a
 * station's pace while it works, not spread over idle hours).
 */
export const unitsPerStationHour: ReportDef = {
  id: 'units-per-station-hour',
  title: 'Units per station per hour',
  description: 'Units scanned at each station, its working hours and units per working hour.',
  filters: periodFilters,
  usesFacility: true,
  columns: [
    { key: 'station', label: 'Station', kind: 'text' },
    { key: 'units', label: 'Units scanned', kind: 'count' },
    { key: 'hours', label: 'Working hours', kind: 'count' },
    { key: 'unitsPerHour', label: 'Units per hour', kind: 'decimal' },
  ],
  chart: { x: 'station', y: 'unitsPerHour', label: 'Units per working hour' },
  async read(q, f) {
    // scans_facility_day_idx (facility, created_at) or scans_created_idx (created_at) INCLUDE (station). Hours
    // first (one hash aggregate per station and hour), then per station: no sort for a count(DISTINCT).
    const r = await q.query<Record<string, unknown>>(
      `WITH h AS (
         SELECT station, date_trunc('hour', created_at) AS hour, count(*) AS n
           FROM scans
          WHERE created_at >= $1 AND created_at < $2 AND ($3::text IS NULL OR facility = $3)
            AND action IS DISTINCT FROM 'report-rip-issue'
          GROUP BY station, hour)
       SELECT station, sum(n)::int AS units, count(*)::int AS hours,
              round(sum(n)::numeric / count(*), 1) AS "unitsPerHour"
         FROM h GROUP BY station ORDER BY station`,
      [...periodParams(f), f.facility ?? null],
    );
    return numbersOf(r.rows, ['units', 'hours', 'unitsPerHour']);
  },
};
