// Made on first use: the module also loads where there is no Intl (PocketBase's JS engine, which draws the pages).
let formats: { day: Intl.DateTimeFormat; longDay: Intl.DateTimeFormat; count: Intl.NumberFormat } | undefined;
const made = () =>
  (formats ??= {
    day: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }),
    longDay: new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "long", timeZone: "UTC" }),
    count: new Intl.NumberFormat("en-GB"),
  });

/** "22 Nov": a UTC day ("2026-11-22"), as the chart names it. */
export const shortDay = (value: string) => made().day.format(new Date(`${value}T00:00:00Z`));
/** "Sun 22 November": a UTC day, as the table of days names it. */
export const fullDay = (value: string) => made().longDay.format(new Date(`${value}T00:00:00Z`));
/** "1,204" */
export const views = (value: number) => made().count.format(value);
