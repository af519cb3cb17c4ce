// Opening hours are structured data; a malformed list is refused with the reason.

onRecordValidate((e) => {
  const hours = require(`${__hooks}/lib/opening-hours.js`) as typeof import("./lib/opening-hours");
  const { fieldError } = require(`${__hooks}/lib/field-error.js`) as typeof import("./lib/field-error");
  const record = e.record as core.Record;
  const raw = record.getString("opening_hours");
  const problem = hours.openingHoursProblem(raw ? JSON.parse(raw) : null);
  if (problem) throw fieldError("opening_hours", problem);
  e.next();
}, "offices");
