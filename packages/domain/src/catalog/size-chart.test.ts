import { describe, expect, it } from 'vitest';
import { sizeChart } from './size-chart.ts';

describe('#12.12 size chart of a product page', () => {
  it('#12.12 R-3-40 the catalogue measurements per size, sizes in catalogue order with their labels', () => {
    const chart = sizeChart({
      type: 'Garment',
      sizes: ['lrg', 'sml', 'xxl', 'med'],
      properties: { sizeChart: { 'Chest width': { sml: 18, med: 20, lrg: 22 }, 'Body length': { sml: 28 } } },
    });
    expect(chart.measures).toEqual(['Body length', 'Chest width']);
    expect(chart.rows.map((r) => r.label)).toEqual(['S', 'M', 'L', '2XL']);
    expect(chart.rows[0]!.values).toEqual([28, 18]);
    // A size the catalogue does not measure shows no value, never a guess.
    expect(chart.rows[3]!.values).toEqual([null, null]);
  });

  it('#12.12 R-3-42 a mug shows its body height and diameter per size; the 15oz is the larger', () => {
    const chart = sizeChart({ type: 'Mug', sizes: ['15oz', '11oz'], properties: {} });
    expect(chart.measures).toEqual(['Diameter', 'Height']);
    expect(chart.rows.map((r) => r.size)).toEqual(['11oz', '15oz']);
    expect(chart.rows[1]!.values[1]!).toBeGreaterThan(chart.rows[0]!.values[1]!);
  });

  it('#12.12 a product without measurements lists its sizes only; bad catalogue data is ignored', () => {
    expect(sizeChart({ type: 'Garment', sizes: ['med'], properties: { sizeChart: 'big' } })).toEqual({
      measures: [],
      rows: [{ size: 'med', label: 'M', values: [] }],
    });
  });
});
