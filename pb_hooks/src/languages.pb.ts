// The site's languages (issue 24): one default, always live; codes that no page's address begins with; no language
// renamed or deleted under the records written in it (lib/language-rules.ts).

onRecordCreate((e) => {
  const { checkLanguage } = require(`${__hooks}/lib/language-rules.js`) as typeof import("./lib/language-rules");
  checkLanguage(e.app, e.record as core.Record, true);
  e.next();
}, "languages");

onRecordUpdate((e) => {
  const { checkLanguage } = require(`${__hooks}/lib/language-rules.js`) as typeof import("./lib/language-rules");
  checkLanguage(e.app, e.record as core.Record, false);
  e.next();
}, "languages");

onRecordDelete((e) => {
  const { checkLanguageDelete } = require(`${__hooks}/lib/language-rules.js`) as typeof import("./lib/language-rules");
  checkLanguageDelete(e.app, e.record as core.Record);
  e.next();
}, "languages");
