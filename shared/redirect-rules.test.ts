import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkTarget, findLoop, middlewareNames, normaliseSource, sourceProblem } from "./redirect-rules";

describe("normaliseSource", () => {
  it.each([
    ["/Old-Page/", "/old-page"],
    ["old-page", "/old-page"],
    ["  /a//b///c/ ", "/a/b/c"],
    ["/page?utm=x#top", "/page"],
    ["/", "/"],
  ])("%j → %s", (input, path) => {
    expect(normaliseSource(input)).toBe(path);
  });
});

describe("sourceProblem", () => {
  it.each([
    ["/", /home page/],
    ["/api/health", /belong to PocketBase/],
    ["/_/", /belong to PocketBase/],
    ["/a b", /spaces/],
    ["/projects", /The site itself already redirects \/projects to \/work/],
  ])("refuses %s", (source, problem) => {
    expect(sourceProblem(source)).toMatch(problem);
  });

  it("accepts an ordinary path", () => {
    expect(sourceProblem("/old-page")).toBeUndefined();
  });
});

describe("checkTarget", () => {
  it.each([
    ["/work", "301", "/work", true],
    ["/Work/?service=brand#top", "302", "/work?service=brand#top", true],
    ["https://example.com/x", "308", "https://example.com/x", false],
    ["HTTP://example.com", "307", "HTTP://example.com", false],
    ["", "410", "", false],
    ["", "", "", false],
  ])("accepts %j (%s)", (input, code, target, internal) => {
    expect(checkTarget(input, code)).toEqual({ ok: true, target, internal });
  });

  it.each([
    ["javascript:alert(1)", "301", /“javascript:” targets are not allowed/],
    ["JavaScript:alert(1)", "301", /“javascript:” targets are not allowed/],
    ["java\tscript:alert(1)", "301", /spaces or control characters/],
    ["data:text/html,<script>alert(1)</script>", "301", /“data:” targets are not allowed/],
    ["vbscript:msgbox", "301", /“vbscript:” targets are not allowed/],
    ["//evil.example", "301", /Protocol-relative/],
    ["/\\evil.example", "301", /Protocol-relative/],
    ["mailto:a@b.c", "301", /“mailto:” targets are not allowed/],
    ["https://", "301", /no host name/],
    ["work", "301", /Start the target with \//],
    ["", "301", /Give a target/],
    ["/work", "410", /has no target/],
    ["/work", "", /Choose a status code/],
  ])("refuses %j", (input, code, problem) => {
    const result = checkTarget(input, code);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.problem).toMatch(problem);
  });
});

describe("findLoop", () => {
  const table: Record<string, string> = { "/b": "/c", "/c": "/a", "/d": "https://example.com/a" };
  const next = (path: string) => table[path];

  it("finds a self-loop", () => {
    expect(findLoop("/a", "/a/", next)).toEqual(["/a", "/a"]);
  });

  it("finds a cycle through other redirects", () => {
    expect(findLoop("/a", "/b", next)).toEqual(["/a", "/b", "/c", "/a"]);
  });

  it("ignores a chain that leaves the site", () => {
    expect(findLoop("/a", "/d", next)).toBeUndefined();
  });

  it("ignores a chain that ends", () => {
    expect(findLoop("/x", "/b", (p) => (p === "/b" ? "/work" : undefined))).toBeUndefined();
  });
});

describe("middlewareNames", () => {
  it("splits, trims and lowercases", () => {
    expect(middlewareNames(" noindex, Track-Page ,,")).toEqual(["noindex", "track-page"]);
  });
});

describe("normaliseSource: one spelling for every way of writing a path", () => {
  it.each([
    ["/enc%2Dloop", "/enc-loop"],
    ["/caf%C3%A9", "/café"],
    ["/CAF%c3%a9", "/café"],
    ["/./dot2", "/dot2"],
    ["/x/../dot-loop", "/dot-loop"],
    ["/../../etc", "/etc"],
    ["/a/%2e%2E/b", "/b"],
    ["/a%2Fb", "/a%2fb"],
    ["/a%2fb/", "/a%2fb"],
    ["/bad%C3%28", "/bad%c3%28"],
    ["/%E2%82", "/%e2%82"],
    ["/news/", "/news"],
    ["//news//x", "/news/x"],
  ])("%s → %s", (input, path) => {
    expect(normaliseSource(input)).toBe(path);
  });

  // Paths written from the pieces people and attackers use: dots, escapes, slashes, Unicode, case.
  const piece = fc.constantFrom(
    "/",
    ".",
    "..",
    "%2e",
    "%2E%2e",
    "a",
    "B",
    "%2F",
    "%2d",
    "%C3%A9",
    "é",
    "%zz",
    "%",
    "?q",
    "#h",
    "~",
    " ",
  );
  const path = fc.array(piece, { maxLength: 12 }).map((pieces) => `/${pieces.join("")}`);

  it("is idempotent, starts with one slash, and never leaves a dot segment", () => {
    fc.assert(
      fc.property(path, (input) => {
        const once = normaliseSource(input);
        expect(normaliseSource(once)).toBe(once);
        expect(once).toMatch(/^\/(?!\/)/);
        expect(once.split("/").filter((segment) => segment === "." || segment === "..")).toEqual([]);
      }),
    );
  });

  it("spells a path and its escaped twin alike", () => {
    const text = fc.string({
      unit: fc.constantFrom("a", "z", "0", "-", "_", "~", "é", "ß", "ø", "中"),
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(text, (word) => {
        expect(normaliseSource(`/${encodeURIComponent(word)}`)).toBe(normaliseSource(`/${word}`));
      }),
    );
  });
});
