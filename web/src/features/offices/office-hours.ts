import type { OpeningHours, Weekday } from "../../../../shared/opening-hours";

/** The office's weekday and "HH:MM" right now, in its own time zone. */
export function localClock(timeZone: string, now: Date): { day: Weekday; time: string } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: part("weekday").slice(0, 3).toLowerCase() as Weekday, time: `${part("hour")}:${part("minute")}` };
}

export function isOpen(hours: OpeningHours | null, timeZone: string, now: Date): boolean {
  const { day, time } = localClock(timeZone, now);
  return (hours ?? []).some((period) => period.days.includes(day) && period.opens <= time && time < period.closes);
}
