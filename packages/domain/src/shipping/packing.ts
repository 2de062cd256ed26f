import { type BoxPackage, boxVolume, STANDARD_BOXES } from './standard-boxes.ts';

/**
 * Shipping station: which standard box a parcel goes in and how a shipment splits into parcels.
 * docs/decisions/shipping-labels.md.
 * - Each unit takes a packed volume and weight by product kind (folded garment, boxed mug, case in its sleeve,
 *   rolled poster in a tube-sized slot): the table below, in cubic inches and ounces.
 * - The box is the smallest standard box (O-9-59..65) whose volume holds the parcel's with 15% room for packing
 *   and whose longest side fits the longest item; staff may override it.
 * - A shipment whose units do not fit the largest box, or weigh over 50 lb (what carriers take without a heavy
 *   surcharge), splits into parcels, filled in order. The shipment-level split (10) and bulk (20) limits hold
 *   before this: checkout never lets a cart ship to more than 20 addresses or split a printable over more than
 *   10 shipments (checkout/shipment-limits.ts).
 */
export type PackKind = 'tee' | 'sweatshirt' | 'hat' | 'mug' | 'case' | 'poster' | 'other';

export const PACKED_UNIT: Record<PackKind, { volume: number; ounces: number; longest: number }> = {
  tee: { volume: 10 * 8 * 1, ounces: 6, longest: 10 },
  sweatshirt: { volume: 12 * 10 * 3, ounces: 18, longest: 12 },
  hat: { volume: 8 * 7 * 5, ounces: 4, longest: 8 },
  mug: { volume: 5 * 5 * 5, ounces: 16, longest: 5 },
  case: { volume: 7 * 4 * 1, ounces: 3, longest: 7 },
  poster: { volume: 24 * 3 * 3, ounces: 8, longest: 24 },
  other: { volume: 10 * 8 * 2, ounces: 8, longest: 10 },
};

/** The pack kind of a catalogue product, from its print type and category words. */
export function packKind(printType: string | null, category: string | null = null): PackKind {
  const c = (category ?? '').toLowerCase();
  if (printType === 'mug' || c.includes('mug') || c.includes('tumbler')) return 'mug';
  if (printType === 'case' || c.includes('case')) return 'case';
  if (printType === 'poster' || c.includes('poster') || c.includes('canvas')) return 'poster';
  if (c.includes('hoodie') || c.includes('sweat') || c.includes('jacket')) return 'sweatshirt';
  if (c.includes('hat') || c.includes('beanie')) return 'hat';
  if (printType === 'dtg' || printType === 'screenprint' || printType === 'embroidery' || c.includes('shirt'))
    return 'tee';
  return 'other';
}

const PACKING_ROOM = 1.15;

/** The smallest standard box for these units, or the largest box when nothing holds them (overweight parcels split first). */
export function chooseBox(kinds: readonly PackKind[]): { box: BoxPackage; ounces: number } {
  const volume = kinds.reduce((s, k) => s + PACKED_UNIT[k].volume, 0) * PACKING_ROOM;
  const longest = Math.max(0, ...kinds.map((k) => PACKED_UNIT[k].longest));
  const ounces = kinds.reduce((s, k) => s + PACKED_UNIT[k].ounces, 0);
  const byVolume = [...STANDARD_BOXES].sort((a, b) => boxVolume(a) - boxVolume(b));
  const fits = byVolume.find(
    (b) => boxVolume(b) >= volume && Math.max(b.length, b.width, b.height) >= longest,
  );
  return { box: fits ?? (byVolume[byVolume.length - 1] as BoxPackage), ounces };
}

/** Most a parcel may weigh, in ounces (50 lb). */
export const MAX_PARCEL_OUNCES = 50 * 16;

/** Splits a shipment's units into parcels that each fit the largest standard box and 50 lb, order kept. */
export function splitParcels<T>(units: readonly T[], kindOf: (u: T) => PackKind): T[][] {
  const largest = Math.max(...STANDARD_BOXES.map(boxVolume));
  const out: T[][] = [];
  let cur: T[] = [];
  let volume = 0;
  let ounces = 0;
  for (const u of units) {
    const p = PACKED_UNIT[kindOf(u)];
    if (
      cur.length > 0 &&
      ((volume + p.volume) * PACKING_ROOM > largest || ounces + p.ounces > MAX_PARCEL_OUNCES)
    ) {
      out.push(cur);
      cur = [];
      volume = 0;
      ounces = 0;
    }
    cur.push(u);
    volume += p.volume;
    ounces += p.ounces;
  }
  if (cur.length) out.push(cur);
  return out;
}
