// The site's settings are one record: it can be edited, never duplicated or removed. Its social links are checked
// on every save, since the footer draws them as links on every page (lib/editors/site-settings.ts).

onRecordCreate((e) => {
  if (e.app.countRecords("site") > 0) {
    throw new BadRequestError("The site already has its settings record; edit that one instead.");
  }
  const { checkSocialLinks } = require(`${__hooks}/lib/editors/site-settings.js`) as typeof import("./lib/editors/site-settings");
  checkSocialLinks(e.record as core.Record);
  e.next();
}, "site");

onRecordUpdate((e) => {
  const { checkSocialLinks } = require(`${__hooks}/lib/editors/site-settings.js`) as typeof import("./lib/editors/site-settings");
  checkSocialLinks(e.record as core.Record);
  e.next();
}, "site");

// The secrets' one record (issue 22, item 12): never a second, never removed; a new preview secret stops every link.
onRecordCreate((e) => {
  if (e.app.countRecords("site_secrets") > 0) {
    throw new BadRequestError("The site already has its secrets record; edit that one instead.");
  }
  e.next();
}, "site_secrets");

onRecordUpdate((e) => {
  const record = e.record as core.Record;
  const changed = record.original().getString("preview_secret") !== record.getString("preview_secret");
  e.next();
  if (changed) {
    const { forgetPreviewTokens } = require(`${__hooks}/lib/pages/preview.js`) as typeof import("./lib/pages/preview");
    forgetPreviewTokens(e.app);
  }
}, "site_secrets");

onRecordDelete((e) => {
  throw new BadRequestError("The site's secrets record cannot be deleted; change a secret instead.");
  // biome-ignore lint/correctness/noUnreachable: PocketBase's rule that every handler calls e.next()
  e.next();
}, "site_secrets");

onRecordDelete((e) => {
  throw new BadRequestError("The site's settings record cannot be deleted; edit it instead.");
  // biome-ignore lint/correctness/noUnreachable: PocketBase's rule that every handler calls e.next()
  e.next();
}, "site");
