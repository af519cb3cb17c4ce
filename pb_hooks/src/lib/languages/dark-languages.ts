import { languageCollections } from "../../../../shared/site-registry";
import { type DeclaredLanguage, declaredLanguages, keptDeclaredLanguages } from "./languages";

/**
 * A language that is not live is private (issue 32): editors prepare its records, superusers read them, and no visitor
 * does, by any API or page. Its pages answer 404 already (its prefix is no page while it is dark); here the records
 * API is held to it too, in the one middleware (serving/list-reads.ts, serving/record-reads.ts): a visitor's list
 * read of a collection in languages gets `language` limited to the live ones, and a read of one record or of its file
 * answers 404 when the record's language is dark, unless a live preview link opens it. The server's own render reads
 * through the same limit (pages/visitor-reads.ts). With every language live, nothing is read or added.
 */

interface Visibility {
  /** The live languages' codes. */
  live: string[];
  /** Whether any declared language is not live. */
  anyDark: boolean;
}

const visibilityOf = (declared: readonly DeclaredLanguage[]): Visibility => ({
  live: declared.filter((l) => l.live).map((l) => l.code),
  anyDark: declared.some((l) => !l.live),
});

/** This VM's visibility, made once per parsed declaration (languages.ts keptDeclaredLanguages). */
let made: { from: DeclaredLanguage[]; visibility: Visibility } | undefined;

/** Which languages visitors may read, at the content version. */
export function languageVisibility(app: CoreApp): Visibility {
  const known = keptDeclaredLanguages(app);
  if (!known) return visibilityOf(declaredLanguages(app));
  if (made?.from !== known.languages) made = { from: known.languages, visibility: visibilityOf(known.languages) };
  return made.visibility;
}

const inLanguages = new Set<string>(languageCollections());

/** Whether a collection's records are each in one language, by its name or id. */
export function isInLanguages(app: CoreApp, collection: string): string | undefined {
  if (inLanguages.has(collection)) return collection;
  try {
    const name = app.findCachedCollectionByNameOrId(collection).name;
    return inLanguages.has(name) ? name : undefined;
  } catch {
    return undefined;
  }
}

/** A filter that keeps a collection's records to the live languages: `language = "en" || language = "pt"`. */
export const liveLanguageFilter = (live: readonly string[]) =>
  live.length === 0 ? 'language = ""' : live.map((code) => `language = "${code.replace(/[^a-z0-9-]/g, "")}"`).join(" || ");

/**
 * Whether a visitor may read a record of a collection in languages: its language is live, or a live preview link
 * (`?preview=`, checked as the collection's view rule checks it) opens it. One read by id, made only while a language
 * is dark.
 */
export function recordReadable(app: CoreApp, collection: string, id: string, preview: string | undefined): boolean {
  const visibility = languageVisibility(app);
  if (!visibility.anyDark) return true;
  let record: core.Record;
  try {
    record = app.findRecordById(collection, id);
  } catch {
    // No such record: PocketBase answers that itself.
    return true;
  }
  if (visibility.live.includes(record.getString("language"))) return true;
  if (!preview) return false;
  const { storedTokens } = require(`${__hooks}/lib/pages/preview.js`) as typeof import("../pages/preview");
  const stored = storedTokens(app, collection, id);
  const now = Date.now();
  const open = (token: string, expires: string) =>
    token !== "" && token === preview && Date.parse(expires.replace(" ", "T")) > now;
  return (
    open(stored.preview_token, stored.preview_expires) || open(stored.preview_token_previous, stored.preview_previous_expires)
  );
}
