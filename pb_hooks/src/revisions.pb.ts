// Revisions (lib/editors/revisions.ts, issue 22, item 18): an editor's save keeps the version before it; ticking `restore` on
// a revision brings it back; nothing else of a revision is an editor's to write.

onRecordUpdateRequest(
  (e) => {
    const { saveWithRevision } = require(`${__hooks}/lib/editors/revisions.js`) as typeof import("./lib/editors/revisions");
    saveWithRevision(e);
  },
  ...HOOK_COLLECTIONS.revised,
);

onRecordUpdateRequest((e) => {
  const { restoreRevision } = require(`${__hooks}/lib/editors/revisions.js`) as typeof import("./lib/editors/revisions");
  restoreRevision(e);
}, "revisions");

onRecordCreateRequest(() => {
  const { refuseHandWrittenRevision } = require(
    `${__hooks}/lib/editors/revisions.js`,
  ) as typeof import("./lib/editors/revisions");
  refuseHandWrittenRevision();
}, "revisions");
