import { type OpeningHours, WEEKDAYS, type Weekday } from "../../../../shared/opening-hours";

const DAY_NAMES: Record<Weekday, string> = { mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri", sat: "Sat", sun: "Sun" };

/** ["mon","tue","wed","fri"] → "Mon–Wed, Fri": consecutive days read as a range. */
export function describeDays(days: readonly Weekday[]): string {
  const sorted = WEEKDAYS.filter((d) => days.includes(d));
  const runs: Weekday[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && WEEKDAYS.indexOf(day) === WEEKDAYS.indexOf(run.at(-1) as Weekday) + 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) =>
      run.length > 2
        ? `${DAY_NAMES[run[0] as Weekday]}–${DAY_NAMES[run.at(-1) as Weekday]}`
        : run.map((d) => DAY_NAMES[d]).join(", "),
    )
    .join(", ");
}

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
