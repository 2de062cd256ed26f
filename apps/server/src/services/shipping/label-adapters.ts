import type { CarrierAdapter } from './carrier-adapter.ts';
import { easypostAdapter } from './easypost-adapter.ts';
import { platenLabels } from './platen-label-adapter.ts';

/** The label adapter the configuration asks for: EasyPost when its key is set, else the default one. */
export function labelAdapterFor(keys: {
  easypostApiKey?: string | null | undefined;
  upsAccountNumber?: string | null | undefined;
}): CarrierAdapter {
  if (keys.easypostApiKey) return easypostAdapter(keys.easypostApiKey);
  return platenLabels({ UPS: keys.upsAccountNumber ?? null });
}
