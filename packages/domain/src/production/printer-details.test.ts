import { describe, expect, it } from 'vitest';
import { dtgPrinterRefusal, PRINTER_TYPES, printerDetails } from './printer-details.ts';

describe('printer details', () => {
  it('a printer has a name, a kind (DTG, screen press, embroidery, sublimation, UV) and an optional DPI', () => {
    expect(PRINTER_TYPES).toEqual(['dtg', 'screen-press', 'embroidery', 'sublimation', 'uv']);
    expect(printerDetails({ name: '  Kornit   7 ', type: 'dtg', dpi: 1200 })).toEqual({
      ok: true,
      value: { name: 'Kornit 7', type: 'dtg', dpi: 1200 },
    });
    expect(printerDetails({ name: 'Tajima', type: 'embroidery' })).toMatchObject({ value: { dpi: null } });
  });

  it('refuses an empty or taken name, an unknown kind and a DPI out of range, with a sentence', () => {
    const msg = (r: ReturnType<typeof printerDetails>) => (r.ok ? null : r.issues[0]?.message);
    expect(msg(printerDetails({ name: ' ', type: 'dtg' }))).toBe('Name the printer.');
    expect(msg(printerDetails({ name: 'dtg 1', type: 'dtg' }, ['DTG 1']))).toBe(
      'Another printer here is already called dtg 1.',
    );
    expect(msg(printerDetails({ name: 'X', type: 'laser' }))).toMatch(/^Printer type must be one of/);
    expect(msg(printerDetails({ name: 'X', type: 'uv', dpi: 1440 }))).toBe(
      'DPI must be a whole number from 100 to 1200, or left empty.',
    );
    expect(msg(printerDetails({ name: 'X', type: 'uv', dpi: 600.5 }))).toMatch(/^DPI must/);
  });

  it('R-4-37 a DTG scan takes only a DTG printer that prints and is not retired', () => {
    expect(dtgPrinterRefusal({ name: 'DTG 1', status: 'printing', type: 'dtg' })).toBeNull();
    expect(dtgPrinterRefusal({ name: 'DTG 1', status: 'out-of-service', type: 'dtg' })).toBe(
      'DTG 1 is out of service: print on a printer that is printing.',
    );
    expect(dtgPrinterRefusal({ name: 'DTG 2', status: 'printing', retired: true })).toBe(
      'DTG 2 is retired: choose a printer from the list.',
    );
    expect(dtgPrinterRefusal({ name: 'Tajima', status: 'printing', type: 'embroidery' })).toBe(
      'Tajima is not a DTG printer: choose one from the list.',
    );
  });
});
