import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectDirs } from "../scripts/lib/pocketbase-process";
import { startTestServer, type TestServer } from "./support/pocketbase";

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer();
});
afterAll(() => site.stop());

describe("one binary serves the API, the admin and the app", () => {
  it("answers /api/health", async () => {
    expect(await site.visitor().health.check()).toMatchObject({ code: 200, message: "API is healthy." });
  });

  it("serves the admin at /_/", async () => {
    const response = await fetch(`${site.url}/_/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("PocketBase");
  });

  it.each(["/", "/work", "/contact"])("serves the app's index.html at %s, revalidated", async (route) => {
    const response = await fetch(`${site.url}${route}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain('<div id="app">');
  });

  it("preloads the Latin faces of both fonts from index.html, and serves them", async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    const fonts = [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin>/g)].map(
      (match) => match[1],
    );
    expect([...fonts].sort()).toEqual([
      expect.stringMatching(/^\/assets\/fraunces-latin-wght-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
    ]);
    let bytes = 0;
    for (const font of fonts) {
      const response = await fetch(`${site.url}${font}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("font/woff2");
      bytes += (await response.arrayBuffer()).byteLength;
    }
    // Subset at build time to the weights and features the site uses (decision 081): 85 KB as Fontsource ships them.
    expect(bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it("declares every face with the weights its subset holds, so the browser never asks a file for more", async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)">/.exec(html)?.[1];
    const css = await (await fetch(`${site.url}${stylesheet}`)).text();
    const weights = [...css.matchAll(/@font-face\s*{[^}]*font-weight:\s*([^;}]+)/g)].map((match) => match[1]);
    expect(weights.length).toBeGreaterThanOrEqual(10);
    expect(new Set(weights)).toEqual(new Set(["400 700"]));
  });

  it("publishes the build's id for open pages to poll, never cached", async () => {
    const response = await fetch(`${site.url}/builds/latest.json?t=${Date.now()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.json()).toMatchObject({ id: expect.stringMatching(/^[a-z0-9]+-[0-9a-f]{8}$/) });
  });

  it("caches hashed assets for a year", async () => {
    const [asset] = (await readdir(path.join(projectDirs.public, "assets"))).filter((f) => f.endsWith(".js"));
    const response = await fetch(`${site.url}/assets/${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it.each(["/assets/gone-1234.js", "/favicon-missing.ico"])("answers a missing file %s with 404, not the app", async (file) => {
    const response = await fetch(`${site.url}${file}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await fetch(`${site.url}/api/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, message: "There is no API endpoint at /api/no-such-endpoint." });
  });
});

describe("migrations written in TypeScript are applied", () => {
  it("sets the application's name, log retention, backups and rate limits", async () => {
    const settings = await (await site.superuser()).settings.getAll();
    expect(settings.meta.appName).toBe("Meridian Studio");
    expect(settings.logs.maxDays).toBe(14);
    expect(settings.backups).toMatchObject({ cron: "0 3 * * *", cronMaxKeep: 7 });
    expect(settings.rateLimits.enabled).toBe(true);
    expect(settings.rateLimits.rules).toContainEqual(
      expect.objectContaining({ label: "contact:create", maxRequests: 3, duration: 60 }),
    );
  });
});
