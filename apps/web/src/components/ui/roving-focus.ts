import type { KeyboardEvent } from 'react';

/**
 * The index an arrow, Home or End key moves to in a row of items (wrapping, skipping disabled ones), or null
 * for any other key. Shared by the tab list and the segmented control (WAI-ARIA roving tabindex).
 */
export function movedIndex(key: string, from: number, disabled: readonly boolean[]): number | null {
  const n = disabled.length;
  const step = (i: number, d: number) => {
    for (let k = 1; k <= n; k++) {
      const j = (((i + d * k) % n) + n) % n;
      if (!disabled[j]) return j;
    }
    return i;
  };
  if (key === 'ArrowRight' || key === 'ArrowDown') return step(from, 1);
  if (key === 'ArrowLeft' || key === 'ArrowUp') return step(from, -1);
  if (key === 'Home') return step(-1, 1);
  if (key === 'End') return step(n, -1);
  return null;
}

/** Focuses the `index`th element matching `selector` inside the event's current target. */
export function focusItem(e: KeyboardEvent<HTMLElement>, selector: string, index: number) {
  e.currentTarget.querySelectorAll<HTMLElement>(selector)[index]?.focus();
}
