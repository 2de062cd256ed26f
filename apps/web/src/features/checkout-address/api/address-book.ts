import type { Address } from '@platen/domain/entities/entities';
import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';
import { useResource } from '@/lib/use-resource.ts';

export interface SavedAddress {
  id: string;
  address: Address;
}

/** GET order2 address book {userId} (O-7-13, docs/decisions/address-book.md). */
export const getAddressBook = (userId: string, signal?: AbortSignal) =>
  http.get<{ addresses: SavedAddress[] }>(serviceUrl('order2', '/address/:userId', { userId }), { signal });

export const useAddressBook = (userId: string | null, refresh: number) =>
  useResource(userId ? `book:${userId}:${refresh}` : null, (signal) => getAddressBook(userId ?? '', signal));

/** POST order2 address save {userId} (O-7-13): stores it unless an equal entry exists. */
export const saveAddress = (userId: string, address: Address) =>
  http.post<{ id: string; address: Address; existing: boolean }>(
    serviceUrl('order2', '/address/save/:userId', { userId }),
    address,
  );
