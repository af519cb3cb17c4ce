import { ENGLISH, type Language, prefixOf } from "../../../shared/languages";
import { fieldError } from "./field-error";

/** Every language editors declared, live or not, as pages know languages: previews open translations not yet live. */
export function declaredLanguages(app: CoreApp): Language[] {
  if (!app.hasTable("languages")) return [ENGLISH];
  return app
    .findRecordsByFilter("languages", "", "sort_order,code", 0, 0)
    .filter((r): r is core.Record => Boolean(r))
    .map((r) => ({
      code: r.getString("code"),
      name: r.getString("name"),
      dir: r.getString("dir") === "rtl" ? "rtl" : "ltr",
      is_default: r.getBool("is_default"),
    }));
}

/** Every language editors declared, live or not: a record may be prepared in one before it goes live. */
function declaredCodes(app: CoreApp): { codes: string[]; defaultCode: string } {
  if (!app.hasTable("languages")) return { codes: ["en"], defaultCode: "en" };
  const records = app.findRecordsByFilter("languages", "", "sort_order,code", 0, 0).filter((r): r is core.Record => Boolean(r));
  const defaultCode = records.find((r) => r.getBool("is_default"))?.getString("code") ?? "en";
  return { codes: records.map((r) => r.getString("code")), defaultCode };
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
        `A ${noun} in the default language (${defaultCode}) is an original: leave “translation of” empty.`,
      );
    return;
  }
  if (original === "")
    throw fieldError(
      "translation_of",
      `A ${noun} in “${language}” translates one in ${defaultCode}: choose it under “translation of”.`,
    );
  const collection = record.collection().name;
  const [source] = app.findRecordsByFilter(collection, "id = {:original}", "", 1, 0, { original });
  if (!source || source.getString("language") !== defaultCode)
    throw fieldError("translation_of", `“Translation of” must be a ${noun} in the default language (${defaultCode}).`);
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

const titleOf = (collection: string) => (collection === "services" ? "name" : "title");

/** The address prefix of a record's language: "" in the default language, "/pt" in Portuguese. */
export function languagePrefix(app: CoreApp, record: core.Record): string {
  const code = record.getString("language");
  return code === "" ? "" : prefixOf(code, declaredCodes(app).defaultCode);
}
