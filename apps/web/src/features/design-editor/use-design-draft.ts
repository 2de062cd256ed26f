import { allowedPrintTypes, GARMENT_PRINT_TYPES } from '@platen/domain/design/product-bans';
import { draftTypeOf, newDraft } from '@platen/domain/editor/draft-edits';
import { defaultGarmentPrintType } from '@platen/domain/editor/editor-readiness';
import { commit, type History, startHistory } from '@platen/domain/editor/history';
import { productQuantityEdits, type SizeQuantities } from '@platen/domain/cart/product-quantities';
import type { DesignDraft, Printable, PrintType } from '@platen/domain/entities/entities';
import { syncDesignIssues } from '@platen/domain/message-center/design-issues';
import { GLOBAL_MESSAGES } from '@platen/domain/message-center/global-messages';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useArtworkBulkQuery } from '@/api/print/artwork-bulk.ts';
import { useAppDispatch, useAppSelector } from '@/hooks/store.ts';
import { cartEdited } from '@/stores/cart-slice.ts';
import { messageDismissed, messagePushed, pushMessage } from '@/stores/message-center-slice.ts';
import { type Artwork, type EditorCatalogProduct, useSaveDesign } from './api/editor-api.ts';

export interface DesignDraftInput {
  printable: Printable;
  product: EditorCatalogProduct;
  tags: Record<string, string[]>;
  saved: DesignDraft | null;
  /** Quantities typed on the product page, put in the cart with the printable. */
  quantities?: SizeQuantities;
}

/**
 * The editor's state: one working draft with undo/redo, mirrored into the cart after every finished change
 * (`apply`, `step`), saved as a design on demand (`save`); the side and element the user works on; the
 * artworks the elements show (placed here, or read back for drafts of earlier visits) and the status line.
 */
export function useDesignDraft({ printable, product, tags, saved, quantities }: DesignDraftInput) {
  const dispatch = useAppDispatch();
  const cart = useAppSelector((s) => s.cart.doc);
  const messages = useAppSelector((s) => s.messageCenter);
  const draftType = draftTypeOf(product.type);
  const isGarment = draftType === 'Garment';
  const bans = allowedPrintTypes(
    tags[printable.color ?? ''] ?? [],
    GARMENT_PRINT_TYPES.filter((t) => product.printTypes.includes(t)),
  );
  const firstType = (isGarment ? defaultGarmentPrintType(bans.allowed) : product.printTypes[0]) as
    | PrintType
    | undefined;
  const [history, setHistory] = useState<History<DesignDraft> | null>(() =>
    saved
      ? startHistory(saved)
      : draftType && firstType
        ? startHistory(newDraft(crypto.randomUUID(), draftType, firstType))
        : null,
  );
  const [sideKey, setSideKey] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [placed, setPlaced] = useState<Record<string, Artwork>>({});
  const [status, setStatus] = useState<string>('');
  const [notReady, setNotReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [statedQty, setStatedQty] = useState<number | null>(null);
  // The print type the user picked here is kept; only a default gives way to full-colour artwork.
  const [typeChosen, setTypeChosen] = useState(false);
  const draft = history?.present ?? null;
  const saveDesign = useSaveDesign();

  // Artwork facts (pixel size, format) of elements placed in earlier sessions, for the DPI check.
  const usedIds = draft
    ? [...new Set(Object.values(draft.sides).flatMap((s) => s.elements.map((e) => e.artworkId ?? '')))]
        .filter((id) => id && !placed[id])
        .sort()
    : [];
  const earlier = useArtworkBulkQuery(usedIds.length ? usedIds : skipToken).data;
  const artworks: Record<string, Artwork> = {
    ...Object.fromEntries((earlier ?? []).map((a) => [a.artworkId, a])),
    ...placed,
  };

  const persist = (next: DesignDraft) => {
    const inCart = cart?.designDrafts.some((d) => d.id === next.id);
    if (inCart) dispatch(cartEdited({ type: 'updateDesignDraft', draft: next }));
    else {
      // The printable has no draft yet (or is not in the cart yet): (re-)create it carrying the new
      // draft (same id), with the quantities typed on the product page.
      const isNew = !cart?.printables.some((p) => p.id === printable.id);
      if (!isNew) dispatch(cartEdited({ type: 'removePrintable', printableId: printable.id }));
      dispatch(
        cartEdited({
          type: 'createPrintable',
          printable: { ...printable, designDraftId: next.id },
          designDraft: next,
        }),
      );
      if (isNew && cart && quantities) {
        for (const edit of productQuantityEdits(cart, printable.id, quantities, () => crypto.randomUUID())) {
          dispatch(cartEdited(edit));
        }
      }
    }
  };
  /** A finished change: one undo step, mirrored into the cart. */
  const apply = (next: DesignDraft) => {
    setHistory((h) => (h ? commit(h, next) : h));
    setNotReady(false);
    persist(next);
  };
  /** Undo or redo. */
  const step = (fn: (h: History<DesignDraft>) => History<DesignDraft>) => {
    if (!history) return;
    const h = fn(history);
    setHistory(h);
    persist(h.present);
  };
  const syncIssues = (issues: { path: string; message: string }[]) => {
    const next = syncDesignIssues(messages, issues);
    for (const m of messages) if (!next.some((n) => n.id === m.id)) dispatch(messageDismissed(m.id));
    for (const m of next) if (!messages.some((o) => o.id === m.id)) dispatch(messagePushed(m));
  };
  /** Saves the draft as a design (once): its id, or null with the service's issues told. */
  const save = async (): Promise<string | null> => {
    if (!draft || !history) return null;
    if (draft.designId) return draft.designId;
    setBusy(true);
    const r = await saveDesign(draft);
    setBusy(false);
    if (r.ok) {
      syncIssues([]);
      const next = { ...draft, designId: r.designId };
      setHistory({ ...history, present: next });
      persist(next);
      return r.designId;
    }
    if (r.issues) syncIssues(r.issues);
    dispatch(pushMessage('global', GLOBAL_MESSAGES.designCreateFailed));
    return null;
  };

  return {
    cart,
    draftType,
    isGarment,
    bans,
    history,
    draft,
    sideKey,
    setSideKey,
    selected,
    setSelected,
    artworks,
    addArtwork: (art: Artwork) => setPlaced((m) => ({ ...m, [art.artworkId]: art })),
    status,
    setStatus,
    notReady,
    setNotReady,
    busy,
    statedQty,
    setStatedQty,
    typeChosen,
    setTypeChosen,
    apply,
    step,
    save,
  };
}
