// Every saved or deleted record bumps the content version that the page's ETag is built from, carrying the kept
// totals it left as they were (lib/pages/total-carry.ts).

onRecordAfterCreateSuccess((e) => {
  const { afterSave } = require(`${__hooks}/lib/pages/total-carry.js`) as typeof import("./lib/pages/total-carry");
  afterSave(e.app, e.record, "create");
  e.next();
});

onRecordAfterUpdateSuccess((e) => {
  const { afterSave } = require(`${__hooks}/lib/pages/total-carry.js`) as typeof import("./lib/pages/total-carry");
  afterSave(e.app, e.record, "update");
  e.next();
});

onRecordAfterDeleteSuccess((e) => {
  const { afterSave } = require(`${__hooks}/lib/pages/total-carry.js`) as typeof import("./lib/pages/total-carry");
  afterSave(e.app, e.record, "delete");
  e.next();
});

// The settings' Application URL is the origin of pages' absolute addresses when the site names none (canonical links,
// the sitemap, the feed): a change of settings is a change of what those show.
// Only once a version is kept: the settings load at every start and command too, before any page was asked for.
onSettingsReload((e) => {
  e.next();
  const version = require(`${__hooks}/lib/pages/content-version.js`) as typeof import("./lib/pages/content-version");
  if (version.keptContentVersion(e.app) !== undefined) version.bumpContentVersion(e.app);
});

// A change to a collection (a rule, a field hidden from visitors) is a change of what pages and kept lists show
// (lib/serving/kept-lists.ts). Only once a version is kept: migrations run at every start, before any page.
onCollectionAfterUpdateSuccess((e) => {
  e.next();
  const version = require(`${__hooks}/lib/pages/content-version.js`) as typeof import("./lib/pages/content-version");
  if (version.keptContentVersion(e.app) !== undefined) version.bumpContentVersion(e.app);
});

onCollectionAfterDeleteSuccess((e) => {
  e.next();
  const version = require(`${__hooks}/lib/pages/content-version.js`) as typeof import("./lib/pages/content-version");
  if (version.keptContentVersion(e.app) !== undefined) version.bumpContentVersion(e.app);
});
