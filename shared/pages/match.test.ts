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

  it.each(["/projects", "/project", "/project/", "/project/a/b", "/news/a/b", "/no/such/page", "/workshop"])(
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

  it.each(["/stats", "/Stats/", "/no/such/page", "/project/", "/api/views", "/feed.xml", "work", ""])(
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
