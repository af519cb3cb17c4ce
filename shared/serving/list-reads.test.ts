import { describe, expect, it } from "vitest";
import { listReadProblem, readShape, shapeOf } from "./list-reads";

describe("a visitor's list read (issue 32)", () => {
  it.each([
    [{}],
    [{ perPage: "100", sort: "-published_at,-created", filter: 'language = "en"' }],
    [{ perPage: "12", filter: 'language = "pt" && (tags = "a" || tags ~ "a, %")' }],
    [{ sort: "sort_order,name" }],
    [{ filter: 'id = "x" || translation_of = "x"', sort: "language" }],
    [{ filter: 'language = "en" && published_at < "2026-01-01 00:00:00.000Z"', sort: "-published_at" }],
    [{ filter: 'slug = "a \\" title = 1"' }],
    [{ filter: "published_at > @now && true" }],
    [{ perPage: "abc" }],
  ])("reads %j", (read) => {
    expect(listReadProblem(read)).toBeUndefined();
  });

  it.each([
    [{ perPage: "1000" }, "A list gives at most 100 records a page (perPage=1000 was asked); ask for the rest page by page."],
    [
      { sort: "@random" },
      'Lists can be sorted only by published_at, created, sort_order, featured, name or language; "@random" is not one of them.',
    ],
    [{ sort: "-published_at,body" }, /"body" is not one of them/],
    [{ sort: "@rowid" }, /"@rowid" is not one of them/],
    [
      { filter: 'body !~ "qqq"' },
      'Lists can be filtered only by id, language, slug, translation_of, tags, published_at, services or sort_order; "body" is not one of them.',
    ],
    [{ filter: 'language = "en" && title ~ "a"' }, /"title" is not one of them/],
    [{ filter: "tags:lower = 'a'" }, /"tags:lower" is not one of them/],
    [{ filter: 'strftime("%Y", published_at) = "2026"' }, /"strftime\(" is not one of them/],
    [{ filter: "services.name = 'x'" }, /"services.name" is not one of them/],
  ])("refuses %j, saying why", (read, message) => {
    if (typeof message === "string") expect(listReadProblem(read)).toBe(message);
    else expect(listReadProblem(read)).toMatch(message);
  });

  it("leaves a filter naming @collection or @request to PocketBase, which refuses it to visitors itself", () => {
    expect(listReadProblem({ filter: '@collection._superusers.email != ""' })).toBeUndefined();
    expect(listReadProblem({ filter: '@request.auth.id = ""' })).toBeUndefined();
  });
});

describe("a list read's shape", () => {
  it("leaves out which page is asked for, not how deep it is", () => {
    expect(readShape("news", "page=1&perPage=12")).toBe(readShape("news", "perPage=12&page=9"));
    expect(readShape("news", "page=10&perPage=12")).toBe(readShape("news", "perPage=12&page=99"));
    expect(readShape("news", "page=1&perPage=12")).not.toBe(readShape("news", "perPage=12&page=100"));
    expect(readShape("news", "page=100&perPage=12")).not.toBe(readShape("news", "perPage=12&page=100000"));
    expect(readShape("news", "page=3&perPage=12&sort=-published_at")).toBe("news?perPage=12&sort=-published_at#1");
    expect(readShape("news", "perPage=12")).not.toBe(readShape("news", "perPage=100"));
    expect(readShape("news", "filter=language%3D%22en%22")).not.toBe(readShape("news", "filter=slug%3D%22en%22"));
    expect(readShape("news", "pages=2")).toBe("news?pages=2#0");
    expect(readShape("news", "")).not.toBe(readShape("projects", ""));
  });

  it("is one shape for one form of a filter, whatever its values, and for the parameters in any order", () => {
    const detail = (slug: string) => `filter=${encodeURIComponent(`language = "en" && slug = '${slug}'`)}&perPage=1`;
    expect(readShape("projects", `page=1&${detail("harbour")}&skipTotal=1`)).toBe(
      readShape("projects", `skipTotal=true&${detail("a \\' b")}&page=1`),
    );
    expect(readShape("projects", detail("harbour"))).toBe(`projects?filter=language = ? && slug = ?&perPage=1#0`);
    expect(readShape("news", "filter=sort_order+%3E+12.5")).toBe("news?filter=sort_order > ?#0");
    expect(readShape("news", "filter=slug%3D%22a%22%20%7C%7C%20slug%3D%22b%22")).not.toBe(
      readShape("news", "filter=slug%3D%22a%22"),
    );
    expect(readShape("news", "skipTotal=0")).toBe(readShape("news", ""));
    expect(readShape("news", "filter=%E0%A4%A")).toBe("news?filter=%E0%A4%A#0");
  });

  it("is the shape the server's own render reads (shapeOf), as the SDK would ask it", () => {
    const sdk = "page=1&perPage=100&skipTotal=1&sort=sort_order%2Cname&fields=id%2Cname";
    expect(
      shapeOf(
        "offices",
        [
          ["sort", "sort_order,name"],
          ["fields", "id,name"],
          ["perPage", "100"],
          ["skipTotal", "true"],
        ],
        "1",
      ),
    ).toBe(readShape("offices", sdk));
  });
});
