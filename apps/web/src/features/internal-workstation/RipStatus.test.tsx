import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrintFileLinks } from './RipStatus.tsx';

afterEach(cleanup);

describe('the print files at the DTG station', () => {
  it("links the side's PNG and PDF print files, downloaded from the unit's print-file route", () => {
    render(<PrintFileLinks barcode="U 1/2" side="front" />);
    const png = screen.getByRole('link', { name: 'Print file front (PNG)' });
    const pdf = screen.getByRole('link', { name: 'PDF' });
    expect(png.getAttribute('href')).toMatch(/\/units\/U%201%2F2\/print-files\/front\/print\.png$/);
    expect(pdf.getAttribute('href')).toMatch(/\/units\/U%201%2F2\/print-files\/front\/print\.pdf$/);
    expect(png.hasAttribute('download')).toBe(true);
  });
});
