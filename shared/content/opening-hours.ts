import type { Words } from "../languages/words/en";

const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningPeriod {
  days: Weekday[];
  /** "HH:MM", 24-hour, local to the office's time zone. */
  opens: string;
  closes: string;
}
export type OpeningHours = OpeningPeriod[];

/** ["mon","tue","wed","fri"] → "Mon–Wed, Fri": consecutive days read as a range, in the page's words (shared/languages/words). */
export function describeDays(days: readonly Weekday[], words: Pick<Words, "days">): string {
  const DAY_NAMES = words.days;
  const sorted = WEEKDAYS.filter((d) => days.includes(d));
  const runs: Weekday[][] = [];
  for (const day of sorted) {
    const run = runs[runs.length - 1];
    if (run && WEEKDAYS.indexOf(day) === WEEKDAYS.indexOf(run[run.length - 1] as Weekday) + 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) =>
      run.length > 2
        ? `${DAY_NAMES[run[0] as Weekday]}–${DAY_NAMES[run[run.length - 1] as Weekday]}`
        : run.map((d) => DAY_NAMES[d]).join(", "),
    )
    .join(", ");
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Why a value is not valid opening hours, in an editor's words; undefined when it is. */
export function openingHoursProblem(value: unknown): string | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (!Array.isArray(value))
    return 'Opening hours must be a list, e.g. [{"days": ["mon"], "opens": "09:00", "closes": "17:00"}].';
  for (const [index, period] of value.entries()) {
    const where = `Period ${index + 1}`;
    if (typeof period !== "object" || period === null) return `${where} must be an object with days, opens and closes.`;
    const { days, opens, closes } = period as Record<string, unknown>;
    if (!Array.isArray(days) || days.length === 0) return `${where} needs "days", a list such as ["mon", "tue"].`;
    const unknownDay = days.find((d) => !WEEKDAYS.includes(d as Weekday));
    if (unknownDay !== undefined) return `${where}: "${String(unknownDay)}" is not a day; use ${WEEKDAYS.join(", ")}.`;
    for (const [name, time] of [
      ["opens", opens],
      ["closes", closes],
    ] as const) {
      if (typeof time !== "string" || !TIME.test(time)) return `${where}: "${name}" must be a 24-hour time such as 09:00.`;
    }
    if ((opens as string) >= (closes as string)) return `${where} closes (${closes}) before it opens (${opens}).`;
  }
  return undefined;
}
