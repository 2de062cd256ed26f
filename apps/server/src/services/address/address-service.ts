import { randomUUID } from 'node:crypto';
import { addressesRepository, type Db } from '@platen/db';
import { checkAddress, type AddressCheck } from '@platen/domain/address-check/zip-consistency';
import { normaliseAddress } from '@platen/domain/address/normalise-address';
import type { Address } from '@platen/domain/entities/entities';
import { AppError } from '../../errors/app-error.ts';
import { zipReference } from './zip-reference.ts';

/** O-7-14: normalise and check an address; a suggestion only when it differs ignoring case. */
export function validateAddress(address: Address): AddressCheck {
  return checkAddress(address, zipReference);
}

/** Only the owner writes and reads an address book: 403 when writing into another's, 404 when reading it. */
function ownBook(userId: string, bookUserId: string, writing: boolean) {
  if (userId === bookUserId) return;
  if (writing) throw new AppError('forbidden', 'You can only save addresses to your own address book.');
  throw new AppError('not_found', 'Address book not found.');
}

/** The address without surrounding spaces and without empty fields. */
function tidy(address: Address): Address {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(address)) {
    const t = typeof v === 'string' ? v.trim() : '';
    if (t !== '') out[k] = t;
  }
  return out as Address;
}

/**
 * O-7-13 / O-5-71 (docs/decisions/address-book.md): saves an address to the user's book unless an equal entry
 * (ignoring name, after normalising) exists; either way answers the stored entry and whether it existed.
 */
export async function saveAddress(
  db: Db,
  userId: string,
  bookUserId: string,
  address: Address,
): Promise<{ id: string; address: Address; existing: boolean }> {
  ownBook(userId, bookUserId, true);
  const entry = tidy(address);
  if (!entry.address1 && !entry.city && !entry.zip) {
    throw new AppError('unprocessable', 'An address needs at least address line 1, a city or a zip code.', {
      issues: [{ path: 'address1', message: 'Address line 1 must be provided.' }],
    });
  }
  const { name: _name, ...key } = normaliseAddress(entry);
  const { row, existing } = await addressesRepository(db).insertOrGet(
    randomUUID(),
    userId,
    entry,
    JSON.stringify(key),
  );
  return { id: row.id, address: row.address as Address, existing };
}

/** The user's address book, oldest first. */
export async function addressBook(
  db: Db,
  userId: string,
  bookUserId: string,
): Promise<{ addresses: { id: string; address: Address }[] }> {
  ownBook(userId, bookUserId, false);
  const rows = await addressesRepository(db).list(userId);
  return { addresses: rows.map((r) => ({ id: r.id, address: r.address as Address })) };
}
