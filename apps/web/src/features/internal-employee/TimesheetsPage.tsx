import type { TimesheetQuery, TimesheetShift } from '@platen/contracts';
import {
  facilityWallTime,
  fromFacilityWallTime,
  hoursText,
  weekToDate,
} from '@platen/domain/floor/timesheets';
import { FACILITY_CODES } from '@platen/domain/operations/facilities';
import { stationTitle } from '@platen/domain/production/board-reasons';
import { useState } from 'react';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { Button, buttonClass } from '@/components/ui/Button.tsx';
import { type Column, DataTable } from '@/components/ui/DataTable.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { StatGrid, StatTile } from '@/components/ui/StatTile.tsx';
import { useUrlFilters } from '@/components/ui/use-url-filters.ts';
import { timesheetCsvUrl, useCorrectShiftMutation, useTimesheetQuery } from './api/timesheets.ts';
import './timesheets.css';

type Row = NonNullable<ReturnType<typeof useTimesheetQuery>['data']>['rows'][number];

const clock = (iso: string, facility: string) => facilityWallTime(iso, facility).replace('T', ' ');

const ROW_COLUMNS: readonly Column<Row>[] = [
  { header: 'Day', cell: (r) => r.day },
  { header: 'Employee', cell: (r) => r.employeeName, rowHeader: true },
  { header: 'Station', cell: (r) => stationTitle(r.station) },
  { header: 'Facility', cell: (r) => r.facility },
  { header: 'Shifts', cell: (r) => r.shifts },
  { header: 'Hours', cell: (r) => hoursText(r.minutes) },
  { header: 'Units', cell: (r) => r.units },
  { header: 'Units per hour', cell: (r) => r.unitsPerHour ?? '–' },
];

/** A supervisor corrects a shift: new clock-in and clock-out on the facility's clock, and why. */
function CorrectShiftDialog({ shift, onClose }: { shift: TimesheetShift; onClose: () => void }) {
  const [start, setStart] = useState(facilityWallTime(shift.startedAt, shift.facility));
  const [end, setEnd] = useState(shift.endedAt ? facilityWallTime(shift.endedAt, shift.facility) : '');
  const [reason, setReason] = useState('');
  const [correct, saving] = useCorrectShiftMutation();
  const { message, run } = useActionMessage();
  const save = () =>
    void run(
      'Shift corrected.',
      correct({
        shiftId: shift.shiftId,
        startedAt: fromFacilityWallTime(start, shift.facility),
        endedAt: end ? fromFacilityWallTime(end, shift.facility) : null,
        reason,
      }).unwrap(),
    ).then((ok) => ok && onClose());
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Correct ${shift.employeeName}'s shift at ${stationTitle(shift.station)}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={saving.isLoading} onClick={save}>
            Save correction
          </Button>
        </>
      }
    >
      <p>Times are on the {shift.facility} clock.</p>
      <Input
        label="Clocked in"
        type="datetime-local"
        value={start}
        onChange={(e) => setStart(e.target.value)}
        data-autofocus
      />
      <Input
        label="Clocked out"
        type="datetime-local"
        value={end}
        hint={shift.endedAt ? undefined : 'Leave empty while the employee is still clocked in.'}
        onChange={(e) => setEnd(e.target.value)}
      />
      <Input
        label="Reason"
        value={reason}
        maxLength={500}
        hint="Kept with the shift and in the staff audit log."
        onChange={(e) => setReason(e.target.value)}
      />
      <ActionOutcome message={message} />
    </Dialog>
  );
}

/**
 * /internal/employee/shifts (shifts.manage): timesheets per employee, station and day (hours, units scanned,
 * units per hour), the period's totals, the CSV of the same lines, and each shift with its correction.
 */
export default function TimesheetsPage() {
  const { query, set } = useUrlFilters();
  const week = weekToDate(new Date());
  const q: TimesheetQuery = {
    from: query.get('from') || week.from,
    to: query.get('to') || week.to,
    ...(query.get('facility') ? { facility: query.get('facility') as TimesheetQuery['facility'] } : {}),
  };
  const sheet = useTimesheetQuery(q);
  const [editing, setEditing] = useState<TimesheetShift | null>(null);
  const data = sheet.data;
  const shiftColumns: readonly Column<TimesheetShift>[] = [
    { header: 'Employee', cell: (s) => s.employeeName, rowHeader: true },
    { header: 'Station', cell: (s) => `${stationTitle(s.station)} · ${s.facility}` },
    { header: 'Clocked in', cell: (s) => clock(s.startedAt, s.facility) },
    { header: 'Clocked out', cell: (s) => (s.endedAt ? clock(s.endedAt, s.facility) : 'still clocked in') },
    { header: 'Hours', cell: (s) => hoursText(s.minutes) },
    { header: 'Units', cell: (s) => s.units },
    { header: 'Correction', cell: (s) => s.editReason ?? '' },
    {
      header: 'Actions',
      hiddenHeader: true,
      cell: (s) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Correct ${s.employeeName}'s shift at ${stationTitle(s.station)}, ${clock(s.startedAt, s.facility)}`}
          onClick={() => setEditing(s)}
        >
          Correct
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="timesheets-title" className="timesheets">
      <div className="timesheets-head">
        <h1 id="timesheets-title">Timesheets</h1>
        <a className={buttonClass('secondary')} href={timesheetCsvUrl(q)} download>
          Download CSV
        </a>
      </div>
      <form className="timesheets-filters" onSubmit={(e) => e.preventDefault()}>
        <Input label="From" type="date" value={q.from} onChange={(e) => set('from', e.target.value)} />
        <Input label="To" type="date" value={q.to} onChange={(e) => set('to', e.target.value)} />
        <Select label="Facility" value={q.facility ?? ''} onChange={(e) => set('facility', e.target.value)}>
          <option value="">All facilities</option>
          {FACILITY_CODES.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </Select>
      </form>
      {sheet.error && (
        <p role="alert">{(sheet.error as { message?: string }).message ?? 'Loading failed.'}</p>
      )}
      <StatGrid label="Period totals" className="timesheets-totals">
        <StatTile label="Hours worked" value={data ? hoursText(data.totals.minutes) : ''} loading={!data} />
        <StatTile label="Units scanned" value={data?.totals.units ?? ''} loading={!data} />
        <StatTile label="Units per hour" value={data?.totals.unitsPerHour ?? '–'} loading={!data} />
        <StatTile label="Shifts" value={data?.shifts.length ?? ''} loading={!data} />
      </StatGrid>
      <DataTable
        framed
        scroll="Timesheet lines"
        caption="Per employee, station and day"
        columns={ROW_COLUMNS}
        rows={data?.rows ?? []}
        rowKey={(r) => `${r.day}|${r.employeeId}|${r.station}|${r.facility}`}
        loading={sheet.isLoading}
        empty="No shifts in this period."
      />
      <h2>Shifts</h2>
      <DataTable
        framed
        scroll="Shifts"
        caption="Each shift of the period"
        captionHidden
        columns={shiftColumns}
        rows={data?.shifts ?? []}
        rowKey={(s) => s.shiftId}
        loading={sheet.isLoading}
        empty="No shifts in this period."
      />
      {editing && <CorrectShiftDialog shift={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
