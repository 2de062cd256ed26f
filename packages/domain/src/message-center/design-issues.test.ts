import { describe, expect, it } from 'vitest';
import { designIssueText, syncDesignIssues } from './design-issues.ts';
import { makeMessage } from './message-center.ts';

describe('design service issues', () => {
  it('O-8-07 an issue is shown as "path: message" in the design message group', () => {
    expect(designIssueText({ path: 'sides.front.colors', message: 'is required' })).toBe(
      'sides.front.colors: is required',
    );
    expect(designIssueText({ path: ['sides', 'back', 0], message: 'bad' })).toBe('sides.back.0: bad');
    const [shown] = syncDesignIssues([], [{ path: 'name', message: 'too long' }]);
    expect(shown).toMatchObject({ message: 'name: too long', type: 'print', level: 'error' });
  });

  it('O-8-08 design issue messages are removed once resolved; other messages stay', () => {
    const global = makeMessage('global', 'Failed to create design');
    const a = { path: 'a', message: 'x' };
    const b = { path: 'b', message: 'y' };
    const both = syncDesignIssues([global], [a, b, a]);
    expect(both.map((m) => m.message)).toEqual(['Failed to create design', 'a: x', 'b: y']);
    const resolvedA = syncDesignIssues(both, [b]);
    expect(resolvedA.map((m) => m.message)).toEqual(['Failed to create design', 'b: y']);
    expect(syncDesignIssues(resolvedA, []).map((m) => m.message)).toEqual(['Failed to create design']);
  });
});
