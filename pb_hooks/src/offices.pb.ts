// Opening hours are structured data; a malformed list is refused with the reason. Each save writes the time zone's
// offsets from UTC, so pages tell the office's local time without Intl (shared/zone-offsets.ts); a daily job renews
// them a year before they run out.

onRecordValidate((e) => {
  const { officeHoursProblem } = require(`${__hooks}/lib/offices.js`) as typeof import("./lib/offices");
  const { fieldError } = require(`${__hooks}/lib/field-error.js`) as typeof import("./lib/field-error");
  const problem = officeHoursProblem(e.record as core.Record);
  if (problem) throw fieldError("opening_hours", problem);
  e.next();
}, "offices");

onRecordCreate((e) => {
  const { recordZoneOffsets } = require(`${__hooks}/lib/offices.js`) as typeof import("./lib/offices");
  recordZoneOffsets(e.record as core.Record);
  e.next();
}, "offices");

onRecordUpdate((e) => {
  const { recordZoneOffsets } = require(`${__hooks}/lib/offices.js`) as typeof import("./lib/offices");
  recordZoneOffsets(e.record as core.Record);
  e.next();
}, "offices");

cronAdd("office-zone-offsets", "17 3 * * *", () => {
  const { renewZoneOffsets } = require(`${__hooks}/lib/offices.js`) as typeof import("./lib/offices");
  renewZoneOffsets($app);
});
