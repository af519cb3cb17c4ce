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
