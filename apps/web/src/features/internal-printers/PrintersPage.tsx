import type { Printer } from '@platen/contracts';
import { FACILITY_CODES, type FacilityCode } from '@platen/domain/operations/facilities';
import { PRINTER_TYPE_LABELS, PRINTER_TYPES } from '@platen/domain/production/printer-details';
import { useState } from 'react';
import {
  useAddPrinterMutation,
  useChangePrinterMutation,
  useFacilityPrintersQuery,
  useRetirePrinterMutation,
  useSetPrinterStatusMutation,
} from '@/api/floor/printers.ts';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { StatusPill } from '@/components/ui/Badge.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { DataTable } from '@/components/ui/DataTable.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { PrinterSettingsDialog, settingsSummary } from './PrinterSettingsDialog.tsx';
import './printers.css';

type Run = ReturnType<typeof useActionMessage>['run'];
type Details = { name: string; type: string; dpi: string };
const dpiOf = (s: string) => (s.trim() === '' ? null : Number(s));

/** Name, kind and DPI: the fields of "add a printer" and of "rename". */
function DetailFields({ d, set, idPrefix }: { d: Details; set: (d: Details) => void; idPrefix: string }) {
  return (
    <>
      <Input
        id={`${idPrefix}-name`}
        label="Name"
        required
        maxLength={80}
        value={d.name}
        onChange={(e) => set({ ...d, name: e.target.value })}
        data-autofocus
      />
      <Select
        id={`${idPrefix}-type`}
        label="Type"
        value={d.type}
        onChange={(e) => set({ ...d, type: e.target.value })}
      >
        {PRINTER_TYPES.map((t) => (
          <option key={t} value={t}>
            {PRINTER_TYPE_LABELS[t]}
          </option>
        ))}
      </Select>
      <Input
        id={`${idPrefix}-dpi`}
        label="DPI"
        hint="100 to 1200; leave empty when unknown."
        inputMode="numeric"
        value={d.dpi}
        onChange={(e) => set({ ...d, dpi: e.target.value })}
      />
    </>
  );
}

/** Registers a printer at the facility. */
function AddPrinter({ facility, run }: { facility: FacilityCode; run: Run }) {
  const [add, adding] = useAddPrinterMutation();
  const empty = { name: '', type: 'dtg', dpi: '' };
  const [d, setD] = useState<Details>(empty);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = { facility, name: d.name, type: d.type as Printer['type'], dpi: dpiOf(d.dpi) };
    void run(`${d.name.trim()} added at ${facility}.`, add(body).unwrap()).then((ok) => ok && setD(empty));
  };
  return (
    <Card title={`Add a printer at ${facility}`}>
      <form className="printer-form" onSubmit={submit}>
        <DetailFields d={d} set={setD} idPrefix="add-printer" />
        <Button type="submit" loading={adding.isLoading}>
          Add printer
        </Button>
      </form>
    </Card>
  );
}

/** The dialog of one printer: rename (kind, DPI), or out of service with why. */
function PrinterDialog({
  printer,
  mode,
  onClose,
  run,
}: {
  printer: Printer;
  mode: 'edit' | 'out';
  onClose(): void;
  run: Run;
}) {
  const [change] = useChangePrinterMutation();
  const [setStatus] = useSetPrinterStatusMutation();
  const [d, setD] = useState<Details>({
    name: printer.name,
    type: printer.type,
    dpi: String(printer.dpi ?? ''),
  });
  const [reason, setReason] = useState('');
  const { printerId, facility, name } = printer;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const p =
      mode === 'edit'
        ? run(
            `${d.name.trim()} saved.`,
            change({
              printerId,
              facility,
              name: d.name,
              type: d.type as Printer['type'],
              dpi: dpiOf(d.dpi),
            }).unwrap(),
          )
        : run(
            `${name} is out of service.`,
            setStatus({
              printerId,
              facility: facility as FacilityCode,
              name,
              status: 'out-of-service',
              reason,
            }).unwrap(),
          );
    void p.then((ok) => ok && onClose());
  };
  const formId = `printer-dialog-${printerId}`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={mode === 'edit' ? `Rename ${name}` : `Take ${name} out of service`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            {mode === 'edit' ? 'Save' : 'Mark out of service'}
          </Button>
        </>
      }
    >
      <form id={formId} className="printer-form" onSubmit={submit}>
        {mode === 'edit' ? (
          <DetailFields d={d} set={setD} idPrefix={formId} />
        ) : (
          <Input
            id={`${formId}-reason`}
            label={`Why ${name} is out of service`}
            required
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-autofocus
          />
        )}
      </form>
    </Dialog>
  );
}

type Open = { printer: Printer; mode: 'edit' | 'out' | 'retire' | 'settings' } | null;

/** The actions of a printer in use: rename, out of service or back, retire. */
function RowActions({ p, open, back }: { p: Printer; open(o: Open): void; back(p: Printer): void }) {
  return (
    <div className="printer-actions">
      <Button size="sm" variant="secondary" onClick={() => open({ printer: p, mode: 'edit' })}>
        Rename {p.name}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => open({ printer: p, mode: 'settings' })}>
        Settings of {p.name}
      </Button>
      {p.status === 'printing' ? (
        <Button size="sm" variant="secondary" onClick={() => open({ printer: p, mode: 'out' })}>
          Out of service
        </Button>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => back(p)}>
          Back in service
        </Button>
      )}
      <Button size="sm" variant="quiet" onClick={() => open({ printer: p, mode: 'retire' })}>
        Retire {p.name}
      </Button>
    </div>
  );
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { timeZone: 'America/Los_Angeles', dateStyle: 'medium' });

/** The facility's printers in use, and the retired ones. */
function PrinterTables({ facility, run }: { facility: FacilityCode; run: Run }) {
  const printers = useFacilityPrintersQuery(facility);
  const [retire] = useRetirePrinterMutation();
  const [setStatus] = useSetPrinterStatusMutation();
  const [open, setOpen] = useState<Open>(null);
  const all = printers.data?.printers ?? [];
  const inUse = all.filter((p) => p.retiredAt === null);
  const retired = all.filter((p) => p.retiredAt !== null);
  const back = (p: Printer) =>
    void run(
      `${p.name} is back in service.`,
      setStatus({ printerId: p.printerId, facility, name: p.name, status: 'printing' }).unwrap(),
    );
  return (
    <>
      <DataTable
        framed
        scroll="Printers in use"
        caption={`Printers at ${facility}`}
        loading={printers.isLoading}
        error={printers.error ? (printers.error as { message?: string }).message : undefined}
        empty={`No printers at ${facility} yet: add one below.`}
        rows={inUse}
        rowKey={(p) => p.printerId}
        columns={[
          { header: 'Name', rowHeader: true, cell: (p) => p.name },
          { header: 'Type', cell: (p) => PRINTER_TYPE_LABELS[p.type] },
          { header: 'DPI', cell: (p) => p.dpi ?? '—' },
          { header: 'Settings', cell: settingsSummary },
          {
            header: 'Status',
            cell: (p) =>
              p.status === 'printing' ? (
                <StatusPill tone="success">Printing</StatusPill>
              ) : (
                <StatusPill tone="danger">Out of service{p.reason ? `: ${p.reason}` : ''}</StatusPill>
              ),
          },
          {
            header: 'Actions',
            hiddenHeader: true,
            cell: (p) => <RowActions p={p} open={setOpen} back={back} />,
          },
        ]}
      />
      {retired.length > 0 && (
        <DataTable
          framed
          caption="Retired"
          rows={retired}
          rowKey={(p) => p.printerId}
          columns={[
            { header: 'Name', rowHeader: true, cell: (p) => p.name },
            { header: 'Type', cell: (p) => PRINTER_TYPE_LABELS[p.type] },
            { header: 'Retired', cell: (p) => day(p.retiredAt as string) },
          ]}
        />
      )}
      {open?.mode === 'settings' && (
        <PrinterSettingsDialog printer={open.printer} onClose={() => setOpen(null)} run={run} />
      )}
      {open && (open.mode === 'edit' || open.mode === 'out') && (
        <PrinterDialog printer={open.printer} mode={open.mode} onClose={() => setOpen(null)} run={run} />
      )}
      <ConfirmDialog
        open={open?.mode === 'retire'}
        title={`Retire ${open?.printer.name ?? ''}?`}
        confirmLabel="Retire"
        destructive
        onCancel={() => setOpen(null)}
        onConfirm={async () => {
          if (!open) return;
          const p = open.printer;
          await run(`${p.name} retired.`, retire({ printerId: p.printerId, facility }).unwrap());
          setOpen(null);
        }}
      >
        It leaves the DTG station's printer list and the board for good; its history stays.
      </ConfirmDialog>
    </>
  );
}

/**
 * /internal/dashboard/printers (printers.manage): a facility's printers with their kind, DPI and status; add
 * one, rename it, take it out of service (with why) or back, retire it. A retired or out-of-service printer
 * leaves the DTG station's picker, and a scan naming one is refused with a sentence.
 */
export default function PrintersPage() {
  const [facility, setFacility] = useState<FacilityCode>('INDY');
  const { message, run } = useActionMessage();
  return (
    <section className="printers-page" aria-labelledby="printers-title">
      <h1 id="printers-title">Printers</h1>
      <div className="printers-facility">
        <Select
          id="printers-facility"
          label="Facility"
          value={facility}
          onChange={(e) => setFacility(e.target.value as FacilityCode)}
        >
          {FACILITY_CODES.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </Select>
      </div>
      <ActionOutcome message={message} />
      <PrinterTables facility={facility} run={run} />
      <AddPrinter facility={facility} run={run} />
    </section>
  );
}
