// Every saved or deleted record bumps the content version that the page's ETag is built from.

onRecordAfterCreateSuccess((e) => {
  const version = require(`${__hooks}/lib/pages/content-version.js`) as typeof import("./lib/pages/content-version");
  if (version.changesContent(e.record?.collection().name ?? "")) version.bumpContentVersion(e.app);
  e.next();
});

onRecordAfterUpdateSuccess((e) => {
  const version = require(`${__hooks}/lib/pages/content-version.js`) as typeof import("./lib/pages/content-version");
  if (version.changesContent(e.record?.collection().name ?? "")) version.bumpContentVersion(e.app);
  e.next();
});

onRecordAfterDeleteSuccess((e) => {
  const version = require(`${__hooks}/lib/pages/content-version.js`) as typeof import("./lib/pages/content-version");
  if (version.changesContent(e.record?.collection().name ?? "")) version.bumpContentVersion(e.app);
  e.next();
});
