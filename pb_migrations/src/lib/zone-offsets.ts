// An office's offsets from UTC, read from Go's zone database (shared/content/zone-offsets.ts says why): the offices hook runs
// it on every save, and the migration that added the field ran it over the offices already there.
import { ZONE_OFFSET_YEARS, type ZoneOffsets } from "../../../shared/content/zone-offsets";

const YEAR_MS = 365.2425 * 24 * 3_600_000;

/** The zone's periods, from the one in effect now until ZONE_OFFSET_YEARS ahead. An unknown name reads as UTC. */
export function zoneOffsetsOf(timeZone: string, nowMs = Date.now()): ZoneOffsets {
  const zone = new Timezone(timeZone);
  const until = Math.round(nowMs + ZONE_OFFSET_YEARS * YEAR_MS);
  const periods: ZoneOffsets["periods"] = [];
  let moment = new DateTime(new Date(nowMs).toISOString()).time().in(zone);
  for (;;) {
    const [start, end] = moment.zoneBounds();
    // A zone without changes (Asia/Tokyo, UTC) has one period, from long ago, with no end.
    periods.push({ from: start.unixMilli(), minutes: moment.zone()[1] / 60 });
    if (end.isZero() || end.unixMilli() >= until) break;
    moment = end.in(zone);
  }
  return { periods, until };
}
