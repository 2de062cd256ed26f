import { designReadyIssues, isDesignReady } from '@platen/domain/design/design-ready';
import { colourLimit, colourLimitIssues } from '@platen/domain/design/colour-limits';
import {
  allowedPrintTypes,
  GARMENT_PRINT_TYPES,
  type GarmentPrintTypeCode,
} from '@platen/domain/design/product-bans';
import { DEFAULT_COLOUR_TABLES } from '@platen/domain/catalog/ink-colours';
import { readablePrintType } from '@platen/domain/catalog/print-types';
import { CASE_PLACEMENTS } from '@platen/domain/design/case-placement';
import {
  draftTypeOf,
  moveElement,
  newDraft,
  placeArtwork,
  posterBox,
  posterVariationsFor,
  removeElement,
  setMatchedColours,
  setPrintType,
  setVariation,
} from '@platen/domain/editor/draft-edits';
import { elementBox, horizontalCodeOf, offsetsOf } from '@platen/domain/editor/editor-element';
import { casePreset, type EditorSide, editorSides } from '@platen/domain/editor/editor-sides';
import {
  canRedo,
  canUndo,
  commit,
  type History,
  redo,
  startHistory,
  undo,
} from '@platen/domain/editor/history';
import { rotateTo } from '@platen/domain/editor/interaction';
import { mugPlaceBox } from '@platen/domain/editor/mug-place';
import { type Box, clampBox, presetToBox } from '@platen/domain/editor/placement-box';
import {
  defaultGarmentPrintType,
  editorReadiness,
  oversizeIssues,
  printTypeForPlacedArtwork,
} from '@platen/domain/editor/editor-readiness';
import { printQuality } from '@platen/domain/editor/print-quality';
import { estimatedSideStitches } from '@platen/domain/design/stitch-estimate';
import { editorQuoteItem } from '@platen/domain/quote/editor-quote-item';
import type {
  DesignDraft,
  Element,
  ElementPlace,
  Printable,
  PrintType,
} from '@platen/domain/entities/entities';
import { syncDesignIssues } from '@platen/domain/message-center/design-issues';
import { GLOBAL_MESSAGES } from '@platen/domain/message-center/global-messages';
import { productGeometry } from '@platen/domain/mockup/product-geometry';
import { MUG_PLACE_LABELS, type PlaceRegion, placeRegion } from '@platen/domain/placement/mug-element-place';
import { type PlacementName, placementPreset } from '@platen/domain/placement/placement-presets';
import { px } from '@platen/domain/units/units';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  decodeSizeQuantities,
  productQuantityEdits,
  type SizeQuantities,
} from '@platen/domain/cart/product-quantities';
import { useAppDispatch, useAppSelector } from '@/hooks/store.ts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useArtworkBulkQuery } from '@/api/print/artwork-bulk.ts';
import { useProductTagsQuery } from '@/api/print/product-tags.ts';
import { useProductQuery } from '@/api/print/products.ts';
import { cartEdited } from '@/stores/cart-slice.ts';
import { messageDismissed, messagePushed, pushMessage } from '@/stores/message-center-slice.ts';
import { ArtworkPicker } from './ArtworkPicker.tsx';
import {
  type Artwork,
  type CreateDesignResult,
  type EditorCatalogProduct,
  templateUrl,
  useSaveDesign,
  useTemplateSizeQuery,
} from './api/editor-api.ts';
import { EditorCanvas } from './EditorCanvas.tsx';
import { ExtraColours } from './ExtraColours.tsx';
import { PricePanel } from './PricePanel.tsx';
import { useUnitPrice } from './use-unit-price.ts';

const PRESET_LABELS: Record<PlacementName, string> = {
  'center-small': 'Center small',
  'center-medium': 'Center medium',
  'center-large': 'Center large',
  'center-full': 'Center full',
  bottom: 'Bottom',
};
const INKS = [...DEFAULT_COLOUR_TABLES.standard, ...DEFAULT_COLOUR_TABLES.pantone];

/** The design page (/order/v2/cart/:cartId/printable/:printableId/design): loads the product, then the editor. */
export default function DesignEditorPage() {
  const { printableId = '' } = useParams();
  const [query] = useSearchParams();
  const cart = useAppSelector((s) => s.cart.doc);
  const inCart = cart?.printables.find((p) => p.id === printableId);
  // #12.5: a product chosen on the product page is not in the cart yet: the query names it (and the
  // quantities typed there, #12.4) until the first design change puts it in.
  const productParam = query.get('productIdentifier');
  const colorParam = query.get('color');
  const quantitiesParam = query.get('quantities');
  const chosen = useMemo<Printable | null>(
    () =>
      productParam
        ? {
            id: printableId,
            designDraftId: null,
            productIdentifier: productParam,
            color: colorParam,
            complete: false,
          }
        : null,
    [printableId, productParam, colorParam],
  );
  const quantities = useMemo(() => decodeSizeQuantities(quantitiesParam), [quantitiesParam]);
  const printable = inCart ?? chosen ?? undefined;
  const identifier = printable?.productIdentifier ?? null;
  const product = useProductQuery(identifier ?? skipToken);
  // Tags that cannot be read ban nothing (the editor still opens).
  const tags = useProductTagsQuery(identifier ?? skipToken);
  if (!cart || !printable) return <p role="alert">This printable is not in the cart.</p>;
  if (!identifier)
    return (
      <p>
        Choose a product first. <Link to={`/order/v2/cart/${cart._id}`}>Back to cart</Link>
      </p>
    );
  if (product.isError) return <p role="alert">This product could not be loaded: {product.error.message}</p>;
  if (!product.currentData || tags.isFetching) return <p aria-busy="true">Loading the product…</p>;
  const draft = cart.designDrafts.find((d) => d.id === printable.designDraftId) ?? null;
  return (
    <DesignEditor
      key={printable.id}
      printable={printable}
      product={product.currentData}
      tags={tags.currentData?.tags ?? {}}
      saved={draft}
      quantities={inCart ? undefined : quantities}
    />
  );
}

interface EditorProps {
  printable: Printable;
  product: EditorCatalogProduct;
  tags: Record<string, string[]>;
  saved: DesignDraft | null;
  /** #12.4: quantities typed on the product page, put in the cart with the printable. */
  quantities?: SizeQuantities;
}

/** The editor proper: one working draft with undo/redo, mirrored into the cart after every finished change. */
export function DesignEditor({ printable, product, tags, saved, quantities }: EditorProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const cart = useAppSelector((s) => s.cart.doc);
  const messages = useAppSelector((s) => s.messageCenter);
  const draftType = draftTypeOf(product.type);
  const isGarment = draftType === 'Garment';
  const colourTags = tags[printable.color ?? ''] ?? [];
  const bans = allowedPrintTypes(
    colourTags,
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

  // One builder for the editor's and the review's quote item (packages/domain quote/editor-quote-item.ts).
  const stitchCount = (d: DesignDraft, name: string) => {
    const area = product.printAreas[name];
    return area ? estimatedSideStitches(d.sides[name]?.elements ?? [], area) : null;
  };
  // Cheap to build each render; useUnitPrice asks again only when the item's JSON changes.
  const quote =
    draft && cart
      ? editorQuoteItem({
          cart,
          printable,
          draft,
          statedQuantity: statedQty,
          defaultSize: (draftType === 'Mug' && draft.variation?.size) || product.sizes[0] || 'one',
          options: { stitchCount },
        })
      : null;
  const price = useUnitPrice(quote);
  const tplSide =
    sideKey ?? (product.printAreas.front ? 'front' : (Object.keys(product.printAreas)[0] ?? 'front'));
  const tplColour = printable.color ?? product.colors[0]?.name ?? '';
  const tplUrl = templateUrl(product.identifier, tplColour, tplSide);
  const tpl = useTemplateSizeQuery(tplUrl);

  if (!draftType || !draft || !history)
    return (
      <p role="alert">
        This product cannot be designed here: no print type is allowed for {product.name} in {printable.color}
        .
      </p>
    );

  const sides = editorSides({
    type: draftType,
    printType: draft.printType ?? 'dtg',
    printAreas: product.printAreas,
    embroideryKind:
      typeof product.properties.embroideryKind === 'string' ? product.properties.embroideryKind : null,
  });
  const side: EditorSide = sides.find((s) => s.key === sideKey) ?? (sides[0] as EditorSide);
  // Mugs (by size) and cases are drawn from their geometry, so the print area sits on the body (#12.11);
  // other products on their template drawing, in the drawing's own coordinates.
  const geometry = productGeometry(product.type, draft.variation?.size);
  const drawing = geometry?.template ?? tpl.currentData ?? { width: 1000, height: 1000 };
  const rect = geometry?.printArea ??
    product.printAreas[side.key]?.box ?? { x: 100, y: 100, width: 800, height: 800 };
  const elements = draft.sides[side.key]?.elements ?? [];
  const regions = elements.map((e) => regionOf(side, e));
  const boxes = elements.map((e, i) =>
    elementBox(e, side.area, artAspect(artworks[e.artworkId ?? '']), regions[i]),
  );
  const canvasCtx = {
    max: side.max,
    roundHalfInch: side.roundHalfInch,
    allowRotation: side.allowRotation,
    freeRotation: side.freeRotation,
    snapHorizontal: true,
    locked: side.locked,
  };
  const minQuality =
    typeof product.properties.minArtworkQuality === 'number' ? product.properties.minArtworkQuality : null;

  const persist = (next: DesignDraft) => {
    const inCart = cart?.designDrafts.some((d) => d.id === next.id);
    if (inCart) dispatch(cartEdited({ type: 'updateDesignDraft', draft: next }));
    else {
      // The printable has no draft yet (or is not in the cart yet, #12.5): (re-)create it carrying the new
      // draft (same id), with the quantities typed on the product page (#12.4).
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
  const apply = (next: DesignDraft) => {
    setHistory((h) => (h ? commit(h, next) : h));
    setNotReady(false);
    persist(next);
  };
  const step = (fn: typeof undo) => {
    const h = fn(history);
    setHistory(h);
    persist(h.present);
  };

  const pick = (art: Artwork) => {
    setPlaced((m) => ({ ...m, [art.artworkId]: art }));
    const aspect = art.width > 0 ? art.height / art.width : 1;
    const ref = { ...art, aspect };
    const box =
      draftType === 'Poster'
        ? posterBox(aspect, side.area)
        : presetBoxFor(
            side,
            draftType === 'Case' ? casePreset(draft.variation?.placement, 0.5) : 'center-medium',
            aspect,
          );
    let next = placeArtwork(draft, side.key, ref, box, side.area);
    const type =
      isGarment && !typeChosen ? printTypeForPlacedArtwork(next, bans.allowed, art.format) : next.printType;
    if (type && type !== next.printType) next = setPrintType(next, type);
    apply(next);
    setSelected(elements.length);
    setStatus(
      `${art.name} placed on ${side.label}.${type !== draft.printType ? ` Full-colour artwork: printed with ${readablePrintType(type ?? '')}.` : ''}`,
    );
  };
  const applyPreset = (name: PlacementName) => {
    const current = selected === null ? null : boxes[selected];
    if (selected === null || !current) return;
    const el = elements[selected];
    const aspect = el?.aspect ?? 1;
    // The preset sizes the artwork; it keeps its turn and stays in its place's band.
    const box = clampBox(
      { ...presetBoxFor(side, name, aspect), rotation: current.rotation },
      side.area,
      side.max,
      regions[selected],
    );
    apply(moveElement(draft, side.key, selected, box, side.area));
  };
  const rotateSelected = (angle: number) => {
    const current = selected === null ? null : boxes[selected];
    if (selected === null || !current || !Number.isFinite(angle)) return;
    const t = rotateTo(current, angle, {
      ...canvasCtx,
      frame: { width: side.area.width, height: side.area.height, widthPx: px(rect.width) },
      region: regions[selected] ?? null,
    });
    if (t.refused) setStatus(t.refused);
    if (t.commit) apply(moveElement(draft, side.key, selected, t.box, side.area));
  };
  const placeOnMug = (place: ElementPlace) => {
    const current = selected === null ? null : boxes[selected];
    const el = selected === null ? null : elements[selected];
    if (selected === null || !current || !el) return;
    const box = mugPlaceBox(place, el.aspect ?? 1, side.area, side.max, current.rotation);
    apply(moveElement(draft, side.key, selected, box, side.area, place));
    setStatus(`${el.fileName ?? 'Artwork'} placed ${MUG_PLACE_LABELS[place].toLowerCase()} on the mug.`);
  };
  const onCommit = (index: number, box: Box) => apply(moveElement(draft, side.key, index, box, side.area));

  const syncIssues = (issues: { path: string; message: string }[]) => {
    const next = syncDesignIssues(messages, issues);
    for (const m of messages) if (!next.some((n) => n.id === m.id)) dispatch(messageDismissed(m.id));
    for (const m of next) if (!messages.some((o) => o.id === m.id)) dispatch(messagePushed(m));
  };
  const save = async (): Promise<string | null> => {
    if (draft.designId) return draft.designId;
    setBusy(true);
    const r: CreateDesignResult = await saveDesign(draft);
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
  const addToCart = async () => {
    if (!isDesignReady(draft) || oversizeIssues(draft, sides).length > 0) {
      setNotReady(true);
      dispatch(pushMessage('global', GLOBAL_MESSAGES.designNotReady));
      return;
    }
    const id = await save();
    if (!id || !cart) return;
    dispatch(cartEdited({ type: 'completePrintable', printableId: printable.id }));
    navigate(`/order/v2/cart/${encodeURIComponent(cart._id)}`);
  };
  const preview = async () => {
    const id = await save();
    if (id) navigate('../mockup', { relative: 'path' });
  };

  const issues = [
    ...designReadyIssues(draft),
    ...colourLimitIssues(draft.printType ?? '', draft.sides),
    ...oversizeIssues(draft, sides),
  ];
  const quality = Object.entries(draft.sides).flatMap(([key, s]) => {
    const area = sides.find((x) => x.key === key)?.area;
    return s.elements.flatMap((e, i) => {
      const art = artworks[e.artworkId ?? ''];
      const box = area ? elementBox(e, area, artAspect(art)) : null;
      if (!art || !box) return [];
      const q = printQuality(
        {
          name: art.name,
          format: art.format,
          pixelWidth: px(art.width),
          pixelHeight: px(art.height),
          width: box.width,
          height: box.height,
        },
        minQuality,
      );
      return [{ key: `${key}:${i}`, side: key, name: art.name, ...q }];
    });
  });
  const verdict = editorReadiness(
    issues,
    quality.flatMap((q) => (q.warning ? [q.warning] : [])),
  );
  // The canvas marks a low-DPI element with a short label; the full warning is listed under "Print quality".
  const lowDpi = new Map(
    quality.flatMap((q) =>
      q.warning ? [[q.key, `${q.name}: low resolution, ${q.dpi} DPI at this size`] as const] : [],
    ),
  );
  const sel = selected !== null ? boxes[selected] : null;
  const selRegion = selected !== null ? regions[selected] : null;
  const selElement = selected !== null ? elements[selected] : undefined;
  const matched = draft.sides[side.key]?.colors?.matched ?? [];
  const limit = colourLimit(draft.printType ?? '');
  const posterVariations = posterVariationsFor(String(product.properties.posterSize ?? ''));
  const finishes = Array.isArray(product.properties.finishes)
    ? (product.properties.finishes as string[])
    : [];

  return (
    <section aria-labelledby="design-heading" className="design-editor">
      <h1 id="design-heading">Design your {product.name}</h1>
      <p className="muted">
        {printable.color} · {readablePrintType(draft.printType ?? '')}
      </p>
      <div className="editor-layout">
        <div>
          <div role="tablist" aria-label="Sides">
            {sides.map((s) => (
              <button
                key={s.key}
                type="button"
                role="tab"
                aria-selected={s.key === side.key}
                className={s.key === side.key ? undefined : 'secondary'}
                onClick={() => {
                  setSideKey(s.key);
                  setSelected(null);
                }}
              >
                {s.label}
              </button>
            ))}
          </div>
          {tpl.isFetching && !geometry ? (
            <p aria-busy="true">Loading the product drawing…</p>
          ) : (
            <EditorCanvas
              templateHref={geometry ? null : tplUrl}
              shape={
                geometry
                  ? {
                      geometry,
                      hex: product.colors.find((c) => c.name === tplColour)?.hex ?? 'ffffff',
                      type: product.type,
                    }
                  : null
              }
              viewBox={`0 0 ${drawing.width} ${drawing.height}`}
              templateSize={drawing}
              areaRect={rect}
              area={side.area}
              max={side.max}
              elements={elements.flatMap((e, i) => {
                const box = boxes[i];
                const art = artworks[e.artworkId ?? ''];
                return box
                  ? [
                      {
                        key: `${e.artworkId}-${i}`,
                        href: art?.url ?? e.url ?? e.thumbnailUrl ?? '',
                        box,
                        label: e.fileName ?? 'artwork',
                        region: regions[i] ?? null,
                        warning: lowDpi.get(`${side.key}:${i}`) ?? null,
                      },
                    ]
                  : [];
              })}
              selected={selected}
              ctx={canvasCtx}
              onSelect={setSelected}
              onCommit={onCommit}
              onRefused={setStatus}
            />
          )}
          <p className="muted">
            Print area {side.area.width} x {side.area.height} in
            {side.max ? ` · artwork at most ${side.max.width} x ${side.max.height} in` : ''}
          </p>
          <div className="editor-toolbar">
            <button
              type="button"
              className="secondary"
              disabled={!canUndo(history)}
              onClick={() => step(undo)}
            >
              Undo
            </button>
            <button
              type="button"
              className="secondary"
              disabled={!canRedo(history)}
              onClick={() => step(redo)}
            >
              Redo
            </button>
            {sel && !side.locked && (
              <>
                <label>
                  Placement
                  <select
                    aria-label="Placement"
                    value=""
                    onChange={(e) => applyPreset(e.target.value as PlacementName)}
                  >
                    <option value="">Choose…</option>
                    {side.presets.map((p) => (
                      <option key={p} value={p}>
                        {PRESET_LABELS[p]}
                      </option>
                    ))}
                  </select>
                </label>
                {side.places.length > 0 && (
                  <label>
                    Place on the mug
                    <select
                      aria-label="Place on the mug"
                      value={selElement?.elementPlace ?? ''}
                      onChange={(e) => e.target.value && placeOnMug(e.target.value as ElementPlace)}
                    >
                      <option value="">Choose…</option>
                      {side.places.map((p) => (
                        <option key={p} value={p}>
                          {MUG_PLACE_LABELS[p]}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                {side.allowRotation && (
                  <label>
                    Rotation (degrees)
                    <input
                      // Re-created when the angle changes elsewhere (keys, handle, undo), so it shows the stored value.
                      key={`${selected}-${sel.rotation}`}
                      type="number"
                      aria-label="Rotation (degrees)"
                      aria-describedby="rotation-hint"
                      min={0}
                      max={359}
                      step={side.freeRotation ? 1 : 90}
                      defaultValue={sel.rotation}
                      onBlur={(e) => {
                        const v = Number(e.target.value);
                        if (e.target.value !== '' && v !== sel.rotation) rotateSelected(v);
                      }}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') {
                          e.preventDefault();
                          const v = Number(e.currentTarget.value);
                          if (e.currentTarget.value !== '' && v !== sel.rotation) rotateSelected(v);
                        }
                      }}
                    />
                    <span id="rotation-hint" className="muted">
                      {side.freeRotation ? 'any angle; ] and [ on the canvas turn by 15' : 'quarter turns'}
                    </span>
                  </label>
                )}
                <button
                  type="button"
                  className="secondary"
                  onClick={() => {
                    apply(removeElement(draft, side.key, selected ?? 0));
                    setSelected(null);
                  }}
                >
                  Remove artwork
                </button>
              </>
            )}
          </div>
          {sel && (
            <p aria-live="polite" data-testid="placement-readout">
              {`${sel.width.toFixed(2)} x ${sel.height.toFixed(2)} in${side.allowRotation ? ` · rotation ${sel.rotation}°` : ''} · horizontal ${horizontalCodeOf(sel, side.area, selRegion)}${selElement?.elementPlace ? ` (${MUG_PLACE_LABELS[selElement.elementPlace].toLowerCase()})` : ''} · offset top ${offsetsOf(sel, side.area).top.toFixed(2)} in · bottom ${offsetsOf(sel, side.area).bottom.toFixed(2)} in`}
            </p>
          )}
          <p role="status">{status}</p>
        </div>
        <div className="editor-panel">
          {isGarment && (
            <fieldset>
              <legend>Print type</legend>
              {bans.allowed.map((t: GarmentPrintTypeCode) => (
                <label key={t}>
                  <input
                    type="radio"
                    name="printType"
                    checked={draft.printType === t}
                    onChange={() => {
                      setTypeChosen(true);
                      apply(setPrintType(draft, t));
                    }}
                  />
                  {readablePrintType(t)}
                </label>
              ))}
              {bans.excluded.map((x) => (
                <p key={`${x.printType}-${x.code}`} className="muted">
                  {readablePrintType(x.printType)}: {x.reason}
                </p>
              ))}
              {bans.warnings
                .filter((w) => w.printType === draft.printType)
                .map((w) => (
                  <p key={w.code} className="message warning" role="status">
                    {w.message}
                  </p>
                ))}
            </fieldset>
          )}
          {limit !== null && (
            <fieldset>
              <legend>
                {draft.printType === 'embr' ? 'Thread colours' : 'Ink colours'} on {side.label} (
                {matched.length} of {limit})
              </legend>
              <ul className="chips">
                {matched.map((c) => (
                  <li key={c}>
                    {c}{' '}
                    <button
                      type="button"
                      className="link-button"
                      aria-label={`Remove colour ${c}`}
                      onClick={() =>
                        apply(
                          setMatchedColours(
                            draft,
                            side.key,
                            matched.filter((m) => m !== c),
                          ),
                        )
                      }
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
              <label>
                Add a colour
                <select
                  aria-label="Add a colour"
                  value=""
                  onChange={(e) =>
                    e.target.value && apply(setMatchedColours(draft, side.key, [...matched, e.target.value]))
                  }
                >
                  <option value="">Choose…</option>
                  {INKS.filter((c) => !matched.includes(c.name)).map((c) => (
                    <option key={c.name} value={c.name}>
                      {c.display}
                    </option>
                  ))}
                </select>
              </label>
            </fieldset>
          )}
          {draftType === 'Case' && (
            <fieldset>
              <legend>Case</legend>
              <label>
                Finish
                <select
                  aria-label="Finish"
                  value={draft.variation?.finish ?? ''}
                  onChange={(e) => apply(setVariation(draft, 'finish', e.target.value))}
                >
                  <option value="">Choose…</option>
                  {finishes.map((f) => (
                    <option key={f} value={f}>
                      {f}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Case placement
                <select
                  aria-label="Case placement"
                  value={draft.variation?.placement ?? ''}
                  onChange={(e) => {
                    let next = setVariation(draft, 'placement', e.target.value);
                    const el = elements[0];
                    if (el)
                      next = moveElement(
                        next,
                        side.key,
                        0,
                        presetBoxFor(side, casePreset(e.target.value, el.width ?? 0.5), el.aspect ?? 1),
                        side.area,
                      );
                    apply(next);
                  }}
                >
                  <option value="">Choose…</option>
                  {CASE_PLACEMENTS.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </select>
              </label>
            </fieldset>
          )}
          {(draftType === 'Mug' || draftType === 'Poster') && (
            <label>
              Size
              <select
                aria-label="Size"
                value={draft.variation?.size ?? ''}
                onChange={(e) => apply(setVariation(draft, 'size', e.target.value))}
              >
                <option value="">Choose…</option>
                {(draftType === 'Mug' ? product.sizes : posterVariations).map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </label>
          )}
          <ArtworkPicker onPick={pick} />
          {cart?.designDrafts.some((d) => d.id === draft.id) && (
            <ExtraColours
              printable={printable}
              draft={draft}
              colours={product.colors}
              sizes={product.sizes}
              save={save}
            />
          )}
          <section aria-labelledby="checks-heading">
            <h2 id="checks-heading">Ready to print?</h2>
            {issues.length === 0 ? (
              <p className={verdict.tone === 'ready' ? 'message ok' : 'message warning'}>{verdict.text}</p>
            ) : (
              <ul aria-label="Design checklist" className={notReady ? 'checklist not-ready' : 'checklist'}>
                {issues.map((i) => (
                  <li key={`${i.path}-${i.code}`}>{i.message}</li>
                ))}
              </ul>
            )}
            <ul aria-label="Print quality">
              {quality.map((q) => (
                <li key={q.key} className={q.warning ? 'message warning' : undefined}>
                  {q.warning ?? `${q.name}: ${q.dpi === null ? 'vector' : `${q.dpi} DPI`} on ${q.side}`}
                </li>
              ))}
            </ul>
          </section>
          <PricePanel
            price={price}
            pieces={quote?.pieces ?? null}
            source={quote?.source ?? null}
            onPieces={setStatedQty}
            stitches={
              draft.printType === 'embr'
                ? Object.entries(draft.sides)
                    .filter(([, s]) => s.elements.length > 0)
                    .map(([k]) => ({
                      side: sides.find((x) => x.key === k)?.label ?? k,
                      count: stitchCount(draft, k) ?? 0,
                    }))
                : []
            }
          />
          <div className="editor-actions">
            <button type="button" className="secondary" disabled={busy} onClick={preview}>
              Save and preview mockups
            </button>
            <button type="button" disabled={busy} onClick={addToCart}>
              Add to cart
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}

/** O-3-15 The band an element's place covers on a side that offers places (mugs); null elsewhere. */
function regionOf(side: EditorSide, e: Element): PlaceRegion | null {
  return side.places.length > 0 && e.elementPlace ? placeRegion(e.elementPlace, side.area) : null;
}

function artAspect(art: Artwork | undefined): number {
  return art && art.width > 0 ? art.height / art.width : 1;
}

/** A preset's box on a side (spec aspect convention: width / height for both, docs/decisions/placement-presets.md). */
function presetBoxFor(side: EditorSide, name: PlacementName, aspectHW: number): Box {
  const preset = placementPreset({
    placementName: name,
    printAreaAspect: side.area.width / side.area.height,
    artworkAspect: 1 / aspectHW,
  });
  const box = presetToBox(preset, side.area);
  // Full bleed covers the area (R-5-07); every other preset stays inside it and within the maximum.
  return name === 'center-full' && side.area.width / side.area.height < 1
    ? box
    : clampBox(box, side.area, side.max);
}
