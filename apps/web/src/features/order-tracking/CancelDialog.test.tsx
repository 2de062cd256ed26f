import { describe, expect, it } from 'vitest';
import { previewSentence } from './CancelDialog.tsx';

describe('#28 the cancel dialog states the server preview', () => {
  it('#28 a refund to the balance, a cut of the amount due, or nothing', () => {
    expect(previewSentence({ totalBefore: 20_249, totalAfter: 13_632, refund: 6_617, dueCut: 0 })).toBe(
      '$66.17 will be refunded to your account balance. The order total goes from $202.49 to $136.32.',
    );
    expect(previewSentence({ totalBefore: 20_249, totalAfter: 13_632, refund: 0, dueCut: 6_617 })).toBe(
      '$66.17 will be taken off the amount due. The order total goes from $202.49 to $136.32.',
    );
    expect(previewSentence({ totalBefore: 20_249, totalAfter: 20_249, refund: 0, dueCut: 0 })).toMatch(
      /^Nothing will be refunded/,
    );
  });
});
