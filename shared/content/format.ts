import type { Words } from "../languages/words/en";
import { fill } from "../languages/words/fill";
import { isoDate } from "./pb-date";

/**
 * "12 March 2026", "12 de março de 2026": the day as it is in UTC (where PocketBase keeps it), wherever the reader is,
 * in the page's words. Spelled out from the catalogue rather than asked of Intl: PocketBase's JS engine has no Intl
 * (its toLocaleDateString ignores the locale), and the server's pages must show the very date the app shows.
 */
export function formatDate(value: string, words: Pick<Words, "months" | "date">): string {
  const date = new Date(isoDate(value));
  if (Number.isNaN(date.getTime())) return "";
  return fill(words.date, { day: date.getUTCDate(), month: words.months[date.getUTCMonth()] ?? "", year: date.getUTCFullYear() });
}

export const splitTags = (tags: string) =>
  tags
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
