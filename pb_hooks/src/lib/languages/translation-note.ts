import type { Language } from "../../../../shared/languages/languages";

/** What a note names of a record: its language, title (a service's name) and status (a service has none). */
export interface NoteRecord {
  id: string;
  language: string;
  title: string;
  status: string;
}

export interface NoteLanguage extends Language {
  live: boolean;
}

/**
 * What editors read under a record's `translations` (issue 24), written by the site: an original's translations by
 * language, with their titles and status, and the languages it has none in yet; a translation's original. Nothing on
 * a site with one language.
 */
export function translationsNote(
  record: NoteRecord,
  languages: readonly NoteLanguage[],
  translations: readonly NoteRecord[],
  original?: NoteRecord,
): string {
  if (languages.length < 2) return "";
  const fallback = languages.find((l) => l.is_default);
  if (!fallback) return "";
  if (record.language !== fallback.code)
    return original ? `A translation of “${original.title}” (${fallback.name}, ${fallback.code}).` : "";
  const named = (l: NoteLanguage) => `${l.name} (${l.code}${l.live ? "" : ", not live"})`;
  const done: string[] = [];
  const missing: string[] = [];
  for (const language of languages) {
    if (language.code === fallback.code) continue;
    const translation = translations.find((t) => t.language === language.code);
    if (translation)
      done.push(`${named(language)}: “${translation.title}”${translation.status ? `, ${translation.status}` : ""}`);
    else missing.push(named(language));
  }
  return [
    done.length > 0 ? `Translated into ${done.join("; ")}.` : "",
    missing.length > 0 ? `No translation yet in ${missing.join(", ")}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}
