import type { HostileCase } from "./case";

/**
 * Redirects as an editor (or a stolen editor's session) might try to save them: loops in every spelling, targets
 * that leave the site by a back door, paths that belong to PocketBase. Each is refused with a field message, never
 * a 5xx; the few that are fine are saved under their own sources and then followed by a visitor, who must stay on
 * the site. Renames of unpublished articles are in tests/redirect-loops.test.ts.
 */
const save = (name: string, body: Record<string, unknown>, status: number, bodyIncludes?: string[]): HostileCase => ({
  name: `redirects: ${name}`,
  as: "superuser",
  method: "POST",
  path: "/api/collections/redirects/records",
  body: { status_code: "301", ...body },
  status,
  bodyIncludes,
});

const LOOPS: [string, string, string][] = [
  ["through the site's own /projects", "/work", "/projects"],
  ["through the site's own /content/contact", "/contact", "/content/contact"],
  ["through the site's own /content/about", "/contact", "/content/about"],
  ["to itself, escaped", "/enc-loop", "/enc%2Dloop"],
  ["to itself, escaped in lower case", "/enc-loop-2", "/enc%2dloop-2"],
  ["to itself in Unicode escapes", "/café", "/caf%C3%A9"],
  ["to itself in capitals", "/case-loop", "/CASE-LOOP"],
  ["to itself with a trailing slash", "/slash-loop", "/slash-loop/"],
  ["to itself with a query", "/query-loop", "/query-loop?x=1"],
  ["to itself with a fragment", "/hash-loop", "/hash-loop#top"],
  ["to itself with a dot segment", "/dot2", "/./dot2"],
  ["to itself through a parent segment", "/dot-loop", "/x/../dot-loop"],
  ["to itself through an escaped parent segment", "/dot-loop-2", "/x/%2e%2e/dot-loop-2"],
];

const OFF_SITE: [string, string][] = [
  ["a protocol-relative host", "//evil.example/"],
  ["a protocol-relative copy of its own source", "//double-loop"],
  ["a backslash host", "/\\evil.example"],
  ["a leading backslash", "\\\\evil.example"],
  ["a javascript: address", "javascript:alert(1)"],
  ["a javascript: address in capitals", "JaVaScRiPt:alert(1)"],
  ["a javascript: address with a tab", "java\tscript:alert(1)"],
  ["a data: address", "data:text/html,<script>alert(1)</script>"],
  ["a vbscript: address", "vbscript:msgbox(1)"],
  ["a file: address", "file:///etc/passwd"],
  ["an address with no host", "https://"],
  ["an address with a line break", "https://example.com/\r\nSet-Cookie: x=1"],
  ["a relative path", "work"],
  ["an empty target", ""],
  ["a lone space", " "],
  ["a NUL", "/work\u0000"],
];

const BAD_SOURCES: [string, string][] = [
  ["the home page", "/"],
  ["the admin", "/_/"],
  ["the API", "/api/collections/news/records"],
  ["a path with a space", "/a b"],
  ["a path with a backslash", "/a\\b"],
  ["a path with a control character", "/a\u0007b"],
  ["a source the site itself redirects", "/projects"],
];

export const cases: HostileCase[] = [
  ...LOOPS.map(([what, source, target]) => save(`a loop ${what}`, { source, target }, 400, ["loop"])),
  ...OFF_SITE.map(([what, target], n) => save(`a target that is ${what}`, { source: `/hostile-off-site-${n}`, target }, 400)),
  ...BAD_SOURCES.map(([what, source]) => save(`a source that is ${what}`, { source, target: "/work" }, 400)),
  save("a status code that does not exist", { source: "/hostile-status", target: "/work", status_code: "399" }, 400),
  save("a 410 with a target", { source: "/hostile-gone", target: "/work", status_code: "410" }, 400),
  save("an overlong source", { source: `/${"a".repeat(5000)}`, target: "/work" }, 400),
  // Fine ones, each under its own source, then followed by a visitor: one redirect, on this site.
  ...[
    ["/hostile-fine-1", "/work"],
    ["/Hostile-Fine-2/", "/news?page=2"],
    ["/hostile-fine-3", "/hostile-fine-1"],
    ["/hostile-fine-%34", "/office#office"],
  ].flatMap(([source, target], n): HostileCase[] => [
    save(`a fine redirect ${n + 1}, saved`, { source, target }, 200),
    {
      name: `redirects: a fine redirect ${n + 1}, followed by a visitor`,
      method: "GET",
      path: `/hostile-fine-${n + 1}`,
      status: 301,
    },
  ]),
  ...["/hostile-fine-1?next=//evil.example", "/hostile-fine-1/..%2f..%2fevil", "/HOSTILE-FINE-1//"].map(
    // Go's router answers doubled slashes with a 307 to the cleaned path, on this site.
    (path): HostileCase => ({ name: `redirects: a visitor asks ${path}`, method: "GET", path, status: [301, 307, 404] }),
  ),
];
