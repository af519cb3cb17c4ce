import { openingHoursProblem } from "../../../shared/opening-hours";

/** Why an office's stored opening hours are refused, or undefined when they are well formed. */
export function officeHoursProblem(record: core.Record): string | undefined {
  const raw = record.getString("opening_hours");
  return openingHoursProblem(raw ? JSON.parse(raw) : null);
}
