import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, commit, HISTORY_LIMIT, redo, startHistory, undo } from './history.ts';

describe('undo / redo history', () => {
  it('undo steps back, redo steps forward, a new change forgets the undone branch', () => {
    let h = commit(commit(startHistory(1), 2), 3);
    h = undo(h);
    expect(h.present).toBe(2);
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(h.present).toBe(3);
    h = commit(undo(h), 9);
    expect(h.present).toBe(9);
    expect(canRedo(h)).toBe(false);
    expect(undo(undo(undo(h))).present).toBe(1);
    expect(canUndo(startHistory(0))).toBe(false);
  });
  it('keeps at most HISTORY_LIMIT steps and ignores equal values', () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) h = commit(h, i);
    expect(h.past.length).toBe(HISTORY_LIMIT);
    expect(commit(h, h.present)).toBe(h);
  });
});
