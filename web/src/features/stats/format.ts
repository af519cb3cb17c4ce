const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "long", timeZone: "UTC" });
const count = new Intl.NumberFormat("en-GB");

/** "22 Nov": a UTC day ("2026-11-22"), as the chart names it. */
export const shortDay = (value: string) => day.format(new Date(`${value}T00:00:00Z`));
/** "Sun 22 November": a UTC day, as the table of days names it. */
export const fullDay = (value: string) => longDay.format(new Date(`${value}T00:00:00Z`));
/** "1,204" */
export const views = (value: number) => count.format(value);
