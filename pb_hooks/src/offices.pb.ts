// Opening hours are structured data; a malformed list is refused with the reason. Each save writes the time zone's
// offsets from UTC, so pages tell the office's local time without Intl (shared/content/zone-offsets.ts); a daily job renews
// them a year before they run out.

onRecordValidate((e) => {
  const { officeHoursProblem } = require(`${__hooks}/lib/editors/offices.js`) as typeof import("./lib/editors/offices");
  const { fieldError } = require(`${__hooks}/lib/editors/field-error.js`) as typeof import("./lib/editors/field-error");
  const problem = officeHoursProblem(e.record as core.Record);
  if (problem) throw fieldError("opening_hours", problem);
  e.next();
}, "offices");

onRecordCreate((e) => {
  const { recordZoneOffsets } = require(`${__hooks}/lib/editors/offices.js`) as typeof import("./lib/editors/offices");
  recordZoneOffsets(e.record as core.Record);
  e.next();
}, "offices");

onRecordUpdate((e) => {
  const { recordZoneOffsets } = require(`${__hooks}/lib/editors/offices.js`) as typeof import("./lib/editors/offices");
  recordZoneOffsets(e.record as core.Record);
  e.next();
}, "offices");

cronAdd("office-zone-offsets", "17 3 * * *", () => {
  const { renewZoneOffsets } = require(`${__hooks}/lib/editors/offices.js`) as typeof import("./lib/editors/offices");
  renewZoneOffsets($app);
});
