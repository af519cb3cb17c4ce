import { execFile } from "node:child_process";
import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { projectDirs } from "../scripts/lib/pocketbase-process";
import { startTestServer, type TestServer } from "./support/pocketbase";

/** The migrations of the first release: what every data dir made by it has applied. */
const FIRST_RELEASE = ["1763700000_app_settings.js", "1763700100_content_model.js", "1763709000_demo_content.js"];

/** Redirects editors made under the first release, where a redirect did nothing until "enabled" was ticked. */
const EDITORS_REDIRECTS = `migrate((app) => {
  const collection = app.findCollectionByNameOrId("redirects");
  for (const [source, enabled] of [["/ticked", true], ["/unticked", false]]) {
    const record = new Record(collection);
    record.set("source", source);
    record.set("target", "/work");
    record.set("status_code", "301");
    record.set("enabled", enabled);
    app.save(record);
  }
});
`;

const scratch: string[] = [];
const tempDir = async (name: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), `pb-${name}-`));
  scratch.push(dir);
  return dir;
};

let fresh: TestServer;
let upgraded: TestServer;

beforeAll(async () => {
  // A data dir as the first release left it, with editors' redirects in it...
  const dataDir = await mkdtemp(path.join(tmpdir(), "pb-test-"));
  const migrations = await tempDir("released-migrations");
  const hooks = await tempDir("no-hooks");
  for (const file of FIRST_RELEASE) await copyFile(path.join(projectDirs.migrations, file), path.join(migrations, file));
  await writeFile(path.join(migrations, "1763709999_editors_redirects.js"), EDITORS_REDIRECTS);
  await promisify(execFile)(
    inject("pocketbaseBin"),
    ["migrate", "up", `--dir=${dataDir}`, `--migrationsDir=${migrations}`, `--hooksDir=${hooks}`],
    { env: { ...process.env, SEED_DEMO: "false" } },
  );
  // ...started by this build, which applies the migrations it has not seen.
  [upgraded, fresh] = await Promise.all([startTestServer({}, dataDir), startTestServer()]);
});
afterAll(async () => {
  await Promise.all([upgraded?.stop(), fresh?.stop()]);
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A collection's schema without what differs between any two installs. */
const schemaOf = async (server: TestServer, name: string) => {
  const { created: _created, updated: _updated, ...schema } = await (await server.superuser()).collections.getOne(name);
  return schema;
};

describe("an upgraded data dir", () => {
  it.each(["services", "projects", "news", "offices", "contact", "redirects", "site", "page_views"])(
    "has the same %s collection as a fresh install",
    async (name) => {
      expect(await schemaOf(upgraded, name)).toEqual(await schemaOf(fresh, name));
    },
  );

  it("limits page view reports as a fresh install does, the other rate limits kept", async () => {
    const rules = async (server: TestServer) => (await (await server.superuser()).settings.getAll()).rateLimits.rules;
    const [upgradedRules, freshRules] = await Promise.all([rules(upgraded), rules(fresh)]);
    expect(upgradedRules).toEqual(freshRules);
    expect(upgradedRules).toContainEqual(expect.objectContaining({ label: "POST /api/views", maxRequests: 30, duration: 10 }));
    expect(upgradedRules).toContainEqual(expect.objectContaining({ label: "contact:create", maxRequests: 3, duration: 60 }));
  });

  it("keeps every redirect doing what it did: ticked ones active, unticked ones paused", async () => {
    const rows = await (await upgraded.superuser()).collection("redirects").getFullList({ sort: "source" });
    expect(rows.map((r) => [r.source, r.paused])).toEqual([
      ["/ticked", false],
      ["/unticked", true],
    ]);
    const load = (source: string) => fetch(`${upgraded.url}${source}`, { redirect: "manual" });
    expect((await load("/ticked")).headers.get("location")).toBe("/work");
    expect((await load("/unticked")).status).toBe(404);
  });
});
