/**
 * When a record goes live and leaves, in the studios' own time zones (issue 22, item 14). Editors type publish times
 * in UTC; this sentence, written by the server on each save into the record's `schedule` and shown in the preview bar,
 * lets a wrong hour be seen before it happens. Made from the offices' offsets (shared/content/zone-offsets.ts), so it needs no
 * Intl on the server.
 */
import { offsetAt, type ZoneOffsets } from "./zone-offsets";

export interface Studio {
  city: string;
  offsets: ZoneOffsets | null;
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const two = (n: number) => String(n).padStart(2, "0");

/** "Fri 27 Nov 2026, 09:00" of a moment shifted `minutes` from UTC. */
function dayAndTime(at: number, minutes: number, withYear: boolean): string {
  const local = new Date(at + minutes * 60_000);
  const day = `${DAYS[local.getUTCDay()]} ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]}`;
  return `${day}${withYear ? ` ${local.getUTCFullYear()}` : ""}, ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/** "Fri 27 Nov 2026, 09:00 UTC: 09:00 in Lisbon, 04:00 in New York, Sat 28 Nov, 02:00 in Tokyo". */
export function momentInStudios(at: number, studios: readonly Studio[]): string {
  const utc = dayAndTime(at, 0, true);
  const utcDay = utc.slice(0, utc.indexOf(","));
  const local = studios.flatMap((studio) => {
    const minutes = offsetAt(studio.offsets, new Date(at));
    if (minutes === undefined) return [];
    const shown = dayAndTime(at, minutes, false);
    const [day = "", time = ""] = shown.split(", ");
    // The day is named only where it is not UTC's.
    return [`${utcDay.startsWith(day) ? time : shown} in ${studio.city}`];
  });
  return local.length > 0 ? `${utc} UTC: ${local.join(", ")}` : `${utc} UTC`;
}

/**
 * The record's schedule as a sentence, or "" when it has none worth telling: a publish time still ahead, an unpublish
 * time, or both. `publishedAt`/`unpublishAt` are PocketBase dates ("2026-11-27 09:00:00.000Z") or "".
 */
export function scheduleNote(
  record: { status: string; published_at: string; unpublish_at?: string },
  studios: readonly Studio[],
  now = Date.now(),
): string {
  const time = (value: string | undefined) => (value ? Date.parse(value.replace(" ", "T")) : Number.NaN);
  const from = time(record.published_at);
  const until = time(record.unpublish_at);
  const parts: string[] = [];
  if (Number.isFinite(from) && from > now) {
    parts.push(
      `${record.status === "published" ? "Goes live" : "Set to go live once published"} ${momentInStudios(from, studios)}.`,
    );
  }
  if (Number.isFinite(until))
    parts.push(`${until > now ? "Leaves the site" : "Left the site"} ${momentInStudios(until, studios)}.`);
  return parts.join(" ");
}
