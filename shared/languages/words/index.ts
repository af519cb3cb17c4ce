import { en, type Words } from "./en";
import { pt } from "./pt";

/**
 * The interface's words in each shipped language (issue 24): the server picks a page's, and writes it into the page's
 * data; the app never imports these (web/src/lib/document-language.ts reads the page's). A language editors add without a
 * catalogue here shows its content with English words (words.test.ts holds every key everywhere).
 */
export const CATALOGUES: Readonly<Record<string, Words>> = { en, pt };

/** The words of a language ("pt-br" falls back to "pt"), else English's. */
export function wordsFor(code: string): Words {
  return CATALOGUES[code] ?? CATALOGUES[code.split("-")[0] ?? ""] ?? en;
}

export type { Words };
