// An office's time zone as the server read it from Go's zone database when the office was saved: its offset from UTC
// in each period until a horizon. With it a page tells an office's local time by arithmetic. The browser can only
// read a time zone through Intl, and a page's first Intl call costs a phone's main thread ~45 ms (180 ms at
// Lighthouse's 4× CPU) while ICU loads. A daily job renews offsets a year before they run out.
import type { Weekday } from "./opening-hours";

export interface ZoneOffsets {
  /** Each period's start (ms since the epoch) and its offset from UTC in minutes, in time order. */
  periods: { from: number; minutes: number }[];
  /** Where what is known ends (ms since the epoch). */
  until: number;
}

/**
 * The office's clock as drawn without a time: by the server (the local time changes by the minute and a page may be
 * cached for minutes; the open/closed pill is left out, and it closes the line, so nothing moves when the app adds
 * it), and by the app where the offsets say nothing. The hours table below says when the studio is open.
 */
export const OFFICE_CLOCK_PLACEHOLDER = "--:--";

/** How many years ahead the offsets are written when an office is saved. */
export const ZONE_OFFSET_YEARS = 10;

/** The offset from UTC (minutes) at `now`, or undefined where the offsets say nothing. */
export function offsetAt(offsets: ZoneOffsets | null | undefined, now: Date): number | undefined {
  const at = now.getTime();
  if (!offsets || !Array.isArray(offsets.periods) || !(at < offsets.until)) return undefined;
  let minutes: number | undefined;
  for (const period of offsets.periods) {
    if (period.from > at) break;
    minutes = period.minutes;
  }
  return minutes;
}

const DAYS: readonly Weekday[] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
const twoDigits = (n: number) => String(n).padStart(2, "0");

/** The weekday and "HH:MM" at `now`, `minutes` ahead of UTC. */
export function clockAt(minutes: number, now: Date): { day: Weekday; time: string } {
  const local = new Date(now.getTime() + minutes * 60_000);
  return {
    day: DAYS[local.getUTCDay()] as Weekday,
    time: `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`,
  };
}
