import { createHash } from "node:crypto";
import { cp, mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections } from "../shared/schema";
import { startTestServer, type TestServer } from "./support/pocketbase";

// The upgrade from the first release (decision 075, docs/operations.md "Upgrades"): a data dir that release's own
// migrations made, with editors' content in it (tests/fixtures/first-release, written once by
// scripts/first-release-fixture.ts), started by this build. Nothing editors wrote may be lost or changed.
const FIXTURE = path.join(import.meta.dirname, "fixtures/first-release");

interface Fixture {
  release: string;
  content: Record<string, { id: string; fields: Record<string, unknown>; files?: Record<string, string[]> }[]>;
  site: Record<string, unknown>;
  /** Each stored file's path under storage/ and its SHA-256. */
  files: Record<string, string>;
}
const fixture = JSON.parse(await readFile(path.join(FIXTURE, "content.json"), "utf8")) as Fixture;

let fresh: TestServer;
let upgraded: TestServer;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "pb-test-"));
  await cp(path.join(FIXTURE, "pb_data"), dataDir, { recursive: true });
  [upgraded, fresh] = await Promise.all([startTestServer({}, dataDir), startTestServer()]);
});
afterAll(async () => {
  await Promise.all([upgraded?.stop(), fresh?.stop()]);
});

/** A collection's schema without what differs between any two installs. */
const schemaOf = async (server: TestServer, name: string) => {
  const { created: _created, updated: _updated, ...schema } = await (await server.superuser()).collections.getOne(name);
  return schema;
};

// First: the redirects' test below follows one, which counts a visit.
describe("the editors' content, after the upgrade", () => {
  const rows = Object.entries(fixture.content).flatMap(([collection, records]) =>
    records.map((record) => [collection, record] as const),
  );

  it.each(rows.map(([collection, record]) => [`${collection} ${record.id}`, collection, record] as const))(
    "%s keeps every value it had",
    async (_name, collection, record) => {
      const live: RecordModel = await (await upgraded.superuser()).collection(collection).getOne(record.id);
      const expected = Object.fromEntries(
        Object.entries(record.fields)
          // The one field renamed since: redirects' "enabled" is "paused", inverted (1763708000).
          .map(([name, value]) => (collection === "redirects" && name === "enabled" ? ["paused", !value] : [name, value])),
      );
      expect(Object.fromEntries(Object.keys(expected).map((name) => [name, live[name]]))).toEqual(expected);
      for (const [field, uploaded] of Object.entries(record.files ?? {})) {
        const names = ([] as string[]).concat(live[field] as string | string[]);
        // PocketBase names a stored file after the upload with a suffix: each upload is still there, in order.
        expect(names.map((name) => name.replace(/_[a-z0-9]{10}(\.[a-z]+)$/, "$1").replace(/_/g, "-"))).toEqual(uploaded);
      }
    },
  );

  it("keeps the site settings the editors changed", async () => {
    const site = await (await upgraded.superuser()).collection("site").getFirstListItem("");
    expect(Object.fromEntries(Object.keys(fixture.site).map((name) => [name, site[name]]))).toEqual(fixture.site);
    expect(site.seo_image).toMatch(/^card_[a-z0-9]{10}\.jpg$/);
  });

  it("serves every stored file with the bytes it had", async () => {
    const pb = await upgraded.superuser();
    const token = await pb.files.getToken();
    const paths = Object.keys(fixture.files);
    expect(paths.length).toBe(8);
    for (const file of paths) {
      const [collectionId, recordId, name] = file.split(path.sep);
      const answer = await fetch(`${upgraded.url}/api/files/${collectionId}/${recordId}/${name}?token=${token}`);
      expect(answer.status, file).toBe(200);
      const sha = createHash("sha256")
        .update(Buffer.from(await answer.arrayBuffer()))
        .digest("hex");
      expect(sha, file).toBe(fixture.files[file]);
    }
  });

  it("keeps every record and adds none of its own to the editors' collections", async () => {
    const pb = await upgraded.superuser();
    for (const [collection, records] of Object.entries(fixture.content)) {
      const ids = (await pb.collection(collection).getFullList({ fields: "id" })).map((r) => r.id).sort();
      expect(ids, collection).toEqual(records.map((r) => r.id).sort());
    }
  });

  it("shows visitors what they saw before: the published pages, not the draft or the scheduled one", async () => {
    const status = async (address: string) => (await fetch(`${upgraded.url}${address}`, { redirect: "manual" })).status;
    expect(await status("/project/harbour-lights")).toBe(200);
    expect(await status("/news/opening-in-lisbon")).toBe(200);
    expect(await status("/project/unfinished-draft")).toBe(404);
    expect(await status("/project/scheduled-work")).toBe(404);
    const page = await (await fetch(`${upgraded.url}/news/opening-in-lisbon`)).text();
    expect(page).toContain("We are opening in Lisbon");
  });
});

describe("an upgraded data dir", () => {
  it.each(collections.map((spec) => spec.name))("has the same %s collection as a fresh install", async (name) => {
    expect(await schemaOf(upgraded, name)).toEqual(await schemaOf(fresh, name));
  });

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
    // The visit counted, on top of the hits the release had counted.
    expect((await (await upgraded.superuser()).collection("redirects").getOne("rdrticked000001")).hits).toBe(5);
  });
});
