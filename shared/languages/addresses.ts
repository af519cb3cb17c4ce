import { tookStep } from "../pages/steps";
import { ENGLISH, type Language, type PageLanguage, prefixOf } from "./languages";

// The server's reading of an address's language, and the head builder's: apart from languages.ts, which the app's
// entry carries (its JS budget), since the app itself knows its document's language from the page's data.

/** The default language among live ones (the hook keeps exactly one, and live); English when there is none. */
export const defaultOf = (languages: readonly Language[]): Language => languages.find((l) => l.is_default) ?? ENGLISH;

/** A document's language, from the live languages and its code. */
export function pageLanguage(languages: readonly Language[], code: string): PageLanguage {
  const fallback = defaultOf(languages);
  const live = languages.length > 0 ? [...languages] : [fallback];
  const language = live.find((l) => l.code === code) ?? fallback;
  return {
    code: language.code,
    dir: language.dir,
    prefix: prefixOf(language.code, fallback.code),
    defaultCode: fallback.code,
    languages: live,
  };
}

/**
 * Which language an address is in, and the address within it: "/pt/work" → pt, "/work"; "/pt" and "/pt/" → pt, "/".
 * A first segment that is no live language (or the default's own code: its pages have no prefix) leaves the address
 * in the default language, where it is what it is (most likely no page).
 */
export function splitAddress(path: string, languages: readonly Language[]): { language: PageLanguage; path: string } {
  tookStep("language", path);
  const defaultCode = defaultOf(languages).code;
  const end = path.indexOf("/", 1);
  const first = (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
  const language = first && first !== defaultCode ? languages.find((l) => l.code === first) : undefined;
  if (!language) return { language: pageLanguage(languages, defaultCode), path };
  return { language: pageLanguage(languages, language.code), path: end === -1 ? "/" : path.slice(end) };
}
