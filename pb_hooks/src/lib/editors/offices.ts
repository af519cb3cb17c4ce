import { zoneOffsetsOf } from "../../../../pb_migrations/src/lib/zone-offsets";
import { openingHoursProblem } from "../../../../shared/content/opening-hours";
import { offsetAt, type ZoneOffsets } from "../../../../shared/content/zone-offsets";

/** Why an office's stored opening hours are refused, or undefined when they are well formed. */
export function officeHoursProblem(record: core.Record): string | undefined {
  const raw = record.getString("opening_hours");
  return openingHoursProblem(raw ? JSON.parse(raw) : null);
}

/** Before an office is written: its time zone's offsets from now on (shared/content/zone-offsets.ts), whatever was sent. */
export function recordZoneOffsets(record: core.Record): void {
  // Before the migration that adds the field (the demo agency loads first), there is nowhere to keep them.
  if (!record.collection().fields.getByName("time_zone_offsets")) return;
  record.set("time_zone_offsets", zoneOffsetsOf(record.getString("time_zone")));
}

const RENEW_AHEAD_MS = 365 * 24 * 3_600_000;

/**
 * Saves each office whose offsets say nothing a year from now (or nothing at all: a record restored from before they
 * were kept), which writes new ones (recordZoneOffsets). Run daily, so a page never lacks an office's local time.
 * Returns the names of the offices renewed.
 */
export function renewZoneOffsets(app: CoreApp, nowMs = Date.now()): string[] {
  const renewed: string[] = [];
  for (const office of app.findAllRecords("offices") as core.Record[]) {
    const raw = office.getString("time_zone_offsets");
    const offsets = (raw ? JSON.parse(raw) : null) as ZoneOffsets | null;
    if (offsetAt(offsets, new Date(nowMs)) !== undefined && offsetAt(offsets, new Date(nowMs + RENEW_AHEAD_MS)) !== undefined)
      continue;
    app.save(office);
    renewed.push(office.getString("name"));
  }
  if (renewed.length > 0) app.logger().info("Renewed the offices' time zone offsets", "offices", renewed.join(", "));
  return renewed;
}
