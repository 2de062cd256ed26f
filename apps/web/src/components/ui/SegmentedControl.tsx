import type { KeyboardEvent, ReactNode } from 'react';
import { focusItem, movedIndex } from './roving-focus.ts';
import './ui.css';

export interface Segment<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface SegmentedControlProps<V extends string> {
  /** The group's accessible name. */
  label: string;
  segments: readonly Segment<NoInfer<V>>[];
  value: V;
  onChange(value: NoInfer<V>): void;
}

/**
 * One choice of a few as joined buttons (a radiogroup): Tab reaches the chosen one, arrows, Home and End move
 * the choice (roving tabindex).
 */
export function SegmentedControl<V extends string>({
  label,
  segments,
  value,
  onChange,
}: SegmentedControlProps<V>) {
  const current = Math.max(
    0,
    segments.findIndex((s) => s.value === value),
  );
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const i = movedIndex(
      e.key,
      current,
      segments.map((s) => !!s.disabled),
    );
    if (i === null) return;
    e.preventDefault();
    const next = segments[i];
    if (next) onChange(next.value);
    focusItem(e, '[role="radio"]', i);
  }
  return (
    <div role="radiogroup" aria-label={label} className="ui-segmented" onKeyDown={onKeyDown}>
      {segments.map((s, i) => (
        // biome-ignore lint/a11y/useSemanticElements: a roving-tabindex radiogroup of buttons (WAI-ARIA), styled as segments
        <button
          key={s.value}
          type="button"
          role="radio"
          className="ui-segment"
          aria-checked={s.value === value}
          tabIndex={i === current ? 0 : -1}
          disabled={s.disabled}
          onClick={() => onChange(s.value)}
        >
          {s.label}
        </button>
      ))}
    </div>
  );
}
