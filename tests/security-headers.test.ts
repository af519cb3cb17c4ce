/**
 * Security headers on every answer of the public site, the admin's left as PocketBase sends them, HSTS only over
 * HTTPS as a declared proxy reports it, the CSP report endpoint, and the superusers' sign-in limit (issue 12).
 */
import { readdir } from "node:fs/promises";
import { type IncomingHttpHeaders, request } from "node:http";
import path from "node:path";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY, CSP_REPORT_REFUSALS } from "../pb_hooks/src/lib/security/policy";
import { projectDirs } from "../scripts/lib/pocketbase-process";
import { SUPERUSER, startTestServer, type TestServer } from "./support/pocketbase";

let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServer({ SEED_DEMO: "true", TRUSTED_PROXY_IPS: "127.0.0.1" });
  admin = await site.superuser();
});
afterAll(() => site?.stop());

const get = (address: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${address}`, { headers, redirect: "manual" });

/** A GET with the path's bytes as given (fetch would resolve dot segments and re-encode). */
function rawGet(
  address: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: string }> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, path: address, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: toHeaders(incoming.headers),
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

const toHeaders = (raw: IncomingHttpHeaders) =>
  new Headers(Object.entries(raw).map(([name, value]): [string, string] => [name, [value ?? ""].flat().join(", ")]));

/** The headers every public answer carries, whatever its status (HSTS aside: these requests come over plain HTTP). */
function expectSiteHeaders(response: { headers: Headers }, what: string) {
  expect(response.headers.get("content-security-policy"), what).toBe(CONTENT_SECURITY_POLICY);
  expect(response.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy"), what).toContain("camera=()");
  expect(response.headers.get("cross-origin-opener-policy"), what).toBeNull();
  expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(response.headers.get("strict-transport-security"), what).toBeNull();
}

describe("every answer of the public site", () => {
  it.each([
    ["a page", "/"],
    ["an article list", "/news"],
    ["the not-found page", "/no/such/page"],
    ["the feed", "/feed.xml"],
    ["the sitemap", "/sitemap.xml"],
    ["the API", "/api/collections/news/records?perPage=1"],
    ["a refused API call", "/api/collections/contact/records"],
  ])("%s carries the CSP and the other headers", async (what, address) => {
    expectSiteHeaders(await get(address), what);
  });

  it("a built file carries them too", async () => {
    const [script] = (await readdir(path.join(projectDirs.public, "assets"))).filter((file) => /^boot-.*\.js$/.test(file));
    const response = await get(`/assets/${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
  });

  it("a precompressed twin carries them too", async () => {
    const [script] = (await readdir(path.join(projectDirs.public, "assets"))).filter((file) => /^index-.*\.js$/.test(file));
    const response = await rawGet(`/assets/${script}`, { "accept-encoding": "br" });
    expect(response.headers.get("content-encoding")).toBe("br");
    expectSiteHeaders(response, "a brotli twin");
  });

  it.each([
    ["capitals", "/NEWS"],
    ["a trailing slash", "/work/"],
    ["an escaped letter", "/%6Eews"],
    ["a NUL", "/news/%00"],
    ["invalid UTF-8", "/news/%C3%28"],
    ["encoded traversal", "/%2e%2e/%2e%2e/pb_data/data.db"],
    ["an overlong path", `/${"a".repeat(4000)}`],
    ["a collection name in capitals", "/api/collections/NEWS/records"],
    ["an escaped API path", "/api/%63ollections/news/records"],
    ["an unknown API path", "/api/no-such-endpoint"],
    ["a query with invalid UTF-8", "/feed.xml?x=%ff"],
    ["a path next to the admin's", "/_admin"],
  ])("an address spelled with %s carries them too", async (what, address) => {
    const response = await rawGet(address);
    expect(response.status, what).toBeLessThan(500);
    expectSiteHeaders(response, `${what}: ${address.slice(0, 60)}`);
  });

  // Go's own router cleans these before PocketBase sees the request, so no hook can add headers: the answer must
  // stay what it is, a same-site 307 whose body is one link and nothing a policy would have to stop.
  it.each([
    ["//news//", "/news/"],
    ["/a/../news", "/news"],
    ["//evil.example/", "/evil.example/"],
  ])("an unclean path (%s) is only Go's same-site redirect to its clean spelling", async (address, clean) => {
    const response = await rawGet(address);
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe(clean);
    expect(response.body.trim()).toBe(`<a href="${clean}">Temporary Redirect</a>.`);
  });

  it("the style guide (/test) asks search engines to leave it out, in its head and its headers", async () => {
    const response = await get("/test");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(await response.text()).toContain('<meta name="robots" content="noindex">');
  });

  it("the admin keeps PocketBase's own policy", async () => {
    const response = await get("/_/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy") ?? "").not.toBe(CONTENT_SECURITY_POLICY);
  });
});

describe("HSTS", () => {
  it("is not sent when a client merely claims HTTPS and no proxy is declared", async () => {
    const response = await get("/", { "X-Forwarded-Proto": "https" });
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("is sent when the declared proxy says the visitor came over HTTPS, and not over HTTP", async () => {
    const settings = await admin.settings.getAll();
    await admin.settings.update({ trustedProxy: { headers: ["X-Forwarded-For"], useLeftmostIP: false } });
    try {
      expect((await get("/", { "X-Forwarded-Proto": "https" })).headers.get("strict-transport-security")).toBe(
        "max-age=31536000",
      );
      expect((await get("/", { "X-Forwarded-Proto": "http" })).headers.get("strict-transport-security")).toBeNull();
    } finally {
      await admin.settings.update({ trustedProxy: settings.trustedProxy });
    }
  });
});

describe("POST /api/csp-report", () => {
  const report = (body: string, type = "application/csp-report") =>
    fetch(`${site.url}/api/csp-report`, { method: "POST", headers: { "content-type": type }, body });

  it("takes a browser's report", async () => {
    const body = JSON.stringify({ "csp-report": { "effective-directive": "img-src", "blocked-uri": "https://evil.example/" } });
    expect((await report(body)).status).toBe(204);
    const reportingApi = JSON.stringify([{ type: "csp-violation", body: { effectiveDirective: "script-src-elem" } }]);
    expect((await report(reportingApi, "application/reports+json")).status).toBe(204);
  });

  it("refuses what is not a report, saying why", async () => {
    const answer = await report("<html>");
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe(CSP_REPORT_REFUSALS.notJson);
  });

  it("refuses a body past 16 KB", async () => {
    expect((await report(JSON.stringify({ "csp-report": { x: "a".repeat(20_000) } }))).status).toBe(413);
  });

  it("answers 429 past 20 reports a minute from one address, with the site's headers", async () => {
    const answers: Response[] = [];
    for (let i = 0; i < 24; i++) answers.push(await report('{"csp-report":{}}'));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    // PocketBase's rate limiter answers before the route's own middlewares: ours must run before it.
    expectSiteHeaders(answers.at(-1) as Response, "a rate-limited report");
  });
});

describe("the superusers' sign-in", () => {
  it("allows 10 attempts a minute from one address, then answers 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await fetch(`${site.url}/api/collections/_superusers/auth-with-password`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ identity: SUPERUSER.email, password: `wrong-${i}` }),
      });
      statuses.push(response.status);
    }
    // 10 a minute: the test server's own sign-in may have used one (unless a settings save since reset the counts).
    const allowed = statuses.indexOf(429);
    const said = statuses.join(" ");
    expect([9, 10], said).toContain(allowed);
    expect(new Set(statuses.slice(0, allowed)), said).toEqual(new Set([400]));
    expect(new Set(statuses.slice(allowed)), said).toEqual(new Set([429]));
  });
});
