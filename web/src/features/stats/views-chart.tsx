import type { DailyViews } from "../../../../shared/analytics/views-summary";
import { chartOf } from "./chart";
import { shortDay, views } from "./format";

/** The chart's height and where its plot sits in it, in CSS pixels; across, everything is in per cent of its width. */
const HEIGHT = 224;
const PLOT_TOP = 20;
const PLOT_HEIGHT = 168;
const PLOT_BOTTOM = PLOT_TOP + PLOT_HEIGHT;

/**
 * Page views per day as bars, in plain SVG (docs/decisions/archive/041-the-stats-chart-is-plain-svg.md). As wide as its
 * column at any screen width, with text that keeps its size. Read out as one image with a title and a summary; the
 * day-by-day numbers are in the table beside it, and each bar names its day and count on hover.
 */
export function ViewsChart({ days, total }: { days: DailyViews[]; total: number }) {
  const chart = chartOf(days);
  const first = days[0]?.day ?? "";
  const last = days[days.length - 1]?.day ?? "";
  const busiest = days.reduce<DailyViews | undefined>((most, d) => (d.views > (most?.views ?? 0) ? d : most), undefined);
  const y = (share: number) => PLOT_BOTTOM - (share / 100) * PLOT_HEIGHT;
  return (
    <svg
      className="views-chart"
      width="100%"
      height={HEIGHT}
      role="img"
      aria-labelledby="views-chart-title"
      aria-describedby="views-chart-desc"
    >
      <title id="views-chart-title">{`Page views per day, ${shortDay(first)} to ${shortDay(last)}`}</title>
      <desc id="views-chart-desc">
        {busiest
          ? `${views(total)} views in all; the most on ${shortDay(busiest.day)}: ${views(busiest.views)}.`
          : "No page views in these days."}
      </desc>
      {chart.ticks.map((tick) => (
        <line
          key={tick}
          className="views-chart-scale"
          x1="0"
          x2="100%"
          y1={y((tick / chart.max) * 100)}
          y2={y((tick / chart.max) * 100)}
        />
      ))}
      {chart.bars.map((bar) => (
        <rect
          key={bar.day}
          className="views-chart-bar"
          x={`${bar.x}%`}
          width={`${bar.width}%`}
          y={y(bar.height)}
          height={PLOT_BOTTOM - y(bar.height)}
        >
          <title>{`${shortDay(bar.day)}: ${views(bar.views)}`}</title>
        </rect>
      ))}
      {/* The scale's numbers over the bars, each on a halo of the page's colour. */}
      {chart.ticks.map((tick) => (
        <text key={tick} className="views-chart-scale" x="0" y={y((tick / chart.max) * 100) - 6}>
          {views(tick)}
        </text>
      ))}
      {chart.labelled.map((i) => {
        const bar = chart.bars[i];
        if (!bar) return null;
        const [anchor, x] =
          i === 0
            ? (["start", bar.x] as const)
            : i === chart.bars.length - 1
              ? (["end", bar.x + bar.width] as const)
              : (["middle", bar.x + bar.width / 2] as const);
        return (
          <text key={bar.day} className="views-chart-day" x={`${x}%`} y={PLOT_BOTTOM + 24} textAnchor={anchor}>
            {shortDay(bar.day)}
          </text>
        );
      })}
    </svg>
  );
}
