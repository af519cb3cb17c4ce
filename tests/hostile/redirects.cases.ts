import type { HostileCase } from "./case";

/**
 * Redirects as an editor (or a stolen editor's session) might try to save them: loops in every spelling, targets
 * that leave the site by a back door, paths that belong to PocketBase. Each is refused with a field message, never
 * a 5xx; the few that are fine are saved under their own sources and then followed by a visitor, who must stay on
 * the site. Then chains too long, and articles renamed in the same save that hides them, whose new slugs no visitor
 * may learn (more in tests/redirect-loops.test.ts, which also writes loops past the hooks).
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
  ["to itself with a backslash for a slash", "/bs-loop/x", "/bs-loop\\x"],
  ["to itself in Unicode escapes beside a stray byte", "/caf%C3%A9%C3", "/café%C3"],
  ["to itself through a parent of an empty segment", "/dd-loop", "/dd-loop//.."],
  ["to itself with an escaped ;", "/semi;loop", "/semi%3Bloop"],
  ["to itself with an escaped @", "/at@loop", "/at%40loop"],
  ["to itself with an escaped ~", "/tilde~loop", "/tilde%7Eloop"],
  ["to itself, every letter escaped", "/abc-loop", "/%61%62%63%2D%6C%6F%6F%70"],
  ["to itself in Unicode capitals", "/café-caps", "/CAF%C3%89-CAPS"],
  ["to itself with a final dot segment", "/dot-end", "/dot-end/."],
  ["through the site's own /projects, in capitals and a slash", "/work", "/Projects/"],
  ["through the site's own /projects, by a parent segment", "/work", "/x/../projects"],
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
  ["an escaped protocol-relative host with no slash before it", "%2F%2Fevil.example"],
  ["an address with no slashes after the scheme", "https:evil.example"],
  ["an address with a backslash after the scheme", "https:/\\evil.example"],
  ["an http address with no host", "http://"],
  ["a protocol-relative host after a space", " //evil.example"],
  ["a protocol-relative host after a tab", "\t//evil.example"],
  ["three slashes", "///evil.example"],
  ["a tab between the slashes", "/\t/evil.example"],
  ["a javascript: address after a line separator", "\u2028javascript:alert(1)"],
  ["a javascript: address with an escaped line feed", "javascript://%0aalert(1)"],
  ["a javascript: address with an HTML entity in its scheme", "jav&#x09;ascript:alert(1)"],
  ["a base64 data: address", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
  ["a header injected after a line break", "/work\r\nLocation: https://evil.example"],
  ["an address too long to store", `/${"a".repeat(2100)}`],
];

const BAD_SOURCES: [string, string][] = [
  ["the home page", "/"],
  ["the admin", "/_/"],
  ["the API", "/api/collections/news/records"],
  ["a path with a space", "/a b"],
  ["a path with a backslash", "/a\\b"],
  ["a path with a control character", "/a\u0007b"],
  ["a source the site itself redirects", "/projects"],
  ["a source the site itself redirects, spelled otherwise", "/./Content/About/"],
  ["an empty source", ""],
  ["a source of spaces only", "   "],
  ["the API in capitals", "/API/health"],
  ["the API with an escaped letter", "/%61pi/x"],
  ["the admin behind a parent segment", "/x/../_/"],
  ["a path with an escaped NUL", "/a%00b"],
  ["a path with an escaped space", "/a%20b"],
  ["a path with an escaped backslash", "/a%5Cb"],
  ["a path with a no-break space", "/a\u00a0b"],
  ["a path with a line break", "/a\r\nb"],
];

/** Sources whose targets look like another host but are paths here (kept escaped, or resolved). */
const STAYS: [string, string][] = [
  ["/hostile-stays-1", "/%2F%2Fevil.example"],
  ["/hostile-stays-2", "/%5C%5Cevil.example"],
  ["/hostile-stays-3", "/.//evil.example"],
  ["/hostile-stays-4", "/..//evil.example"],
  ["/hostile-stays-5", "/work%0d%0aSet-Cookie:%20x=1"],
];

/** Spellings of /hostile-fine-1 (→ /work) and of other addresses: one redirect at most, then a page. */
const ASKED: [string, number | number[]][] = [
  ["/hostile-fine-%31", 301],
  ["/HOSTILE-FINE-1", 301],
  ["/hostile-fine-1/", 301],
  ["/hostile-fine-1%3F", 404],
  ["/hostile-fine-1%2F", 404],
  ["/hostile-fine-1%20", 404],
  ["/hostile-fine-1%00", [400, 404]],
  ["/x/../hostile-fine-1", [301, 307]],
];

/** What the app asks before a page. */
const APP_ASKS: [string, number, string[]][] = [
  ["/api/redirects/lookup?path=/hostile-fine-1", 200, ['"to":"/work"']],
  ["/api/redirects/lookup?path=%2FProjects%2F", 200, ['"to":"/work"']],
  ["/api/redirects/lookup?path=//evil.example", 200, ['"redirect":null']],
  ["/api/redirects/lookup?path=evil.example", 400, ["Give the page's path"]],
  ["/api/redirects/lookup?path=", 400, ["Give the page's path"]],
  ["/api/redirects/lookup?path=javascript:alert(1)", 400, ["Give the page's path"]],
];

const PAST = "2020-01-01 00:00:00.000Z";
const FUTURE = "2999-01-01 00:00:00.000Z";

/**
 * A published article renamed in the same save that hides it: its old address answers 404 and nothing a visitor can
 * ask names the new slug, until it is published again and the old address leads there.
 */
function renamedWhileHidden(how: string, id: string, hidden: Record<string, string>): HostileCase[] {
  const publicSlug = `${id}-public`;
  const secretSlug = `${id}-secret`;
  const record = `/api/collections/news/records/${id}`;
  const visitor = (what: string, path: string, status: number | number[]): HostileCase => ({
    name: `redirects: an article renamed and ${how}, ${what}`,
    method: path.startsWith("/api/redirects/hits") ? "POST" : "GET",
    path,
    status,
    mustNotLeak: [secretSlug],
  });
  return [
    {
      name: `redirects: an article renamed and ${how}, first published`,
      as: "superuser",
      method: "POST",
      path: "/api/collections/news/records",
      body: { id, title: `Hostile rename ${id}`, slug: publicSlug, status: "published", published_at: PAST },
      status: 200,
    },
    {
      name: `redirects: an article renamed and ${how}, in one save`,
      as: "superuser",
      method: "PATCH",
      path: record,
      body: { slug: secretSlug, ...hidden },
      status: 200,
    },
    visitor("its old address", `/news/${publicSlug}`, 404),
    visitor("its old address with a slash", `/news/${publicSlug}/`, 404),
    visitor("its old address in capitals", `/news/${publicSlug.toUpperCase()}`, 404),
    visitor("its old address's rules", `/api/redirects/lookup?path=/news/${publicSlug}`, 200),
    visitor("a visit counted at its old address", `/api/redirects/hits?path=/news/${publicSlug}`, 204),
    visitor("the news list", "/api/collections/news/records?perPage=100&sort=-created", 200),
    visitor("the news page", "/news", 200),
    visitor("the feed", "/feed.xml", 200),
    visitor("the sitemap", "/sitemap.xml", 200),
    {
      name: `redirects: an article renamed and ${how}, published again`,
      as: "superuser",
      method: "PATCH",
      path: record,
      body: { status: "published", published_at: PAST },
      status: 200,
    },
    {
      name: `redirects: an article renamed and ${how}, its old address once public`,
      method: "GET",
      path: `/news/${publicSlug}`,
      status: 301,
    },
  ];
}

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
  // Targets that look like another host but are paths here: kept escaped or resolved, so the visitor stays.
  ...STAYS.flatMap(([source, target]): HostileCase[] => [
    save(`a target that stays on the site (${target}), saved`, { source, target }, 200),
    { name: `redirects: a target that stays on the site (${target}), followed`, method: "GET", path: source, status: 301 },
  ]),
  ...ASKED.map(([path, status]): HostileCase => ({ name: `redirects: a visitor asks ${path}`, method: "GET", path, status })),
  ...APP_ASKS.map(
    ([path, status, bodyIncludes]): HostileCase => ({
      name: `redirects: the app asks ${path}`,
      method: "GET",
      path,
      status,
      bodyIncludes,
    }),
  ),
  // A loop made in two saves, and chains one redirect too long, in front and behind.
  save("a pair, first half", { source: "/hostile-pair-a", target: "/hostile-pair-b" }, 200),
  save("a pair closed into a loop", { source: "/hostile-pair-b", target: "/hostile-pair-a/" }, 400, [
    "This would make a loop: /hostile-pair-b → /hostile-pair-a → /hostile-pair-b.",
  ]),
  ...[1, 2, 3, 4, 5].map((n) =>
    save(`a chain, hop ${n} of 5`, { source: `/hostile-hop-${n}`, target: `/hostile-hop-${n + 1}` }, 200),
  ),
  save("a sixth hop behind a chain of 5", { source: "/hostile-hop-6", target: "/hostile-hop-7" }, 400, ["more than 5 redirects"]),
  save("a sixth hop in front of a chain of 5", { source: "/hostile-hop-0", target: "/hostile-hop-1" }, 400, [
    "more than 5 redirects",
  ]),
  {
    name: "redirects: a chain of 5, followed by a visitor in one redirect",
    method: "GET",
    path: "/hostile-hop-1",
    status: 301,
  },
  ...renamedWhileHidden("made a draft", "hostilerename01", { status: "draft", published_at: "" }),
  ...renamedWhileHidden("scheduled for later", "hostilerename02", { published_at: FUTURE }),
];
