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

// A section's words are its pages' in the site search: each page holding it is marked with the save, and its row
// written once the save has committed (search.pb.ts does the same for the pages' own saves).
onRecordUpdate((e) => {
  e.next();
  const { markPending } = require(`${__hooks}/lib/search/search-index.js`) as typeof import("./lib/search/search-index");
  const { pagesHolding } = require(`${__hooks}/lib/editors/page-sections.js`) as typeof import("./lib/editors/page-sections");
  for (const id of pagesHolding(e.app, (e.record as core.Record).id)) markPending(e.app, "pages", id);
}, "sections");

onRecordAfterUpdateSuccess((e) => {
  const { settleSaved } = require(`${__hooks}/lib/search/search-index.js`) as typeof import("./lib/search/search-index");
  const { pagesHolding } = require(`${__hooks}/lib/editors/page-sections.js`) as typeof import("./lib/editors/page-sections");
  for (const id of pagesHolding(e.app, (e.record as core.Record).id)) settleSaved(e.app, "pages", id);
  e.next();
}, "sections");
