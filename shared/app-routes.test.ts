import { describe, expect, it } from "vitest";
import { matchPage } from "./app-routes";

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
