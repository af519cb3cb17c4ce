// The site's settings are one record: it can be edited, never duplicated or removed. Its social links are checked
// on every save, since the footer draws them as links on every page (lib/site-settings.ts).

onRecordCreate((e) => {
  if (e.app.countRecords("site") > 0) {
    throw new BadRequestError("The site already has its settings record; edit that one instead.");
  }
  const { checkSocialLinks } = require(`${__hooks}/lib/site-settings.js`) as typeof import("./lib/site-settings");
  checkSocialLinks(e.record as core.Record);
  e.next();
}, "site");

onRecordUpdate((e) => {
  const { checkSocialLinks } = require(`${__hooks}/lib/site-settings.js`) as typeof import("./lib/site-settings");
  const record = e.record as core.Record;
  checkSocialLinks(record);
  e.next();
  if (record.original().getString("preview_secret") !== record.getString("preview_secret")) {
    const { forgetPreviewTokens } = require(`${__hooks}/lib/preview.js`) as typeof import("./lib/preview");
    forgetPreviewTokens(e.app);
  }
}, "site");

onRecordDelete((e) => {
  throw new BadRequestError("The site's settings record cannot be deleted; edit it instead.");
  // biome-ignore lint/correctness/noUnreachable: PocketBase's rule that every handler calls e.next()
  e.next();
}, "site");
