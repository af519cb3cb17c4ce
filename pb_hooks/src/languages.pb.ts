// The site's languages (issue 24): one default, always live; codes that no page's address begins with; no language
// renamed or deleted under the records written in it (lib/languages/rules.ts). And the notes of records' translations.

onRecordCreate((e) => {
  const { checkLanguage } = require(`${__hooks}/lib/languages/rules.js`) as typeof import("./lib/languages/rules");
  checkLanguage(e.app, e.record as core.Record, true);
  e.next();
}, "languages");

onRecordUpdate((e) => {
  const { checkLanguage } = require(`${__hooks}/lib/languages/rules.js`) as typeof import("./lib/languages/rules");
  checkLanguage(e.app, e.record as core.Record, false);
  e.next();
}, "languages");

onRecordDelete((e) => {
  const { checkLanguageDelete } = require(`${__hooks}/lib/languages/rules.js`) as typeof import("./lib/languages/rules");
  checkLanguageDelete(e.app, e.record as core.Record);
  e.next();
}, "languages");

// The site's and the offices' words in a language: a language the site has, not the default.
onRecordCreate(
  (e) => {
    const { checkLanguageWords } = require(`${__hooks}/lib/languages/rules.js`) as typeof import("./lib/languages/rules");
    checkLanguageWords(e.app, e.record as core.Record);
    e.next();
  },
  ...HOOK_COLLECTIONS.words,
);

onRecordUpdate(
  (e) => {
    const { checkLanguageWords } = require(`${__hooks}/lib/languages/rules.js`) as typeof import("./lib/languages/rules");
    checkLanguageWords(e.app, e.record as core.Record);
    e.next();
  },
  ...HOOK_COLLECTIONS.words,
);

// The site's note of each record's translations (lib/languages/translation-note.ts): a translation's save, or its removal,
// rewrites its original's note; an original's, its translations'; a language's change, every note.
onRecordAfterCreateSuccess(
  (e) => {
    const { refreshRelatedNotes } = require(
      `${__hooks}/lib/languages/translations.js`,
    ) as typeof import("./lib/languages/translations");
    refreshRelatedNotes(e.app, e.record as core.Record);
    e.next();
  },
  ...HOOK_COLLECTIONS.translated,
);

onRecordAfterUpdateSuccess(
  (e) => {
    const { refreshRelatedNotes } = require(
      `${__hooks}/lib/languages/translations.js`,
    ) as typeof import("./lib/languages/translations");
    refreshRelatedNotes(e.app, e.record as core.Record);
    e.next();
  },
  ...HOOK_COLLECTIONS.translated,
);

onRecordDelete(
  (e) => {
    const { checkDeleteOriginal } = require(
      `${__hooks}/lib/languages/translations.js`,
    ) as typeof import("./lib/languages/translations");
    const { nounOf } = require(`${__hooks}/lib/editors/record-saves.js`) as typeof import("./lib/editors/record-saves");
    checkDeleteOriginal(e.app, e.record as core.Record, nounOf(e.record as core.Record));
    e.next();
  },
  ...HOOK_COLLECTIONS.translated,
);

onRecordAfterDeleteSuccess(
  (e) => {
    const { refreshRelatedNotes } = require(
      `${__hooks}/lib/languages/translations.js`,
    ) as typeof import("./lib/languages/translations");
    refreshRelatedNotes(e.app, e.record as core.Record);
    e.next();
  },
  ...HOOK_COLLECTIONS.translated,
);

onRecordAfterCreateSuccess((e) => {
  const { refreshAllNotes } = require(
    `${__hooks}/lib/languages/translations.js`,
  ) as typeof import("./lib/languages/translations");
  refreshAllNotes(e.app);
  e.next();
}, "languages");

onRecordAfterUpdateSuccess((e) => {
  const { refreshAllNotes } = require(
    `${__hooks}/lib/languages/translations.js`,
  ) as typeof import("./lib/languages/translations");
  refreshAllNotes(e.app);
  e.next();
}, "languages");

onRecordAfterDeleteSuccess((e) => {
  const { refreshAllNotes } = require(
    `${__hooks}/lib/languages/translations.js`,
  ) as typeof import("./lib/languages/translations");
  refreshAllNotes(e.app);
  e.next();
}, "languages");

// Records loaded past the hooks (the demo's translations, a restored backup, an upgrade): their notes, at each start,
// where a site has more than one language and a note is still empty.
onBootstrap((e) => {
  e.next();
  const { refreshAllNotes } = require(
    `${__hooks}/lib/languages/translations.js`,
  ) as typeof import("./lib/languages/translations");
  refreshAllNotes(e.app, true);
});
