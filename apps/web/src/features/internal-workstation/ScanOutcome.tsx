import { type ScanResult, ShipScanDataSchema, StoreScanDataSchema } from '@platen/contracts';
import { serviceDisplay } from '@platen/domain/shipping/shipping-display';
import { CameraCapture } from './CameraCapture.tsx';

/**
 * What a finishing scan asks of the operator beyond the sentence: at store/rack the rack and bin to put the unit
 * in; at shipping, once the shipment's last unit is scanned, each parcel's label PDF and packing slip.
 */
export function ScanOutcome({ unit, station }: { unit: ScanResult; station: string }) {
  if (station === 'store' || station === 'rack') {
    const stored = StoreScanDataSchema.safeParse(unit.data);
    if (!stored.success) return null;
    const d = stored.data;
    if (d.rack === null || d.bin === null) return <p className="scan-where">No bin: take it to shipping.</p>;
    return (
      <p className="scan-where" data-testid="bin-answer">
        Rack <strong>{d.rack}</strong>, bin <strong>{d.bin}</strong>
        {d.binLabel ? ` (${d.binLabel})` : ''}
        {d.ready
          ? ': ready to pack.'
          : d.units && d.orderUnits
            ? `: ${d.units} of ${d.orderUnits} units.`
            : '.'}
      </p>
    );
  }
  if (station === 'pretreat') {
    const v = unit.data.pretreatValue;
    return (
      <p className="scan-where" data-testid="pretreat-answer">
        {typeof v === 'number' ? (
          <>
            Pretreat value <strong>{v}</strong>
            {unit.data.pretreatFrom === 'product'
              ? ` (set for ${unit.productIdentifier} in ${unit.color})`
              : ''}
            .
          </>
        ) : (
          `No pretreat value is set for ${unit.productIdentifier ?? 'this product'} in ${unit.color ?? 'this colour'}: use the machine default.`
        )}
      </p>
    );
  }
  if (station === 'shipping') {
    const shipped = ShipScanDataSchema.safeParse(unit.data);
    if (!shipped.success) return null;
    const d = shipped.data;
    if (!d.packed)
      return (
        <p className="scan-where">
          Shipment {d.shipmentIndex + 1} waits for {d.waitingFor?.join(', ') ?? 'more units'}.
        </p>
      );
    return (
      <section aria-labelledby="parcels-title" className="scan-parcels">
        <h3 id="parcels-title">Parcels of shipment {d.shipmentIndex + 1}</h3>
        <ul>
          {(d.parcels ?? []).map((p) => (
            <li key={p.id}>
              {serviceDisplay(p.service)} · {p.tracking}
              {p.box ? ` · box ${p.box}` : ''} ·{' '}
              <a href={p.labelUrl} target="_blank" rel="noreferrer">
                Label PDF {p.tracking}
              </a>{' '}
              ·{' '}
              <a href={p.slipUrl} target="_blank" rel="noreferrer">
                Packing slip {p.tracking}
              </a>
            </li>
          ))}
        </ul>
        <CameraCapture kind="packing" barcode={unit.barcode} />
      </section>
    );
  }
  return null;
}
