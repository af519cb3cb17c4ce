import { describe, expect, it } from "vitest";
import { pageLanguage, splitAddress } from "./addresses";
import { alternatesOf, bcp47, ogLocale, preferredLanguage, withOfficeWords, withSiteWords } from "./alternates";
import { ENGLISH, type Language, withinLanguage } from "./languages";

const PT: Language = { code: "pt", name: "Português", dir: "ltr", is_default: false };
const AR: Language = { code: "ar", name: "العربية", dir: "rtl", is_default: false };
const LIVE = [ENGLISH, PT, AR];

describe("an address's language", () => {
  it.each([
    ["/", "en", "/"],
    ["/work", "en", "/work"],
    ["/pt", "pt", "/"],
    ["/pt/", "pt", "/"],
    ["/pt/news/um-artigo", "pt", "/news/um-artigo"],
    ["/PT/work", "pt", "/work"],
    // The default language has no prefix: /en/work is no page of it, and stays as asked.
    ["/en/work", "en", "/en/work"],
    // A code that is no live language is an address of the default's (most likely no page).
    ["/xx/work", "en", "/xx/work"],
    ["/portfolio", "en", "/portfolio"],
  ])("%s is in %s, at %s", (address, code, path) => {
    const split = splitAddress(address, LIVE);
    expect([split.language.code, split.path]).toEqual([code, path]);
    expect(split.language.prefix).toBe(code === "en" ? "" : `/${code}`);
  });

  it("a document's router keeps its own language's paths, and leaves another's to the browser", () => {
    const pt = pageLanguage(LIVE, "pt");
    const en = pageLanguage(LIVE, "en");
    expect(withinLanguage("/pt/work", pt)).toBe("/work");
    expect(withinLanguage("/pt", pt)).toBe("/");
    expect(withinLanguage("/work", pt)).toBeUndefined();
    expect(withinLanguage("/work", en)).toBe("/work");
    expect(withinLanguage("/pt/work", en)).toBeUndefined();
    expect(withinLanguage("/ar/", pt)).toBeUndefined();
  });
});

describe("alternates", () => {
  const en = pageLanguage(LIVE, "en");
  it("a fixed page is in every live language", () => {
    expect(alternatesOf(en, "/work")).toEqual([
      { code: "en", path: "/work" },
      { code: "pt", path: "/pt/work" },
      { code: "ar", path: "/ar/work" },
    ]);
    expect(alternatesOf(en, "/").map((a) => a.path)).toEqual(["/", "/pt/", "/ar/"]);
  });

  it("a record's page is in the languages it has a translation in, each at its own slug", () => {
    const siblings = [
      { id: "a", language: "en", slug: "an-article" },
      { id: "b", language: "pt", translation_of: "a", slug: "um-artigo" },
    ];
    expect(alternatesOf(en, "", { prefix: "/news/", siblings })).toEqual([
      { code: "en", path: "/news/an-article" },
      { code: "pt", path: "/pt/news/um-artigo" },
    ]);
  });

  it("spells codes as hreflang and og:locale do", () => {
    expect([bcp47("pt-br"), bcp47("zh-hant"), ogLocale("pt-br"), ogLocale("pt")]).toEqual(["pt-BR", "zh-hant", "pt_BR", "pt"]);
  });
});

describe("the language a browser prefers", () => {
  it.each([
    [["pt-PT", "en"], "pt"],
    [["fr-FR", "ar"], "ar"],
    [["en-GB", "pt"], "en"],
    [["fr", "de"], undefined],
    [[], undefined],
  ])("%j prefers %s", (accepted, code) => {
    expect(preferredLanguage(accepted, LIVE)?.code).toBe(code);
  });
});

it("a language's own words for the site replace the default's where it has them", () => {
  const site = { site_name: "Meridian", tagline: "Brand", contact: "x" };
  expect(withSiteWords(site, { tagline: "Marca", site_name: "" })).toEqual({
    site_name: "Meridian",
    tagline: "Marca",
    contact: "x",
  });
  expect(withSiteWords(site, undefined)).toBe(site);
});

it("a language's own words for an office replace its own where it has them, and nothing else", () => {
  const lisbon = { id: "l1", name: "Lisbon", city: "Lisbon", country: "Portugal", phone: "+351" };
  const tokyo = { id: "t1", name: "Tokyo", city: "Tokyo", country: "Japan", phone: "+81" };
  const shown = withOfficeWords(
    [lisbon, tokyo],
    [
      { office: "t1", name: "Tóquio", city: "Tóquio", country: "Japão" },
      // Another office's words, an empty word and a field that is not a word change nothing.
      { office: "gone", name: "Nowhere" },
      { office: "l1", city: "Lisboa", name: "", phone: "0" } as never,
    ],
  );
  expect(shown).toEqual([
    { ...lisbon, city: "Lisboa" },
    { ...tokyo, name: "Tóquio", city: "Tóquio", country: "Japão" },
  ]);
  expect(withOfficeWords([lisbon], [])[0]).toBe(lisbon);
});
