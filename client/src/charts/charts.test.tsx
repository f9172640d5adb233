/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { ShellTestProviders } from '../../../tests/client/ShellTestProviders';
import { BarChart } from './BarChart';
import { toSlices } from './chartData';
import { DonutChart } from './DonutChart';
import { niceTicks, partialRuns, scaleSeries } from './timeSeries';

const usd = (value: number) => `$${value.toFixed(2)}`;

describe('toSlices', () => {
  it('sorts by value, folds the tail into Other, and leaves out non-positive values', () => {
    const slices = toSlices(
      [
        { id: 'a', label: 'A', value: 10 },
        { id: 'b', label: 'B', value: 50 },
        { id: 'c', label: 'C', value: 25 },
        { id: 'd', label: 'D', value: 15 },
        { id: 'neg', label: 'Neg', value: -5 },
        { id: 'nan', label: 'NaN', value: Number.NaN },
      ],
      3,
      'Other',
    );
    expect(slices.map((slice) => [slice.label, slice.value, slice.share])).toEqual([
      ['B', 50, 0.5],
      ['C', 25, 0.25],
      ['Other', 25, 0.25],
    ]);
    expect(new Set(slices.map((slice) => slice.color)).size).toBe(3);
  });

  it('is empty when nothing has a value', () => {
    expect(toSlices([{ id: 'a', label: 'A', value: 0 }], 5, 'Other')).toEqual([]);
  });
});

describe('DonutChart', () => {
  const data = [
    { id: 'PULSE', label: 'PulseChain', value: 750 },
    { id: 'ETH', label: 'Ethereum', value: 250 },
  ];

  it('is an image named by its title, described in text, with one arc per slice sized by share', () => {
    const { container } = render(
      <DonutChart title="Allocation by chain" data={data} formatValue={usd} describeValue={usd} />,
      { wrapper: ShellTestProviders },
    );
    const image = screen.getByRole('img', { name: 'Allocation by chain' });
    expect(image.querySelector('desc')?.textContent).toBe(
      'PulseChain: 75% ($750.00); Ethereum: 25% ($250.00)',
    );
    const arcs = [...container.querySelectorAll('circle[data-slice]')];
    expect(arcs.map((arc) => arc.getAttribute('data-slice'))).toEqual(['PULSE', 'ETH']);
    const [first, second] = arcs.map((arc) =>
      Number(arc.getAttribute('stroke-dasharray')?.split(' ')[0]),
    );
    expect((first ?? 0) / (second ?? 1)).toBeCloseTo(3, 1);
    // The second arc starts where the first ends.
    expect(Number(arcs[1]?.getAttribute('stroke-dashoffset'))).toBeLessThan(0);
  });

  it('repeats every fact in a legend list, so colour is never the only carrier', () => {
    render(
      <DonutChart title="Allocation by chain" data={data} formatValue={usd} describeValue={usd} />,
      { wrapper: ShellTestProviders },
    );
    const legend = screen.getByRole('list', { name: 'Allocation by chain' });
    const items = within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['PulseChain75%$750.00', 'Ethereum25%$250.00']);
  });

  it('says so when there is nothing to draw', () => {
    render(
      <DonutChart
        title="Empty"
        data={[]}
        formatValue={usd}
        describeValue={usd}
        emptyText="Nothing yet"
      />,
      { wrapper: ShellTestProviders },
    );
    expect(screen.getByText('Nothing yet', { selector: 'span' })).toBeTruthy();
  });
});

describe('BarChart', () => {
  it('draws bars relative to the largest, each with its label, share and value as text', () => {
    const { container } = render(
      <BarChart
        title="By token"
        data={[
          { id: 'hex', label: 'HEX', value: 300 },
          { id: 'pls', label: 'PLS', value: 100 },
        ]}
        formatValue={usd}
      />,
      { wrapper: ShellTestProviders },
    );
    const rows = within(screen.getByRole('list', { name: 'By token' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['HEX75%$300.00', 'PLS25%$100.00']);
    const widths = [...container.querySelectorAll('rect[data-bar]')].map((rect) =>
      Number(rect.getAttribute('width')),
    );
    expect(widths).toEqual([100, expect.closeTo(33.33, 1)]);
  });
});

describe('time series scaling', () => {
  const frame = { width: 120, height: 110, left: 10, right: 10, top: 5, bottom: 5 };
  const at = (value: number, partial = false) => ({ time: 0, value, partial });

  it('picks round ticks that cover the values, from 0 for a positive series', () => {
    expect(niceTicks(0, 11, 4)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(0, 1234, 4)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(0, 0, 4)).toEqual([0, 1]);
    expect(scaleSeries([at(30), at(75)], frame).ticks).toEqual([0, 20, 40, 60, 80]);
  });

  it('spreads the points over the width and finds the one nearest a position', () => {
    const scaled = scaleSeries([at(0), at(40), at(80)], frame);
    expect([scaled.x(0), scaled.x(1), scaled.x(2)]).toEqual([10, 60, 110]);
    expect([scaled.y(0), scaled.y(80)]).toEqual([105, 5]);
    expect(scaled.line).toBe('M10,105L60,55L110,5');
    expect([
      scaled.indexAt(0),
      scaled.indexAt(40),
      scaled.indexAt(90),
      scaled.indexAt(500),
    ]).toEqual([0, 1, 2, 2]);
  });

  it('groups consecutive partial points into runs', () => {
    expect(partialRuns([at(1, true), at(1, true), at(1), at(1, true), at(1), at(1, true)])).toEqual(
      [
        [0, 1],
        [3, 3],
        [5, 5],
      ],
    );
  });
});
