import type { HostileCase } from "./case";

/**
 * Wildcard redirects and the 404 log as a stolen editor's session or a scanner might try them: wildcards that would
 * swallow the site or PocketBase, `*` targets that could be filled in with another host, and reports to the 404 log
 * that are no miss, no path or too much. Each answers a clear 4xx (or is saved and followed safely), never a 5xx.
 */
const save = (name: string, body: Record<string, unknown>, status: number, bodyIncludes?: string[]): HostileCase => ({
  name: `wildcards: ${name}`,
  as: "superuser",
  method: "POST",
  path: "/api/collections/redirects/records",
  body: { status_code: "301", ...body },
  status,
  bodyIncludes,
});

const report = (name: string, body: unknown, status: number | number[], bodyIncludes?: string[]): HostileCase => ({
  name: `404 log: ${name}`,
  method: "POST",
  path: "/api/not-found",
  headers: { "Content-Type": "application/json" },
  body,
  status,
  bodyIncludes,
});

const A_SLASH = "the * must come after the slash that ends its host";

export const cases: HostileCase[] = [
  save("the whole site", { source: "/*", target: "/work" }, 400, ["A wildcard needs a path before /*"]),
  save("the whole site, escaped", { source: "/%2A", target: "/work" }, 400, ["A wildcard needs a path before /*"]),
  save("the whole site, with a dot segment", { source: "/x/../*", target: "/work" }, 400, ["A wildcard needs a path before /*"]),
  save("PocketBase's API", { source: "/api/*", target: "/work" }, 400, ["belong to PocketBase"]),
  save("PocketBase's admin", { source: "/_/*", target: "/work" }, 400, ["belong to PocketBase"]),
  save("a star inside the path", { source: "/a/*/b", target: "/work" }, 400, ["A * may only end the path"]),
  save("a star glued to a word", { source: "/hostile-blog*", target: "/work" }, 400, ["A * may only end the path"]),
  save("two stars", { source: "/a/**", target: "/work" }, 400, ["A * may only end the path"]),
  save("a star in an exact source's target", { source: "/hostile-exact", target: "/news/*" }, 400, ["Only a wildcard source"]),
  save("two stars in the target", { source: "/hostile-two/*", target: "/news/*/*" }, 400, ["one * at most"]),
  save("a star where a host ends", { source: "/hostile-h1/*", target: "https://example.com*" }, 400, [A_SLASH]),
  save("a star in the host", { source: "/hostile-h2/*", target: "https://*.example.com/" }, 400, [A_SLASH]),
  save("a star in the user part", { source: "/hostile-h3/*", target: "https://example.com@*" }, 400, [A_SLASH]),
  save("a star in a protocol-relative target", { source: "/hostile-h4/*", target: "//*" }, 400, ["Protocol-relative"]),
  save("a star in a script target", { source: "/hostile-h5/*", target: "javascript:*" }, 400, [
    "“javascript:” targets are not allowed",
  ]),
  save("below itself", { source: "/hostile-deep/*", target: "/hostile-deep/more/*" }, 400, ["below the source"]),
  save("below itself, in capitals", { source: "/hostile-deep2/*", target: "/HOSTILE-DEEP2/x/*" }, 400, ["below the source"]),
  save("a safe one to another site", { source: "/hostile-away/*", target: "https://away.example/pages/*" }, 200),
  save("a safe one on this site", { source: "/hostile-old/*", target: "/news?tag=*" }, 200),
  {
    name: "wildcards: a visitor's rest naming another host stays a path on this site",
    method: "GET",
    path: "/hostile-old/@evil",
    status: 301,
  },
  {
    name: "wildcards: a visitor's rest with a query and a fragment stays escaped",
    method: "GET",
    path: "/hostile-old/a%3Fb%23c",
    status: [301, 404],
  },
  report("an address the site has", { path: "/work", referrer: "" }, 200, ["/work is found on this site"]),
  report("the home page", { path: "/", referrer: "" }, 200, ["/ is found on this site"]),
  report("an address that redirects", { path: "/projects", referrer: "" }, 200, ["is found on this site"]),
  report("no path", { referrer: "" }, 400, ["Send the address that was not found"]),
  report("a path that is no path", { path: "work", referrer: "" }, 400, ["Send the address that was not found"]),
  report("a number for a path", { path: 404, referrer: "" }, 400, ["Send the address that was not found"]),
  report("an object for a referrer", { path: "/hostile-miss", referrer: { host: "x" } }, 400, [
    "Send the address that was not found",
  ]),
  report("a path of 3,000 characters", { path: `/${"a".repeat(3000)}`, referrer: "" }, 400, [
    "Send the address that was not found",
  ]),
  report("a body past 4 KB", { path: "/hostile-miss", referrer: `https://x.example/${"a".repeat(5000)}` }, [400, 413]),
  report("not JSON", "path=/x&", 400),
  report("a real miss", { path: "/hostile-miss-ok", referrer: "https://partner.example/" }, 200, ['"logged":true']),
  report("a miss under PocketBase's API", { path: "/api/nothing", referrer: "" }, 200, ['"logged":false']),
];
