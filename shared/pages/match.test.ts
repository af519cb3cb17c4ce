import { describe, expect, it } from "vitest";
import { pageLanguage } from "../languages/addresses";
import { ENGLISH } from "../languages/languages";
import { readAddress, resolveAddress } from "./address";
import { countedPath, matchPage } from "./match";

describe("matchPage", () => {
  it.each([
    ["/", "/"],
    ["/work", "/work"],
    ["/work/", "/work"],
    ["/news", "/news"],
    ["/news/", "/news"],
    ["/office", "/office"],
    ["/contact", "/contact"],
    ["/Contact", "/contact"],
    ["/test", "/test"],
    ["/stats", "/stats"],
  ])("%s is the fixed page %s", (path, page) => {
    expect(matchPage(path)).toEqual({ kind: "fixed", page });
  });

  it.each([
    ["/project/harbour-lights", "projects", "harbour-lights"],
    ["/project/harbour-lights/", "projects", "harbour-lights"],
    ["/news/a-new-office", "news", "a-new-office"],
    ["/News/Mixed-Case", "news", "Mixed-Case"],
  ])("%s is a record's page", (page, collection, slug) => {
    expect(matchPage(page)).toEqual({ kind: "record", collection, slug });
  });

  it.each([
    ["/projects", "projects"],
    ["/workshop", "workshop"],
    ["/no/such/page", "no/such/page"],
    ["/About/", "About"],
  ])("%s may be an editor's page (issue 33)", (page, slug) => {
    expect(matchPage(page)).toEqual({ kind: "record", collection: "pages", slug });
  });

  it.each(["/project", "/project/", "/project/a/b", "/news/a/b", "/no/such/page/here", "/work/a", "/api/x", "/a_b", "/feed.xml"])(
    "%s is no page",
    (page) => {
      expect(matchPage(page)).toBeNull();
    },
  );
});

describe("countedPath", () => {
  it.each([
    ["/", "/"],
    ["/work/", "/work"],
    ["/News", "/news"],
    ["/news/", "/news"],
    ["/test", "/test"],
    ["/project/harbour-lights/", "/project/harbour-lights"],
    ["/news/A-Slug", "/news/A-Slug"],
  ])("counts %s as %s", (path, page) => {
    expect(countedPath(path)).toBe(page);
  });

  it.each(["/stats", "/Stats/", "/no/such/page/here", "/project/", "/api/views", "/feed.xml", "work", ""])(
    "counts no view of %j",
    (path) => {
      expect(countedPath(path)).toBeUndefined();
    },
  );
});

describe("a request's address in a language's addresses (issue 24)", () => {
  const languages = [
    ENGLISH,
    { code: "pt", name: "Português", dir: "ltr" as const, is_default: false },
    { code: "pt-br", name: "Português (Brasil)", dir: "ltr" as const, is_default: false },
  ];
  it.each([
    ["/pt/news", "?page=2&utm_source=x", "/pt/news?page=2"],
    ["/pt/search", "?q=marca", "/pt/search?q=marca"],
    ["/pt-br/work", "?service=identidade-visual&x=1", "/pt-br/work?service=identidade-visual"],
    ["/pt/nothing", "?a=1", "/pt/nothing"],
  ])("%s%s reads as %s", (path, search, address) => {
    const read = resolveAddress({ path, escapedPath: path, rawQuery: search.slice(1) }, () => languages);
    expect(readAddress(read)).toBe(address);
    expect(read.language).toEqual(pageLanguage(languages, path.split("/")[1] ?? ""));
  });
});

describe("a page's own spelling (issue 32)", () => {
  const languages = [ENGLISH, { code: "pt", name: "Português", dir: "ltr" as const, is_default: false }];
  /** A request as Go hands it over: its path decoded, and as spelt. */
  const resolve = (escapedPath: string, rawQuery = "") =>
    resolveAddress({ path: decodeURIComponent(escapedPath), escapedPath, rawQuery }, () => languages);

  it.each([
    ["/NEWS/a-story", "", "/news/a-story"],
    ["/n%65ws/a-story", "", "/news/a-story"],
    ["/%6Eews/A-Story", "", "/news/a-story"],
    ["/news//a-story", "", "/news/a-story"],
    ["//news/a-story/", "", "/news/a-story"],
    ["/PT/work", "", "/pt/work"],
    ["/Pt/Work/", "service=brand&utm_source=x", "/pt/work?service=brand"],
    ["/News", "page=2&x=1", "/news?page=2"],
    ["/pt", "", "/pt/"],
    ["/PT/", "", "/pt/"],
  ])("%s?%s is the page at %s", (spelt, query, own) => {
    expect(resolve(spelt, query).own).toBe(own);
  });

  it.each([
    ["/", ""],
    ["/work", "utm_source=x"],
    ["/news", "page=2&tag=a"],
    ["/pt/", ""],
    ["/pt/news/uma-historia", ""],
    ["/work/", ""],
    ["/news/a-story/", "utm_source=x"],
    ["/news/a-story", ""],
  ])("%s?%s is already its page's own spelling", (spelt, query) => {
    expect(resolve(spelt, query).own).toBeUndefined();
  });

  it.each(["/nothing/here/at/all", "/news/caf%C3%A9", "/news/a%2Fb", "/NOTHING_AT_ALL"])(
    "%s names no page: it has no own address",
    (spelt) => {
      expect(resolve(spelt).own).toBeUndefined();
    },
  );

  it("leaves a preview link as it is spelt: it is one person's, drawn for each request", () => {
    expect(resolve("/NEWS/a-story", "preview=token").own).toBeUndefined();
  });
});

describe("a page's own address with a trailing slash (issue 32)", () => {
  it.each([
    ["/work/", "/work"],
    ["/news/a-story/", "/news/a-story"],
    ["/pt/work/", "/pt/work"],
  ])("%s is read as %s: the page itself, drawn and kept once", (spelt, address) => {
    const read = resolveAddress({ path: spelt, escapedPath: spelt, rawQuery: "" }, () => [
      ENGLISH,
      { code: "pt", name: "Português", dir: "ltr" as const, is_default: false },
    ]);
    expect(read.address).toBe(address);
    expect(read.own).toBeUndefined();
  });
});
