// Quiet, private logs (issue 15, item 5), against a real PocketBase: no visitor IP unless LOG_IP=true, successful
// reads not logged one by one while errors and writes are, and a retention ops set with LOG_MAX_DAYS.
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/pocketbase";

type LogData = { url?: string; method?: string; status?: number; userIP?: string; remoteIP?: string };

/** The request log's entries for `url` (PocketBase writes its log in batches, so asked until they settle). */
async function requestLog(admin: PocketBase, marker: string): Promise<LogData[]> {
  let found: LogData[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    const logs = await admin.logs.getList(1, 200, { filter: admin.filter("data.url ~ {:marker}", { marker }) });
    found = logs.items.map((item) => item.data as LogData);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return found;
}

describe("by default", () => {
  let site: TestServer;
  let admin: PocketBase;
  beforeAll(async () => {
    site = await startTestServer({ SEED_DEMO: "true" });
    admin = await site.superuser();
  });
  afterAll(() => site.stop());

  it("keeps no visitor IP and the log 14 days", async () => {
    const settings = await admin.settings.getAll();
    expect(settings.logs).toMatchObject({ logIP: false, maxDays: 14 });
  });

  it("logs errors and writes, not successful reads, and never a visitor's address", async () => {
    const marker = `zqlog${Date.now()}`;
    const headers = { "X-Forwarded-For": "203.0.113.7" };
    await fetch(`${site.url}/?${marker}=page`, { headers });
    await fetch(`${site.url}/api/collections/services/records?${marker}=list`, { headers });
    await fetch(`${site.url}/no-such-page-${marker}`, { headers });
    await fetch(`${site.url}/api/collections/contact/records?${marker}=write`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: "{}",
    });
    const entries = await requestLog(admin, marker);
    const urls = entries.map((entry) => entry.url ?? "");
    expect(urls.some((url) => url.includes(`no-such-page-${marker}`))).toBe(true);
    expect(urls.some((url) => url.includes(`${marker}=write`))).toBe(true);
    expect(urls.some((url) => url.includes(`${marker}=page`))).toBe(false);
    expect(urls.some((url) => url.includes(`${marker}=list`))).toBe(false);
    for (const entry of entries) {
      expect(entry.userIP ?? "").toBe("");
      expect(entry.remoteIP ?? "").toBe("");
    }
  });
});

describe("with LOG_IP=true and LOG_MAX_DAYS=3", () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startTestServer({ LOG_IP: "true", LOG_MAX_DAYS: "3" });
  });
  afterAll(() => site.stop());

  it("keeps addresses and the log 3 days, as ops asked", async () => {
    const settings = await (await site.superuser()).settings.getAll();
    expect(settings.logs).toMatchObject({ logIP: true, maxDays: 3 });
  });
});
