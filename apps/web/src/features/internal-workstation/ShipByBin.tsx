import type { FetchList, ScanResult } from '@platen/contracts';
import { ShipScanDataSchema } from '@platen/contracts';
import { useRef, useState } from 'react';
import { Badge, StatusPill } from '@/components/ui/Badge.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { type Column, DataTable } from '@/components/ui/DataTable.tsx';
import { useLazyShippingFetchListQuery } from './api/workstation.ts';

type FetchUnit = FetchList['units'][number];
type Submit = (barcode: string, data: Record<string, unknown>) => Promise<ScanResult | null>;

/** The server's sentence (the base query carries it as `message`). */
const errorText = (e: unknown) => (e as { message?: string } | null)?.message ?? 'The scan failed.';

/** Opens each packed parcel's label PDF in a new tab, where the browser's print dialog prints it at once. */
function openLabels(result: ScanResult) {
  const shipped = ShipScanDataSchema.safeParse(result.data);
  if (!shipped.success || !shipped.data.packed) return;
  for (const p of shipped.data.parcels ?? []) window.open(p.labelUrl, '_blank', 'noopener');
}

/**
 * Shipping by bin (docs/decisions/shipping-by-bin.md): the first scan (a bin label or any unit) loads the
 * shipment's fetch list; a unit scan also ships that unit. Later scans ship units of that shipment only (the
 * server refuses another shipment's unit naming both); the last one packs it and its label opens for printing.
 */
export function useShipByBin(facility: string) {
  const [load] = useLazyShippingFetchListQuery();
  const [list, setList] = useState<FetchList | null>(null);
  // Bins are freed once the whole order shipped: the list keeps showing where each unit was fetched from.
  const bins = useRef(new Map<string, string>());
  const reload = async (code: string) => {
    const next = await load({ code, facility }).unwrap();
    for (const u of next.units) if (u.bin) bins.current.set(u.barcode, u.bin);
    setList(next);
    return next;
  };
  const ship = async (submit: Submit, barcode: string, shipment: string) => {
    const result = await submit(barcode, { shipment });
    if (!result) return;
    openLabels(result);
    await reload(barcode);
  };
  const onScan = async (code: string, submit: Submit, refuse: (message: string) => void) => {
    try {
      if (list && !list.complete) return await ship(submit, code, list.shipment);
      const next = await reload(code);
      if (next.scannedKind === 'unit' && !next.units.find((u) => u.barcode === code)?.scanned)
        await ship(submit, code, next.shipment);
    } catch (e) {
      refuse(errorText(e));
    }
  };
  const withBins = list && {
    ...list,
    units: list.units.map((u) => ({ ...u, bin: u.bin ?? bins.current.get(u.barcode) ?? null })),
  };
  return { list: withBins, onScan };
}

const COLUMNS: readonly Column<FetchUnit>[] = [
  { header: 'Unit', rowHeader: true, cell: (u) => u.barcode },
  { header: 'Product', cell: (u) => `${u.productIdentifier ?? 'unknown'} · ${u.size}` },
  { header: 'Bin', cell: (u) => u.bin ?? 'No bin' },
  {
    header: 'State',
    cell: (u) =>
      u.scanned ? (
        <StatusPill tone="success">Scanned</StatusPill>
      ) : (
        <StatusPill tone="warning">To fetch</StatusPill>
      ),
  },
];

/** The shipment in progress: what to fetch from which bin, the box to take and, once packed, its labels. */
export function FetchListPanel({ list }: { list: FetchList }) {
  const left = list.units.filter((u) => !u.scanned).length;
  return (
    <Card title={`Shipment ${list.shipment}`} className="fetch-list">
      <p>
        Take box <Badge tone="brand">{list.suggestedBox}</Badge>.{' '}
        {list.complete
          ? 'Every unit is scanned: the label opened in a new tab for printing.'
          : `Fetch ${left} more unit${left === 1 ? '' : 's'}, then scan each one.`}
      </p>
      <DataTable
        framed
        scroll={`Units of shipment ${list.shipment}, scrolls sideways`}
        className="fetch-list-table"
        caption={`Units of shipment ${list.shipment}`}
        columns={COLUMNS}
        rows={list.units}
        rowKey={(u) => u.barcode}
      />
      {list.complete && (
        <ul aria-label={`Labels of shipment ${list.shipment}`}>
          {list.labelUrls.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                Print label {i + 1} of shipment {list.shipment} again
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
