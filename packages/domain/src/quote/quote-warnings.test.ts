import { describe, expect, it } from 'vitest';
import { makeMessage } from '../message-center/message-center.ts';
import { DROPPED_WARNING_PHRASES, quoteWarningMessages } from './quote-warnings.ts';

describe('quote warnings', () => {
  it("O-5-85 warnings containing 'poor value' are dropped", () => {
    expect(DROPPED_WARNING_PHRASES).toContain('poor value');
    expect(quoteWarningMessages(['Small runs are poor value for screenprint'], [])).toEqual([]);
  });

  it("O-5-86 warnings containing 'may not print well' are dropped", () => {
    expect(DROPPED_WARNING_PHRASES).toContain('may not print well');
    expect(quoteWarningMessages([{ message: 'Artwork may not print well at this size' }], [])).toEqual([]);
  });

  it('O-5-87 duplicates of existing global warnings are not repeated', () => {
    const shown = [makeMessage('global', 'Rush capacity is limited', 'warning')];
    expect(
      quoteWarningMessages(['Rush capacity is limited', 'Holiday delays', 'Holiday delays'], shown),
    ).toEqual([makeMessage('global', 'Holiday delays', 'warning')]);
  });

  it('O-5-87 a same-text error does not hide the warning', () => {
    const shown = [makeMessage('global', 'Holiday delays', 'error')];
    expect(quoteWarningMessages(['Holiday delays'], shown)).toHaveLength(1);
  });
});
