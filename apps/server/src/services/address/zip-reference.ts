import { createRequire } from 'node:module';
import type { ZipPlace, ZipReference } from '@platen/domain/address-check/zip-consistency';

interface ZipcodesPackage {
  lookup(zip: string): { zip: string; city: string; state: string; country: string } | undefined;
  lookupByName(city: string, state: string): unknown[];
}

let pkg: ZipcodesPackage | null = null;
/** The `zipcodes` package (public US ZIP data, ~42k codes), loaded on first use. */
const zipcodes = (): ZipcodesPackage => {
  pkg ??= createRequire(import.meta.url)('zipcodes') as ZipcodesPackage;
  return pkg;
};

/** US ZIP -> primary city and state, and city names per state, from the kept `zipcodes` data package. */
export const zipReference: ZipReference = {
  byZip(zip5: string): ZipPlace | null {
    const hit = zipcodes().lookup(zip5);
    return hit && hit.country === 'US' ? { city: hit.city, state: hit.state } : null;
  },
  hasCity(city: string, state: string): boolean {
    return zipcodes().lookupByName(city, state).length > 0;
  },
};
