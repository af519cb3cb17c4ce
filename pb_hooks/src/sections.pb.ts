// A page's sections (lib/editors/page-sections.ts, issue 33): rich text under the one policy, and no change that would
// leave a published page holding the section unfit to be published.

onRecordCreate((e) => {
  const { checkRichText } = require(`${__hooks}/lib/editors/record-saves.js`) as typeof import("./lib/editors/record-saves");
  checkRichText(e.record as core.Record);
  e.next();
}, "sections");

onRecordUpdate((e) => {
  const { checkRichText } = require(`${__hooks}/lib/editors/record-saves.js`) as typeof import("./lib/editors/record-saves");
  const { checkSectionInPages } = require(
    `${__hooks}/lib/editors/page-sections.js`,
  ) as typeof import("./lib/editors/page-sections");
  checkRichText(e.record as core.Record);
  checkSectionInPages(e.app, e.record as core.Record);
  e.next();
}, "sections");
