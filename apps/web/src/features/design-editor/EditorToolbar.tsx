import type { ElementPlace } from '@platen/domain/entities/entities';
import { horizontalCodeOf, offsetsOf } from '@platen/domain/editor/editor-element';
import type { EditorSide } from '@platen/domain/editor/editor-sides';
import type { Box } from '@platen/domain/editor/placement-box';
import { MUG_PLACE_LABELS, type PlaceRegion } from '@platen/domain/placement/mug-element-place';
import type { PlacementName } from '@platen/domain/placement/placement-presets';
import { Input } from '@/components/ui/Input.tsx';
import { Select } from '@/components/ui/Select.tsx';

const PRESET_LABELS: Record<PlacementName, string> = {
  'center-small': 'Center small',
  'center-medium': 'Center medium',
  'center-large': 'Center large',
  'center-full': 'Center full',
  bottom: 'Bottom',
};

interface Props {
  side: EditorSide;
  /** The selected element's box, index, place band and element (null when nothing is selected). */
  sel: Box | null;
  selected: number | null;
  selRegion: PlaceRegion | null | undefined;
  selElement: { elementPlace?: ElementPlace | null } | undefined;
  canUndoNow: boolean;
  canRedoNow: boolean;
  onUndo(): void;
  onRedo(): void;
  applyPreset(name: PlacementName): void;
  placeOnMug(place: ElementPlace): void;
  rotateSelected(angle: number): void;
  onRemove(): void;
}

/** Undo/redo and the selected artwork's controls (placement preset, mug place, rotation, remove) and readout. */
export function EditorToolbar({
  side,
  sel,
  selected,
  selRegion,
  selElement,
  canUndoNow,
  canRedoNow,
  onUndo,
  onRedo,
  applyPreset,
  placeOnMug,
  rotateSelected,
  onRemove,
}: Props) {
  return (
    <>
      <div className="editor-toolbar">
        <button type="button" className="secondary" disabled={!canUndoNow} onClick={onUndo}>
          Undo
        </button>
        <button type="button" className="secondary" disabled={!canRedoNow} onClick={onRedo}>
          Redo
        </button>
        {sel && !side.locked && (
          <>
            <Select label="Placement" value="" onChange={(e) => applyPreset(e.target.value as PlacementName)}>
              <option value="">Choose…</option>
              {side.presets.map((p) => (
                <option key={p} value={p}>
                  {PRESET_LABELS[p]}
                </option>
              ))}
            </Select>
            {side.places.length > 0 && (
              <Select
                label="Place on the mug"
                value={selElement?.elementPlace ?? ''}
                onChange={(e) => e.target.value && placeOnMug(e.target.value as ElementPlace)}
              >
                <option value="">Choose…</option>
                {side.places.map((p) => (
                  <option key={p} value={p}>
                    {MUG_PLACE_LABELS[p]}
                  </option>
                ))}
              </Select>
            )}
            {side.allowRotation && (
              <Input
                label="Rotation (degrees)"
                id="rotation"
                hint={side.freeRotation ? 'any angle; ] and [ on the canvas turn by 15' : 'quarter turns'}
                // Re-created when the angle changes elsewhere (keys, handle, undo), so it shows the stored value.
                key={`${selected}-${sel.rotation}`}
                type="number"
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
            )}
            <button type="button" className="secondary" onClick={onRemove}>
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
    </>
  );
}
