import { isoDate } from "./pb-date";

// Spelled out rather than asked of Intl: PocketBase's JS engine has no Intl (its toLocaleDateString ignores the
// locale), and the server's pages must show the very date the app shows when it takes over.
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "12 March 2026", the day as it is in UTC (where PocketBase keeps it), wherever the reader is. */
export function formatDate(value: string): string {
  const date = new Date(isoDate(value));
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export const splitTags = (tags: string) =>
  tags
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
