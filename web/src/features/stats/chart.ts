import type { DailyViews } from "../../../../shared/analytics/views-summary";

/** One day's bar: across, in per cent of the chart's width; up, in per cent of the plot's height. */
interface ChartBar extends DailyViews {
  x: number;
  width: number;
  height: number;
}

export interface Chart {
  /** The top of the scale: the most views in a day, rounded up to 1, 2 or 5 times a power of ten. */
  max: number;
  /** Where the scale's lines go, from 0 up. */
  ticks: number[];
  bars: ChartBar[];
  /** The days named under the chart, by their place in `bars`: the first, every seventh, the last. */
  labelled: number[];
}

/** The smallest of 1, 2, 5, 10, 20, 50… that is at least `n`. */
export function niceCeiling(n: number): number {
  if (n <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(n));
  return [1, 2, 5, 10].map((step) => step * power).find((value) => value >= n) ?? 10 * power;
}

/** Bars leave this much of their slot empty, half on each side, in per cent of the slot. */
const GAP = 0.2;

/** The geometry of the daily views chart (views-chart.tsx): plain numbers, so that it is tested without drawing. */
export function chartOf(days: readonly DailyViews[]): Chart {
  const max = niceCeiling(Math.max(0, ...days.map((d) => d.views)));
  const slot = days.length > 0 ? 100 / days.length : 0;
  const bars = days.map((day, i) => ({
    ...day,
    x: (i + GAP / 2) * slot,
    width: slot * (1 - GAP),
    height: (day.views / max) * 100,
  }));
  const last = days.length - 1;
  const labelled = days.map((_, i) => i).filter((i) => (i % 7 === 0 && last - i >= 4) || i === last);
  return { max, ticks: max % 2 === 0 ? [0, max / 2, max] : [0, max], bars, labelled };
}
