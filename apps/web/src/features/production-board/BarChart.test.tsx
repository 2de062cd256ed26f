import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart } from './BarChart.tsx';

afterEach(cleanup);

describe('BarChart (#18 the board charts)', () => {
  it('names every value, scales the bars to the largest, highlights the late part and draws no inline style', () => {
    render(
      <BarChart
        title="Open units per station, late in red"
        bars={[
          { label: 'QC', value: 40, highlight: 10 },
          { label: 'Store', value: 20 },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Open units per station, late in red: QC 40, Store 20' });
    const rects = [...chart.querySelectorAll('rect')].map((r) => Number(r.getAttribute('width')));
    // QC full width, its late quarter, Store half.
    expect(rects).toEqual([320, 80, 160]);
    expect(chart.querySelectorAll('rect[fill="#b3261e"]')).toHaveLength(1);
    // Axis ticks from the scale: 0 .. 40.
    expect([...chart.querySelectorAll('g.board-chart-axis text')].map((t) => t.textContent)).toEqual([
      '0',
      '10',
      '20',
      '30',
      '40',
    ]);
    expect(chart.outerHTML).not.toContain('style=');
  });
});
