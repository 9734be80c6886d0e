import { render, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TagChart, WeeklyChart, type ChartDatum } from './charts.js';

const data = (values: readonly number[], label: (index: number) => string): ChartDatum[] =>
  values.map((value, index) => ({ key: index, label: label(index), value }));
const weeks = (values: readonly number[]) => data(values, (index) => `W${index + 1}`);

/** The size the charts' box measures: jsdom lays nothing out, so its observer reports what a page would. */
const box = { width: 480, height: 256 };

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        this.report([{ target, contentRect: { ...box, top: 0, left: 0 } } as unknown as ResizeObserverEntry], this);
      }
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    ...box,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: box.width,
    bottom: box.height,
    toJSON: () => box,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The texts of a chart in English, drawn in a box of 480 × 256 pixels. */
async function renderChart(chart: React.ReactElement) {
  const { container } = render(
    <IntlProvider locale="en" defaultLocale="en">
      {chart}
    </IntlProvider>,
  );
  const texts = () => Array.from(container.querySelectorAll('svg text'), (text) => text.textContent ?? '');
  // recharts draws after its first render
  await waitFor(() => expect(container.querySelector('.recharts-bar-rectangle')).not.toBeNull());
  return texts();
}

describe('WeeklyChart', () => {
  it('puts each count in full above its bar when its week has room', async () => {
    const texts = await renderChart(<WeeklyChart data={weeks([10042, 9994])} rtl={false} />);
    expect(texts).toContain('10,042');
    expect(texts).toContain('9,994');
  });

  it('gives the counts compact when thirteen weeks of five-digit counts share the width, so that none runs into the next', async () => {
    const texts = await renderChart(
      <WeeklyChart data={weeks([8480, ...Array.from({ length: 11 }, (_, i) => 9900 + i * 31), 1118])} rtl={false} />,
    );
    expect(texts).toContain('8.5K');
    expect(texts).toContain('1.1K');
    expect(texts).toContain('10K');
    // no count in full: the only figures with a thousands separator left are the axis' ticks
    const ticks = ['3,000', '6,000', '9,000', '12,000'];
    expect(texts.filter((text) => text.includes(',') && !ticks.includes(text))).toEqual([]);
  });

  it('leaves a count out when not even its compact form fits its week (the tooltip and the table still give it)', async () => {
    const texts = await renderChart(<WeeklyChart data={weeks(Array.from({ length: 60 }, () => 123456))} rtl={false} />);
    expect(texts.filter((text) => text === '123,456' || text === '123K')).toEqual([]);
  });
});

describe('TagChart', () => {
  it('names every tag, however close the bars', async () => {
    const names = Array.from({ length: 10 }, (_, index) => `Category${index + 1}`);
    const texts = await renderChart(
      <TagChart
        data={data(
          Array.from({ length: 10 }, (_, i) => 2100 - i * 10),
          (index) => names[index]!,
        )}
        rtl={false}
      />,
    );
    for (const name of names) expect(texts).toContain(name);
  });
});
