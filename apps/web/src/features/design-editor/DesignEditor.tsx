import { readablePrintType } from '@platen/domain/catalog/print-types';
import { estimatedSideStitches } from '@platen/domain/design/stitch-estimate';
import { isDesignReady } from '@platen/domain/design/design-ready';
import {
  moveElement,
  placeArtwork,
  posterBox,
  removeElement,
  setPrintType,
} from '@platen/domain/editor/draft-edits';
import { elementBox } from '@platen/domain/editor/editor-element';
import { oversizeIssues, printTypeForPlacedArtwork } from '@platen/domain/editor/editor-readiness';
import { casePreset, type EditorSide, editorSides } from '@platen/domain/editor/editor-sides';
import { canRedo, canUndo, redo, undo } from '@platen/domain/editor/history';
import { rotateTo } from '@platen/domain/editor/interaction';
import { mugPlaceBox } from '@platen/domain/editor/mug-place';
import { type Box, clampBox } from '@platen/domain/editor/placement-box';
import type { DesignDraft, ElementPlace } from '@platen/domain/entities/entities';
import { GLOBAL_MESSAGES } from '@platen/domain/message-center/global-messages';
import { productGeometry } from '@platen/domain/mockup/product-geometry';
import { MUG_PLACE_LABELS } from '@platen/domain/placement/mug-element-place';
import type { PlacementName } from '@platen/domain/placement/placement-presets';
import { editorQuoteItem } from '@platen/domain/quote/editor-quote-item';
import { px } from '@platen/domain/units/units';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/hooks/store.ts';
import './design-editor.css';
import { cartEdited } from '@/stores/cart-slice.ts';
import { pushMessage } from '@/stores/message-center-slice.ts';
import { ArtworkPicker } from './ArtworkPicker.tsx';
import { type Artwork, templateUrl, useTemplateSizeQuery } from './api/editor-api.ts';
import { DesignChecks } from './DesignChecks.tsx';
import { designCheck, lowDpiLabels } from './design-checks.ts';
import { EditorCanvas } from './EditorCanvas.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';
import { ExtraColours } from './ExtraColours.tsx';
import { artAspect, presetBoxFor, regionOf } from './editor-geometry.ts';
import { PriceBar, PriceBreaks } from './PricePanel.tsx';
import { PrintOptions } from './PrintOptions.tsx';
import { type DesignDraftInput, useDesignDraft } from './use-design-draft.ts';
import { useUnitPrice } from './use-unit-price.ts';

/**
 * The editor proper (state in `useDesignDraft`): the sides and canvas, the toolbar of the selected artwork,
 * the print options, artwork, extra colours, the checks, the live price and the save/add actions.
 */
export function DesignEditor(props: DesignDraftInput) {
  const { printable, product } = props;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const editor = useDesignDraft(props);
  const { cart, draftType, isGarment, bans, history, draft, sideKey, setSideKey, selected } = editor;
  const { setSelected, artworks, addArtwork, status, setStatus, notReady, setNotReady, busy } = editor;
  const { statedQty, setStatedQty, typeChosen, setTypeChosen, apply, step, save } = editor;

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
  // Mugs (by size) and cases are drawn from their geometry, so the print area sits on the body;
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

  const pick = (art: Artwork) => {
    addArtwork(art);
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

  const sel = selected !== null ? (boxes[selected] ?? null) : null;
  const selRegion = selected !== null ? regions[selected] : null;
  const selElement = selected !== null ? elements[selected] : undefined;
  const check = designCheck(draft, sides, artworks, minQuality);
  const lowDpi = lowDpiLabels(check.quality);

  const stitches =
    draft.printType === 'embr'
      ? Object.entries(draft.sides)
          .filter(([, s]) => s.elements.length > 0)
          .map(([k]) => ({
            side: sides.find((x) => x.key === k)?.label ?? k,
            count: stitchCount(draft, k) ?? 0,
          }))
      : [];

  return (
    <section aria-labelledby="design-heading" className="design-editor">
      <div className="editor-head">
        <h1 id="design-heading">Design your {product.name}</h1>
        <p className="muted">
          {printable.color} · {readablePrintType(draft.printType ?? '')}
        </p>
      </div>
      <div className="editor-stage">
        <div role="tablist" aria-label="Sides" className="editor-sides">
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
        <EditorToolbar
          side={side}
          sel={sel}
          selected={selected}
          selRegion={selRegion}
          selElement={selElement}
          canUndoNow={canUndo(history)}
          canRedoNow={canRedo(history)}
          onUndo={() => step(undo)}
          onRedo={() => step(redo)}
          applyPreset={applyPreset}
          placeOnMug={placeOnMug}
          rotateSelected={rotateSelected}
          onRemove={() => {
            apply(removeElement(draft, side.key, selected ?? 0));
            setSelected(null);
          }}
        />
        <p role="status">{status}</p>
      </div>
      <div className="editor-panel">
        <div className="editor-panel-scroll">
          <PrintOptions
            product={product}
            draft={draft}
            draftType={draftType}
            bans={bans}
            side={side}
            elements={elements}
            apply={apply}
            onTypeChosen={() => setTypeChosen(true)}
          />
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
          <DesignChecks {...check} notReady={notReady} />
          <PriceBreaks price={price} pieces={quote?.pieces ?? null} stitches={stitches} />
        </div>
        <PriceBar
          price={price}
          pieces={quote?.pieces ?? null}
          source={quote?.source ?? null}
          onPieces={setStatedQty}
          busy={busy}
          onPreview={preview}
          onAddToCart={addToCart}
        />
      </div>
    </section>
  );
}
