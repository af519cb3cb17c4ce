import { inLanguage, type Language, type PageLanguage, prefixOf } from "./languages";

/**
 * A page's alternates: its address in each language it exists in (issue 24), for the head's hreflang links, the
 * sitemap's xhtml:links and the language switcher, derived from the records' `translation_of` links. Apart from
 * languages.ts, which the app's entry carries: only the switcher and the head builder, which load later, need these.
 */

/** A record's language and what it translates: the two translation fields (shared/schema/languages.ts). */
export interface Translatable {
  id: string;
  language: string;
  translation_of?: string;
  slug?: string;
}

/** What a page reads of each translation: the fields of Translatable. */
export const TRANSLATION_FIELDS = ["id", "language", "translation_of", "slug"] as const;

/** One page's address in each language it exists in: the alternates of its head, the sitemap and the switcher. */
export interface Alternate {
  code: string;
  /** The path within the site, prefix included: "/pt/news/um-artigo". */
  path: string;
}

/**
 * A fixed page's alternates: the same path in every live language. A record's page: the path of each translation of
 * the same original that visitors can see (`siblings`: the original and its translations, as published), in the
 * languages' order; a language with no translation has no alternate.
 */
export function alternatesOf(
  language: PageLanguage,
  path: string,
  record?: { prefix: string; siblings: readonly Translatable[] },
): Alternate[] {
  return language.languages.flatMap((l): Alternate[] => {
    const prefix = prefixOf(l.code, language.defaultCode);
    if (!record) return [{ code: l.code, path: inLanguage(prefix, path) }];
    const sibling = record.siblings.find((s) => s.language === l.code);
    return sibling?.slug ? [{ code: l.code, path: `${prefix}${record.prefix}${sibling.slug}` }] : [];
  });
}

/** The `og:locale` of a code: "pt" → "pt", "pt-br" → "pt_BR". */
export const ogLocale = (code: string) => {
  const [lang, region] = code.split("-");
  return region ? `${lang}_${region.toUpperCase()}` : (lang ?? code);
};

/** The `hreflang` and `lang` spelling of a code: "pt-br" → "pt-BR". */
export const bcp47 = (code: string) => {
  const [lang, region] = code.split("-");
  return region && region.length === 2 ? `${lang}-${region.toUpperCase()}` : code;
};

/** The site's words a language other than the default can have its own of (the `site_translations` collection). */
export const SITE_WORDS = ["site_name", "tagline", "hero_words", "seo_description"] as const;

/** A record with a language's own words in place: a word the language's record leaves empty is the record's own. */
function withOwnWords<R extends Record<string, unknown>, F extends string>(
  record: R,
  fields: readonly F[],
  words: Partial<Record<F, unknown>> | undefined,
): R {
  if (!words) return record;
  const own = Object.fromEntries(fields.flatMap((field) => (words[field] ? [[field, words[field]]] : [])));
  return { ...record, ...own };
}

/** The site's settings with a language's own words in place: a word its translation leaves empty is the default's. */
export const withSiteWords = <S extends Record<string, unknown>>(
  site: S,
  words: Partial<Record<(typeof SITE_WORDS)[number], string>> | undefined,
): S => withOwnWords(site, SITE_WORDS, words);

/** An office's words a language other than the default can have its own of (the `office_translations` collection). */
const OFFICE_WORDS = ["name", "city", "country"] as const;

/** A language's words for an office (`office_translations`): whose they are, and the words. */
export type OfficeWords = { office: string } & Partial<Record<(typeof OFFICE_WORDS)[number], string>>;

/** The offices with a language's own words in place, in their order: a word left empty is the office's own. */
export function withOfficeWords<O extends { id: string } & Record<string, unknown>>(
  offices: readonly O[],
  words: readonly OfficeWords[],
): O[] {
  const byOffice = new Map(words.map((own) => [own.office, own]));
  return offices.map((office) => withOwnWords(office, OFFICE_WORDS, byOffice.get(office.id)));
}

/**
 * The live language a browser prefers, by its Accept-Language order (navigator.languages): the first of its tags that
 * names a live language, exactly ("pt-br") or by its language alone ("pt-PT" → pt). Undefined when none does. Used
 * only to suggest a language, never to redirect (issue 24).
 */
export function preferredLanguage(accepted: readonly string[], live: readonly Language[]): Language | undefined {
  for (const tag of accepted) {
    const wanted = tag.toLowerCase();
    const found = live.find((l) => l.code === wanted) ?? live.find((l) => l.code === wanted.split("-")[0]);
    if (found) return found;
  }
  return undefined;
}
