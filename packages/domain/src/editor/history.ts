/** Undo/redo history of a value: past states, the present one, and states undone that redo brings back. */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
}

/** Most steps kept: older ones drop off so a long session does not grow without bound. */
export const HISTORY_LIMIT = 100;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** Records a new present; anything undone is forgotten (a new branch). Equal values are not recorded. */
export function commit<T>(h: History<T>, next: T, same: (a: T, b: T) => boolean = Object.is): History<T> {
  if (same(h.present, next)) return h;
  return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: next, future: [] };
}

export const canUndo = (h: History<unknown>): boolean => h.past.length > 0;
export const canRedo = (h: History<unknown>): boolean => h.future.length > 0;

/** Steps back one change; a no-op at the start. */
export function undo<T>(h: History<T>): History<T> {
  const prev = h.past.at(-1);
  if (prev === undefined) return h;
  return { past: h.past.slice(0, -1), present: prev, future: [h.present, ...h.future] };
}

/** Re-applies the last undone change; a no-op when nothing was undone. */
export function redo<T>(h: History<T>): History<T> {
  const [next, ...rest] = h.future;
  if (next === undefined) return h;
  return { past: [...h.past, h.present], present: next, future: rest };
}
