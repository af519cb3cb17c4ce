// Redirects are normalised and checked on every save, whoever saves them.

onRecordCreate((e) => {
  const redirects = require(`${__hooks}/lib/redirects.js`) as typeof import("./lib/redirects");
  redirects.validateRedirect(e.app, e.record as core.Record);
  e.next();
}, "redirects");

onRecordUpdate((e) => {
  const redirects = require(`${__hooks}/lib/redirects.js`) as typeof import("./lib/redirects");
  redirects.validateRedirect(e.app, e.record as core.Record);
  e.next();
}, "redirects");
