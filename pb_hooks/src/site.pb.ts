// The site's settings are one record: it can be edited, never duplicated or removed.

onRecordCreate((e) => {
  if (e.app.countRecords("site") > 0) {
    throw new BadRequestError("The site already has its settings record; edit that one instead.");
  }
  e.next();
}, "site");

onRecordDelete((e) => {
  throw new BadRequestError("The site's settings record cannot be deleted; edit it instead.");
  // biome-ignore lint/correctness/noUnreachable: PocketBase's rule that every handler calls e.next()
  e.next();
}, "site");
