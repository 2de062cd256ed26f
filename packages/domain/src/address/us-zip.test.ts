import { describe, expect, it } from 'vitest';
import { checkUsZip, isUsZip, US_ZIP_FORMAT_MESSAGE } from './us-zip.ts';

describe('US zip', () => {
  it('O-5-49 US zip: 5 digits optionally followed by 4 digits', () => {
    for (const z of ['94538', '94538-1234', '945381234', ' 00601 ']) expect(isUsZip(z)).toBe(true);
    for (const z of ['9453', '945381', '94538-123', '94538-12345', 'ABCDE', '', null, 'K1A 0B6']) {
      expect(isUsZip(z)).toBe(false);
    }
  });
});

describe('#12.1 a short US zip is never padded silently', () => {
  it('#12.1 O-5-65 a short all-digit domestic zip is a suggestion of the padded zip, not a change', () => {
    expect(checkUsZip('US', '2134')).toEqual({
      kind: 'suggest',
      zip: '02134',
      message: `${US_ZIP_FORMAT_MESSAGE} Did you mean 02134?`,
    });
    expect(checkUsZip('', '601')).toMatchObject({ kind: 'suggest', zip: '00601' });
    expect(checkUsZip('PR', '601-1234')).toMatchObject({ kind: 'suggest', zip: '00601-1234' });
  });

  it('#12.1 O-5-49 any other malformed domestic zip is an error; good, empty and foreign zips pass', () => {
    expect(checkUsZip('US', '945381')).toEqual({ kind: 'invalid', message: US_ZIP_FORMAT_MESSAGE });
    expect(checkUsZip('US', 'ABCDE')).toEqual({ kind: 'invalid', message: US_ZIP_FORMAT_MESSAGE });
    for (const [c, z] of [
      ['US', '94105'],
      ['us', ' 94105-1234 '],
      ['US', ''],
      ['GB', 'SW1A 1AA'],
      ['AU', '200'],
    ] as const) {
      expect(checkUsZip(c, z)).toEqual({ kind: 'ok' });
    }
  });
});
