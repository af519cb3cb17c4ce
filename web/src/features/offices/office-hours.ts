import type { OpeningHours, Weekday } from "../../../../shared/content/opening-hours";
import { clockAt, offsetAt } from "../../../../shared/content/zone-offsets";
import type { Office } from "../../../../shared/schema/records";

export interface LocalClock {
  day: Weekday;
  time: string;
}

/**
 * The office's weekday and "HH:MM" at `now`, in its own time zone, from the offsets the server keeps with the office
 * (shared/content/zone-offsets.ts; a daily job renews them long before they run out). Undefined where they say nothing (an
 * office restored from before they were kept, until that job runs): the card then shows the server's placeholder.
 */
export function localClock(office: Pick<Office, "time_zone_offsets">, now: Date): LocalClock | undefined {
  const minutes = offsetAt(office.time_zone_offsets, now);
  return minutes === undefined ? undefined : clockAt(minutes, now);
}

export function isOpen(hours: OpeningHours | null, { day, time }: LocalClock): boolean {
  return (hours ?? []).some((period) => period.days.includes(day) && period.opens <= time && time < period.closes);
}
