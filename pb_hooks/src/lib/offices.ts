import { zoneOffsetsOf } from "../../../pb_migrations/src/lib/zone-offsets";
import { openingHoursProblem } from "../../../shared/opening-hours";

/** Why an office's stored opening hours are refused, or undefined when they are well formed. */
export function officeHoursProblem(record: core.Record): string | undefined {
  const raw = record.getString("opening_hours");
  return openingHoursProblem(raw ? JSON.parse(raw) : null);
}

/** Before an office is written: its time zone's offsets from now on (shared/zone-offsets.ts), whatever was sent. */
export function recordZoneOffsets(record: core.Record): void {
  // Before the migration that adds the field (the demo agency loads first), there is nowhere to keep them.
  if (!record.collection().fields.getByName("time_zone_offsets")) return;
  record.set("time_zone_offsets", zoneOffsetsOf(record.getString("time_zone")));
}
