import { describe, expect, it } from "vitest";
import { lastDays } from "../../../../shared/analytics/views-summary";
import { chartOf, niceCeiling } from "./chart";

describe("niceCeiling", () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 5],
    [7, 10],
    [10, 10],
    [11, 20],
    [120, 200],
    [4999, 5000],
    [5001, 10000],
  ])("%i → %i", (n, ceiling) => {
    expect(niceCeiling(n)).toBe(ceiling);
  });
});

describe("chartOf", () => {
  const days = lastDays(Date.UTC(2026, 10, 22), 30).map((day, i) => ({ day, views: i === 10 ? 17 : i % 3 }));

  it("scales every bar to the rounded-up busiest day", () => {
    const chart = chartOf(days);
    expect(chart.max).toBe(20);
    expect(chart.ticks).toEqual([0, 10, 20]);
    expect(chart.bars[10]?.height).toBeCloseTo(85);
    expect(chart.bars[0]?.height).toBe(0);
    expect(Math.max(...chart.bars.map((bar) => bar.height))).toBeLessThanOrEqual(100);
  });

  it("lays the days side by side across the whole width, oldest first", () => {
    const { bars } = chartOf(days);
    expect(bars.map((bar) => bar.day)).toEqual(days.map((d) => d.day));
    for (const [i, bar] of bars.entries()) {
      expect(bar.x).toBeGreaterThanOrEqual((i * 100) / 30);
      expect(bar.x + bar.width).toBeLessThanOrEqual(((i + 1) * 100) / 30 + 1e-9);
    }
  });

  it("names the first day, every seventh and the last, none too close to the last", () => {
    expect(chartOf(days).labelled).toEqual([0, 7, 14, 21, 29]);
    expect(chartOf(days.slice(0, 24)).labelled).toEqual([0, 7, 14, 23]);
  });

  it("draws an empty month on a scale of one", () => {
    const chart = chartOf(days.map((d) => ({ ...d, views: 0 })));
    expect(chart.max).toBe(1);
    expect(chart.ticks).toEqual([0, 1]);
    expect(chart.bars.every((bar) => bar.height === 0)).toBe(true);
  });
});
