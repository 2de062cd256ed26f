import { printableFromSaved } from '@platen/domain/printable-params/printable-params';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { getSavedPrintable, savedPrintablesApi } from '@/api/print/saved-printables.ts';
import type { Http } from '@/lib/http.ts';
import { mapLimited } from '@/lib/map-limited.ts';
import { cartEdited } from '@/stores/cart-slice.ts';
import { pushMessage } from '@/stores/message-center-slice.ts';

/** The message when a saved printable named in the URL cannot be added (unknown, someone else's, offline). */
export const savedPrintableFailed = (id: string) =>
  `The saved printable "${id}" could not be added to your cart.`;

/**
 * O-2-19 printableIdentifier / O-2-26 / O-4-15: reads each saved printable (4 at a time) and adds it to the
 * loaded cart in the order given, complete, through the cart reducer (so it syncs like any edit). Each one
 * that cannot be read is said in the message center; the rest are still added.
 */
export async function addSavedPrintables(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  ids: readonly string[],
  opts: { client?: Http; newId?: () => string } = {},
): Promise<{ added: string[]; failed: string[] }> {
  const newId = opts.newId ?? (() => crypto.randomUUID());
  const client = opts.client;
  const read = client
    ? (id: string) => getSavedPrintable(id, client)
    : (id: string) =>
        dispatch(savedPrintablesApi.endpoints.savedPrintable.initiate(id, { subscribe: false })).unwrap();
  const results = await mapLimited(ids, 4, read);
  const added: string[] = [];
  const failed: string[] = [];
  results.forEach((r, i) => {
    const id = ids[i]!;
    if (r.status === 'fulfilled') {
      const action = printableFromSaved(r.value, { printableId: newId(), draftId: newId() });
      dispatch(cartEdited({ type: 'createPrintable', ...action }));
      added.push(action.printable.id);
    } else {
      failed.push(id);
      dispatch(pushMessage('global', savedPrintableFailed(id)));
    }
  });
  return { added, failed };
}
