/**
 * The site's languages as pages see them (issue 24; decision 074). The default language's pages keep their addresses
 * (/work); every other live language's live under its code (/pt/work). One document is in one language: the server
 * writes it into the page's data, the app's router takes its prefix as its base path, and a switch of language is a
 * link to another document.
 */

type Direction = "ltr" | "rtl";

/** A language as the `languages` collection holds it, as much as pages need. */
export interface Language {
  code: string;
  /** Its name in itself: Português. */
  name: string;
  dir: Direction;
  is_default: boolean;
}

/** The language a document is in, and the others it can be read in. */
export interface PageLanguage {
  code: string;
  dir: Direction;
  /** "" for the default language, else "/<code>": the start of the language's addresses, and the router's base path. */
  prefix: string;
  /** The default language's code: records in it are the originals translations point to. */
  defaultCode: string;
  /** Every live language, the default among them, in the editors' order: the switcher's and the alternates' list. */
  languages: Language[];
}

/** What a site with no language records has (a data dir before the languages' migration): English alone. */
export const ENGLISH: Language = { code: "en", name: "English", dir: "ltr", is_default: true };

/** The address prefix of a language: none for the default. */
export const prefixOf = (code: string, defaultCode: string) => (code === defaultCode ? "" : `/${code}`);

/**
 * A site path as the document's router knows it, when it is in the document's language ("/pt/work" in a Portuguese
 * document → "/work"); undefined when it is another language's, which is another document.
 */
export function withinLanguage(path: string, { prefix, code, languages }: PageLanguage): string | undefined {
  const first = path.split("/")[1]?.toLowerCase() ?? "";
  const other = languages.find((l) => !l.is_default && l.code === first);
  if ((other?.code ?? "") !== (prefix ? code : "")) return undefined;
  return prefix === "" ? path : path.slice(prefix.length) || "/";
}

/** A path of the app ("/work", "/") in a language: "/pt/work", "/pt/". */
export const inLanguage = (prefix: string, path: string) =>
  prefix === "" ? path : path === "/" ? `${prefix}/` : `${prefix}${path}`;
