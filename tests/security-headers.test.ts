/**
 * Security headers on every answer of the public site, the admin's left as PocketBase sends them, HSTS only over
 * HTTPS as a declared proxy reports it, the CSP report endpoint, and the superusers' sign-in limit (issue 12).
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY } from "../pb_hooks/src/lib/security-policy";
import { projectDirs } from "../scripts/lib/pocketbase-process";
import { SUPERUSER, startTestServer, type TestServer } from "./support/pocketbase";

let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServer({ SEED_DEMO: "true" });
  admin = await site.superuser();
});
afterAll(() => site?.stop());

const get = (address: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${address}`, { headers, redirect: "manual" });

describe("every answer of the public site", () => {
  it.each([
    ["a page", "/"],
    ["an article list", "/news"],
    ["the not-found page", "/no/such/page"],
    ["the feed", "/feed.xml"],
    ["the sitemap", "/sitemap.xml"],
    ["the API", "/api/collections/news/records?perPage=1"],
    ["a refused API call", "/api/collections/contact/records"],
  ])("%s carries the CSP and the other headers", async (_, address) => {
    const response = await get(address);
    expect(response.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("a built file carries them too", async () => {
    const [script] = (await readdir(path.join(projectDirs.public, "assets"))).filter((file) => /^boot-.*\.js$/.test(file));
    const response = await get(`/assets/${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
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
    expect(((await answer.json()) as { message: string }).message).toBe("A Content-Security-Policy report must be JSON.");
  });

  it("refuses a body past 16 KB", async () => {
    expect((await report(JSON.stringify({ "csp-report": { x: "a".repeat(20_000) } }))).status).toBe(413);
  });

  it("answers 429 past 20 reports a minute from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await report('{"csp-report":{}}')).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
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
    // One sign-in was the test server's own; the limit then counts these.
    expect(statuses.slice(0, 9).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
