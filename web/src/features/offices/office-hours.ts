import type { OpeningHours, Weekday } from "../../../../shared/opening-hours";
import type { Office } from "../../../../shared/records";
import { clockAt, offsetAt } from "../../../../shared/zone-offsets";

export interface LocalClock {
  day: Weekday;
  time: string;
}

/** The office's weekday and "HH:MM" at `now`, in its own time zone. */
export function localClock(office: Pick<Office, "time_zone" | "time_zone_offsets">, now: Date): LocalClock {
  // From the offsets the server saved with the office; Intl (whose first use loads ICU) only outside them.
  const minutes = offsetAt(office.time_zone_offsets, now);
  if (minutes !== undefined) return clockAt(minutes, now);
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: office.time_zone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: part("weekday").slice(0, 3).toLowerCase() as Weekday, time: `${part("hour")}:${part("minute")}` };
}

export function isOpen(hours: OpeningHours | null, { day, time }: LocalClock): boolean {
  return (hours ?? []).some((period) => period.days.includes(day) && period.opens <= time && time < period.closes);
}
