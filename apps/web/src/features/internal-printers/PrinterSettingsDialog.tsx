import type { Printer } from '@platen/contracts';
import {
  BULB_POWER_MAX,
  BULB_POWER_MIN,
  BULB_POWER_STEP,
  BULB_ZONES,
  defaultBulbPower,
  hasBulbZones,
  hasPretreat,
  isBulbPower,
} from '@platen/domain/production/printer-settings';
import { PRETREAT_MAX, PRETREAT_MIN } from '@platen/domain/operations/pretreat-value';
import { useState } from 'react';
import { useChangePrinterMutation } from '@/api/floor/printers.ts';
import type { useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { Input } from '@/components/ui/Input.tsx';

type Run = ReturnType<typeof useActionMessage>['run'];

/** R-9-20/21: one number field per bulb zone (27), 10..100 in steps of 10, with a "set every zone" shortcut. */
function BulbZones({ zones, set, idPrefix }: { zones: string[]; set(z: string[]): void; idPrefix: string }) {
  const [all, setAll] = useState('100');
  const allOk = isBulbPower(Number(all));
  return (
    <fieldset className="bulb-zones">
      <legend>
        Bulb power per zone ({BULB_POWER_MIN}% to {BULB_POWER_MAX}%, steps of {BULB_POWER_STEP})
      </legend>
      <div className="bulb-zones-all">
        <Input
          id={`${idPrefix}-all`}
          label="Every zone"
          type="number"
          min={BULB_POWER_MIN}
          max={BULB_POWER_MAX}
          step={BULB_POWER_STEP}
          value={all}
          onChange={(e) => setAll(e.target.value)}
        />
        <Button variant="secondary" size="sm" disabled={!allOk} onClick={() => set(zones.map(() => all))}>
          Set all {BULB_ZONES} zones
        </Button>
      </div>
      <div className="bulb-zones-grid">
        {zones.map((v, i) => {
          const bad = !isBulbPower(Number(v));
          const id = `${idPrefix}-zone-${i + 1}`;
          return (
            <Input
              key={id}
              id={id}
              className="bulb-zone"
              label={`Zone ${i + 1}`}
              type="number"
              inputMode="numeric"
              min={BULB_POWER_MIN}
              max={BULB_POWER_MAX}
              step={BULB_POWER_STEP}
              value={v}
              aria-invalid={bad || undefined}
              onChange={(e) => set(zones.map((z, k) => (k === i ? e.target.value : z)))}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * A printer's settings: the media it runs; per-zone bulb power for a printer that cures with bulbs (UV, screen
 * press); the pretreat value a DTG printer falls back to. The rules are the domain's (printer-settings.ts): the
 * server answers a refused value with its sentence, shown in the page's outcome line.
 */
export function PrinterSettingsDialog({
  printer,
  onClose,
  run,
}: {
  printer: Printer;
  onClose(): void;
  run: Run;
}) {
  const [change, changing] = useChangePrinterMutation();
  const [media, setMedia] = useState(printer.media ?? '');
  const [pretreat, setPretreat] = useState(String(printer.pretreatValue ?? ''));
  const [zones, setZones] = useState((printer.bulbPower ?? defaultBulbPower()).map(String));
  const bulbs = hasBulbZones(printer.type);
  const formId = `printer-settings-${printer.printerId}`;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      printerId: printer.printerId,
      facility: printer.facility,
      media: media.trim() || null,
      ...(bulbs ? { bulbPower: zones.map(Number) } : {}),
      ...(hasPretreat(printer.type) ? { pretreatValue: pretreat.trim() ? Number(pretreat) : null } : {}),
    };
    void run(`Settings of ${printer.name} saved.`, change(body).unwrap()).then((ok) => ok && onClose());
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Settings of ${printer.name}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={changing.isLoading}>
            Save settings
          </Button>
        </>
      }
    >
      <form id={formId} className="printer-settings" onSubmit={submit}>
        <Input
          id={`${formId}-media`}
          label="Media"
          hint="What it prints on, e.g. cotton tees."
          maxLength={80}
          value={media}
          onChange={(e) => setMedia(e.target.value)}
          data-autofocus
        />
        {hasPretreat(printer.type) && (
          <Input
            id={`${formId}-pretreat`}
            label="Pretreat value"
            hint={`${PRETREAT_MIN} to ${PRETREAT_MAX}, used when the product has none; empty: the machine's own.`}
            inputMode="numeric"
            value={pretreat}
            onChange={(e) => setPretreat(e.target.value)}
          />
        )}
        {bulbs && <BulbZones zones={zones} set={setZones} idPrefix={formId} />}
      </form>
    </Dialog>
  );
}

/** The settings column: media, pretreat value, bulb zones' range. */
export function settingsSummary(p: Printer): string {
  const parts = [p.media ?? 'No media set'];
  if (hasPretreat(p.type))
    parts.push(p.pretreatValue === null ? 'pretreat: machine' : `pretreat ${p.pretreatValue}`);
  if (p.bulbPower) {
    const lo = Math.min(...p.bulbPower);
    const hi = Math.max(...p.bulbPower);
    parts.push(lo === hi ? `bulbs ${lo}%` : `bulbs ${lo}–${hi}%`);
  } else if (hasBulbZones(p.type)) parts.push('bulbs 100%');
  return parts.join(' · ');
}
