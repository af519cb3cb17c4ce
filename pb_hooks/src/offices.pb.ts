// Opening hours are structured data; a malformed list is refused with the reason.

onRecordValidate((e) => {
  const { officeHoursProblem } = require(`${__hooks}/lib/offices.js`) as typeof import("./lib/offices");
  const { fieldError } = require(`${__hooks}/lib/field-error.js`) as typeof import("./lib/field-error");
  const problem = officeHoursProblem(e.record as core.Record);
  if (problem) throw fieldError("opening_hours", problem);
  e.next();
}, "offices");
