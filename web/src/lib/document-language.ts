import { ENGLISH, type PageLanguage } from "../../../shared/languages/languages";
import type { Words } from "../../../shared/languages/words/en";

/**
 * The language the document is in, and its interface's words (issue 24; decision 074). A document is in one language:
 * the server writes both into the page's data (app/start/page-data.ts reads them before the first render; the server's own
 * render sets them, server/render.tsx), and a switch of language is a link to another document. So the app never
 * imports a catalogue: its words are the page's.
 */
let current: { language: PageLanguage; words: Words | undefined } = {
  language: { code: "en", dir: "ltr", prefix: "", defaultCode: "en", languages: [ENGLISH] },
  words: undefined,
};

export function setDocumentLanguage(language: PageLanguage, words: Words): void {
  current = { language, words };
}

export const documentLanguage = (): PageLanguage => current.language;

/**
 * The document's words. Every page the server draws has them in its data; only the Vite dev server's page has none
 * of its own, and main.tsx loads English's for it before the first render.
 */
export const words = () => current.words as Words;

/** The filter part that keeps a translated collection's records to the document's language. */
export const languageFilter = () => `language = "${current.language.code}"`;
