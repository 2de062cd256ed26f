import { describe, expect, it } from 'vitest';
import { nextPosterStatus, POSTER_STATUSES } from './poster-statuses.ts';

describe('poster statuses', () => {
  it('R-3-63 Poster statuses: created, ripping, uploaded, ripped, downloaded, printed, qced', () => {
    expect(POSTER_STATUSES).toEqual([
      'created',
      'ripping',
      'uploaded',
      'ripped',
      'downloaded',
      'printed',
      'qced',
    ]);
    expect(nextPosterStatus('created')).toBe('ripping');
    expect(nextPosterStatus('qced')).toBeNull();
  });
});
