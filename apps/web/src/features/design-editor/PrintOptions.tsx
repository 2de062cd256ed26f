import { DEFAULT_COLOUR_TABLES } from '@platen/domain/catalog/ink-colours';
import { readablePrintType } from '@platen/domain/catalog/print-types';
import { CASE_PLACEMENTS } from '@platen/domain/design/case-placement';
import { colourLimit } from '@platen/domain/design/colour-limits';
import type { allowedPrintTypes, GarmentPrintTypeCode } from '@platen/domain/design/product-bans';
import {
  type draftTypeOf,
  moveElement,
  posterVariationsFor,
  setMatchedColours,
  setPrintType,
  setVariation,
} from '@platen/domain/editor/draft-edits';
import { casePreset, type EditorSide } from '@platen/domain/editor/editor-sides';
import type { DesignDraft, Element } from '@platen/domain/entities/entities';
import { Select } from '@/components/ui/Select.tsx';
import type { EditorCatalogProduct } from './api/editor-api.ts';
import { presetBoxFor } from './editor-geometry.ts';

const INKS = [...DEFAULT_COLOUR_TABLES.standard, ...DEFAULT_COLOUR_TABLES.pantone];

interface Props {
  product: EditorCatalogProduct;
  draft: DesignDraft;
  draftType: ReturnType<typeof draftTypeOf>;
  bans: ReturnType<typeof allowedPrintTypes>;
  side: EditorSide;
  elements: Element[];
  apply(next: DesignDraft): void;
  /** The user picked a print type (a default one gives way to full-colour artwork, a chosen one stays). */
  onTypeChosen(): void;
}

/** A labelled select of a variation with a "Choose…" first option. */
function Choice(p: {
  label: string;
  value: string;
  options: readonly string[];
  onChange(value: string): void;
}) {
  return (
    <Select label={p.label} value={p.value} onChange={(e) => p.onChange(e.target.value)}>
      <option value="">Choose…</option>
      {p.options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </Select>
  );
}

/** The design's print options: print type (garments), ink or thread colours, case finish and placement, size. */
export function PrintOptions({
  product,
  draft,
  draftType,
  bans,
  side,
  elements,
  apply,
  onTypeChosen,
}: Props) {
  const isGarment = draftType === 'Garment';
  const matched = draft.sides[side.key]?.colors?.matched ?? [];
  const limit = colourLimit(draft.printType ?? '');
  const posterVariations = posterVariationsFor(String(product.properties.posterSize ?? ''));
  const finishes = Array.isArray(product.properties.finishes)
    ? (product.properties.finishes as string[])
    : [];
  return (
    <>
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
                  onTypeChosen();
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
            {draft.printType === 'embr' ? 'Thread colours' : 'Ink colours'} on {side.label} ({matched.length}{' '}
            of {limit})
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
          <Select
            label="Add a colour"
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
          </Select>
        </fieldset>
      )}
      {draftType === 'Case' && (
        <fieldset>
          <legend>Case</legend>
          <Choice
            label="Finish"
            value={draft.variation?.finish ?? ''}
            options={finishes}
            onChange={(value) => apply(setVariation(draft, 'finish', value))}
          />
          <Choice
            label="Case placement"
            value={draft.variation?.placement ?? ''}
            options={CASE_PLACEMENTS}
            onChange={(value) => {
              let next = setVariation(draft, 'placement', value);
              const el = elements[0];
              if (el)
                next = moveElement(
                  next,
                  side.key,
                  0,
                  presetBoxFor(side, casePreset(value, el.width ?? 0.5), el.aspect ?? 1),
                  side.area,
                );
              apply(next);
            }}
          />
        </fieldset>
      )}
      {(draftType === 'Mug' || draftType === 'Poster') && (
        <Choice
          label="Size"
          value={draft.variation?.size ?? ''}
          options={draftType === 'Mug' ? product.sizes : posterVariations}
          onChange={(value) => apply(setVariation(draft, 'size', value))}
        />
      )}
    </>
  );
}
