import { describe, expect, it } from 'vitest';
import { sequentialPrintableRequests } from './sequential-printable-requests.ts';

/** A fake POST that records when each call starts and ends, answering after a few ticks. */
function recorder(fail?: string) {
  const log: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const post = async (colour: string) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    log.push(`start ${colour}`);
    for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 1));
    inFlight--;
    log.push(`end ${colour}`);
    if (colour === fail) throw new Error(`${colour} refused`);
    return { printableId: `p-${colour}` };
  };
  return { post, log, maxInFlight: () => maxInFlight };
}

describe('printable requests per extra colour', () => {
  it('O-7-18 one POST per extra colour, strictly one after another, in order', async () => {
    const r = recorder();
    const out = await sequentialPrintableRequests(['Black', 'Navy', 'Red', 'Navy'], r.post);
    expect(out).toEqual({
      ok: true,
      results: [{ printableId: 'p-Black' }, { printableId: 'p-Navy' }, { printableId: 'p-Red' }],
    });
    expect(r.log).toEqual(['start Black', 'end Black', 'start Navy', 'end Navy', 'start Red', 'end Red']);
    expect(r.maxInFlight()).toBe(1);
  });

  it('O-7-18 the first failure stops the rest; earlier answers are kept', async () => {
    const r = recorder('Navy');
    const out = await sequentialPrintableRequests(['Black', 'Navy', 'Red'], r.post);
    expect(out).toMatchObject({
      ok: false,
      results: [{ printableId: 'p-Black' }],
      failedColour: 'Navy',
      failedIndex: 1,
    });
    expect(!out.ok && (out.error as Error).message).toBe('Navy refused');
    expect(r.log).not.toContain('start Red');
  });

  it('O-7-18 no extra colours -> no request', async () => {
    const r = recorder();
    expect(await sequentialPrintableRequests([], r.post)).toEqual({ ok: true, results: [] });
    expect(r.log).toEqual([]);
  });
});
