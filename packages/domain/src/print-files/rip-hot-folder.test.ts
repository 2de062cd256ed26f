import { describe, expect, it } from 'vitest';
import {
  artOffsets,
  type RipFacts,
  ripJobKeys,
  ripLocationFor,
  ripLocationRefusal,
  ripStateOf,
} from './rip-hot-folder.ts';

describe('RIP hot folders', () => {
  it('R-9-40 an inactive location (BROTHER_CLOUD, FRESNO, SCRANTON) is never chosen and is refused by name', () => {
    expect(ripLocationFor('INDY')).toBe('INDY');
    expect(ripLocationFor('DALLAS')).toBe('DALLAS');
    expect(ripLocationFor('FRESNO')).toBe('CLOUD');
    expect(ripLocationFor('SCRANTON')).toBe('CLOUD');
    expect(ripLocationFor('FREMONT')).toBe('CLOUD');
    expect(ripLocationRefusal('FRESNO')).toBe(
      'RIP location FRESNO is inactive: send the file to an active location.',
    );
    expect(ripLocationRefusal('BROTHER_CLOUD')).not.toBeNull();
    expect(ripLocationRefusal('CLOUD')).toBeNull();
    expect(ripLocationRefusal('MARS')).toBe('MARS is not a RIP location.');
  });

  it('a unit side has its files under its location prefix; offsets are inches of the art box', () => {
    expect(ripJobKeys('INDY', '1001-1-1', 'front').ticket).toBe('rip/INDY/1001-1-1-front.json');
    expect(artOffsets([{ left: 1050, top: 600 }], 300)).toEqual({ top: 2, left: 3.5 });
  });
});

describe('ripStateOf', () => {
  const f = (o: Partial<RipFacts>): RipFacts => ({ job: null, ticketInFolder: false, ripIssue: false, ...o });
  it('reads a side’s RIP job from its drop job, its ticket and the unit’s milestone', () => {
    expect(ripStateOf(f({}))).toBeNull();
    expect(ripStateOf(f({ job: 'created' }))).toBe('queued');
    expect(ripStateOf(f({ job: 'retry' }))).toBe('queued');
    expect(ripStateOf(f({ job: 'completed', ticketInFolder: true }))).toBe('in-hot-folder');
    expect(ripStateOf(f({ job: 'completed', ticketInFolder: true, ripIssue: true }))).toBe('RIP_ISSUE');
    expect(ripStateOf(f({ job: 'completed' }))).toBe('ripped');
    expect(ripStateOf(f({ ripIssue: true }))).toBe('RIP_ISSUE');
    expect(ripStateOf(f({ job: 'failed' }))).toBe('failed');
  });
});
