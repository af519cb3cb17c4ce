// Records saved before the fields their hooks fill existed (the demo agency, loaded by the earlier migrations of a new
// data dir) get their preview link and schedule here, once every migration has made those fields, rather than at the
// first minute's cron: a backup taken right after the first start holds them (npm run drill, part a). The same code as
// the hooks' (pb_hooks/src/lib/pages/preview.ts completeUnsavedRecords), which finds nothing to do on a site whose
// records were saved through the hooks.

migrate((app) => {
  let complete: ((app: CoreApp) => number) | undefined;
  try {
    complete = (require(`${__hooks}/lib/pages/preview.js`) as { completeUnsavedRecords: (app: CoreApp) => number })
      .completeUnsavedRecords;
  } catch {
    // Run without the site's hooks (the migration writer reads the schema so): the hooks complete them at start.
    return;
  }
  complete(app);
});
