import { describe, expect, it } from 'vitest';
import {
  isDarkGarment,
  placeOnPrintFile,
  printCanvas,
  printFileDpi,
  printFileKeys,
  printFileStyle,
} from './print-file.ts';

describe('print files', () => {
  it('a print file is the print area at true size: inches x DPI, 300 by default, DPIs 100..1200', () => {
    expect(printCanvas({ width: 14, height: 16, dpi: 300 })).toMatchObject({ widthPx: 4200, heightPx: 4800 });
    expect(printCanvas({ width: 8.36, height: 3.48 })).toMatchObject({
      dpi: 300,
      widthPx: 2508,
      heightPx: 1044,
    });
    expect(printFileDpi(150)).toBe(150);
    expect(printFileDpi(1200)).toBe(1200);
    expect(printFileDpi(96)).toBe(300);
  });

  it('an element lands where its offset and width say, in print pixels', () => {
    const canvas = printCanvas({ width: 14, height: 16, dpi: 300 });
    const side = {
      elements: [
        { artworkId: 'a', width: 0.5, aspect: 1, position: { horizontal: 'C', offset: { top: 2 } } },
      ],
    };
    const [p] = placeOnPrintFile(side as never, canvas, 'dtg', () => 1);
    expect(p).toMatchObject({ left: 1050, top: 600, width: 2100, height: 2100, rotation: 0 });
  });

  it('DTG is transparent with a white underbase on dark garments only; sublimated items print on white', () => {
    expect(isDarkGarment('111111')).toBe(true);
    expect(isDarkGarment('1f2a44')).toBe(true);
    expect(isDarkGarment('ffffff')).toBe(false);
    expect(isDarkGarment('f5e050')).toBe(false);
    expect(printFileStyle('dtg', '111111')).toEqual({ transparent: true, underbase: true });
    expect(printFileStyle('dtg', 'ffffff')).toEqual({ transparent: true, underbase: false });
    expect(printFileStyle('mug', 'ffffff')).toEqual({ transparent: false, underbase: false });
  });

  it('files are keyed by the version drawn', () => {
    expect(printFileKeys('abcdef').png).toBe('print-files/ab/abcdef/print.png');
  });
});
