import type { LabelService } from '@platen/domain/shipping/label-service';
import type { FileStore } from '../../storage/file-store.ts';
import type { PrintedAddress } from './pdf-documents.ts';

/** What a label is bought for: one parcel of a shipment. */
export interface LabelRequest {
  service: LabelService;
  /** A number unique to this label (the default adapter builds the tracking number from it). */
  serial: number;
  from: PrintedAddress & { zip: string; state: string; city: string };
  to: PrintedAddress & { address: Record<string, unknown> };
  reference: string;
  parcel: string;
  box: { identifier: string; length: number; width: number; height: number };
  ounces: number;
}

/** A bought label: the tracking number the carrier will scan and the 4x6 in PDF to stick on the box. */
export interface LabelResult {
  adapter: string;
  carrier: string;
  service: string;
  tracking: string;
  pdf: Buffer;
}

/**
 * Where labels come from: the default adapter draws them here with tracking numbers in the carriers' formats; a
 * label provider's adapter buys real ones when its key is configured (docs/decisions/shipping-labels.md).
 */
export interface CarrierAdapter {
  readonly name: string;
  buyLabel(req: LabelRequest): Promise<LabelResult>;
}

/** What the finishing stations need besides the database: the file store and the label adapter. */
export interface FinishingDeps {
  files: FileStore;
  labels: CarrierAdapter;
}
