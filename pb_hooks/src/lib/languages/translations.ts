import { ENGLISH, prefixOf } from "../../../../shared/languages/languages";
import { translatedCollections } from "../../../../shared/site-registry";
import { fieldError } from "../editors/field-error";
import { collectionNamed } from "../pages/collection-named";
import { declaredLanguages } from "./languages";
import { type NoteRecord, translationsNote } from "./translation-note";

/** The codes of every language editors declared, live or not (a record may be prepared in one before it goes live). */
function declaredCodes(app: CoreApp): { codes: string[]; defaultCode: string } {
  const languages = declaredLanguages(app);
  return { codes: languages.map((l) => l.code), defaultCode: languages.find((l) => l.is_default)?.code ?? ENGLISH.code };
}

/**
 * A translated record's language and original, checked on every save (issue 24): an empty language is the default's; a
 * language must be one the site declares; a record in the default language translates nothing, and a translation
 * names a record of the default language that has no other translation in its language. Each refusal says what to do.
 */
export function prepareLanguage(app: CoreApp, record: core.Record, noun: string): void {
  // A migration older than the languages' saves records before the collection has them.
  if (!hasLanguage(record)) return;
  const { codes, defaultCode } = declaredCodes(app);
  const language = record.getString("language").trim().toLowerCase() || defaultCode;
  record.set("language", language);
  if (!codes.includes(language))
    throw fieldError(
      "language",
      `There is no language “${language}” on this site. Add it under languages first, or use one of: ${codes.join(", ")}.`,
    );
  const original = record.getString("translation_of");
  if (language === defaultCode) {
    if (original !== "")
      throw fieldError(
        "translation_of",
        `${capitalised(aOr(noun))} in the default language (${defaultCode}) is an original: leave “translation of” empty.`,
      );
    return;
  }
  if (original === "")
    throw fieldError(
      "translation_of",
      `${capitalised(aOr(noun))} in “${language}” translates one in ${defaultCode}: choose it under “translation of”.`,
    );
  const collection = record.collection().name;
  const [source] = app.findRecordsByFilter(collection, "id = {:original}", "", 1, 0, { original });
  if (!source || source.getString("language") !== defaultCode)
    throw fieldError("translation_of", `“Translation of” must be ${aOr(noun)} in the default language (${defaultCode}).`);
  const [twin] = app.findRecordsByFilter(
    collection,
    "translation_of = {:original} && language = {:language} && id != {:id}",
    "",
    1,
    0,
    { original, language, id: record.id },
  );
  if (twin)
    throw fieldError(
      "translation_of",
      `“${source.getString(titleOf(collection))}” already has a translation in “${language}”: “${twin.getString(titleOf(collection))}”. Edit that one instead.`,
      "not_unique",
    );
}

/** Whether the record's collection has the translation fields yet (migrations older than 1795774450 save without). */
export const hasLanguage = (record: core.Record) => Boolean(record.collection().fields.getByName("language"));

/** "an article", "a project". */
const aOr = (noun: string) => `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const titleOf = (collection: string) => (collection === "services" ? "name" : "title");

/** The address prefix of a record's language: "" in the default language, "/pt" in Portuguese. */
export function languagePrefix(app: CoreApp, record: core.Record): string {
  const code = record.getString("language");
  return code === "" ? "" : prefixOf(code, declaredCodes(app).defaultCode);
}

const noteRecord = (record: core.Record): NoteRecord => ({
  id: record.id,
  language: record.getString("language"),
  title: record.getString(titleOf(record.collection().name)),
  status: record.getString("status"),
});

/** The note a record's `translations` field holds now (translation-note.ts). */
function noteFor(app: CoreApp, record: core.Record, languages = declaredLanguages(app)): string {
  const collection = record.collection().name;
  const original = record.getString("translation_of");
  if (original !== "") {
    const [source] = app.findRecordsByFilter(collection, "id = {:original}", "", 1, 0, { original });
    return translationsNote(noteRecord(record), languages, [], source ? noteRecord(source) : undefined);
  }
  const translations =
    record.id === ""
      ? []
      : app
          .findRecordsByFilter(collection, "translation_of = {:id}", "language", 0, 0, { id: record.id })
          .filter((r): r is core.Record => Boolean(r));
  return translationsNote(noteRecord(record), languages, translations.map(noteRecord));
}

/** Writes a record's note with its save (prepareLanguage's caller, before the record is written). */
export function writeTranslationsNote(app: CoreApp, record: core.Record): void {
  if (!record.collection().fields.getByName("translations")) return;
  record.set("translations", noteFor(app, record));
}

/**
 * Rewrites the notes of some records (all of a collection's when `ids` is undefined) in place, without a save: a note
 * is no content (no page shows it, no revision keeps it), so its change bumps nothing. Only the notes that changed.
 */
export function refreshTranslationsNotes(app: CoreApp, collection: string, ids?: readonly string[], onlyEmpty = false): number {
  // A translated collection a later migration makes (a new kind of page) while an earlier one saves: no notes yet.
  if (!collectionNamed(app, collection)?.fields.getByName("translations")) return 0;
  const languages = declaredLanguages(app);
  const filter = ids ? ids.map((_, i) => `id = {:id${i}}`).join(" || ") : onlyEmpty ? 'translations = ""' : "";
  if (ids && ids.length === 0) return 0;
  const params = Object.fromEntries((ids ?? []).map((id, i) => [`id${i}`, id]));
  let changed = 0;
  for (const record of app.findRecordsByFilter(collection, filter, "", 0, 0, params)) {
    if (!record) continue;
    const note = noteFor(app, record, languages);
    if (note === record.getString("translations")) continue;
    app
      .db()
      .newQuery(`UPDATE {{${collection}}} SET [[translations]] = {:note} WHERE [[id]] = {:id}`)
      .bind({ note, id: record.id })
      .execute();
    changed++;
  }
  return changed;
}

/** After a translated record's save or removal: its original's note and its own translations' notes. */
export function refreshRelatedNotes(app: CoreApp, record: core.Record): void {
  const collection = record.collection().name;
  const originals = new Set(
    [record.getString("translation_of"), record.original()?.getString("translation_of") ?? ""].filter(Boolean),
  );
  const translations = app
    .findRecordsByFilter(collection, "translation_of = {:id}", "", 0, 0, { id: record.id })
    .flatMap((r) => (r ? [r.id] : []));
  refreshTranslationsNotes(app, collection, [...originals, ...translations]);
}

/** Every note of every translated collection (a language's change); with `onlyEmpty`, the missing ones alone. */
export function refreshAllNotes(app: CoreApp, onlyEmpty = false): void {
  // A site with one language has no notes: at a start, nothing to look at.
  if (onlyEmpty && (!app.hasTable("languages") || app.countRecords("languages") < 2)) return;
  for (const collection of translatedCollections()) refreshTranslationsNotes(app, collection, undefined, onlyEmpty);
}

/**
 * An original with translations is not deleted from under them (their `translation_of` would be emptied, and each
 * then refuse its next save): the editor deletes or keeps them first, told which.
 */
export function checkDeleteOriginal(app: CoreApp, record: core.Record, noun: string): void {
  const translations = app
    .findRecordsByFilter(record.collection().name, "translation_of = {:id}", "language", 0, 0, { id: record.id })
    .filter((r): r is core.Record => Boolean(r));
  if (translations.length === 0) return;
  const which = translations
    .map((t) => `“${t.getString(titleOf(record.collection().name))}” (${t.getString("language")})`)
    .join(", ");
  throw new BadRequestError(`This ${noun} has translations: ${which}. Delete them first, then this ${noun}.`);
}
