import { isoDate } from "../../../shared/pb-date";

const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "12 March 2026". */
export function formatDate(value: string): string {
  const date = new Date(isoDate(value));
  return Number.isNaN(date.getTime()) ? "" : longDate.format(date);
}

export const splitTags = (tags: string) =>
  tags
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
