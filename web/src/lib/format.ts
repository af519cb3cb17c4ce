/** PocketBase writes dates as "2026-03-12 09:00:00.000Z"; browsers want the T. */
export const toIsoDate = (value: string) => value.replace(" ", "T");

const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "12 March 2026". */
export function formatDate(value: string): string {
  const date = new Date(toIsoDate(value));
  return Number.isNaN(date.getTime()) ? "" : longDate.format(date);
}

export const splitTags = (tags: string) =>
  tags
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
