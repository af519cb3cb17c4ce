// The search index is written after a save commits (issue 32: making a long body's words once held the database's one
// writer for a minute), from a line the save writes with itself. This kills the process in between, on purpose
// (TEST_INDEX_DELAY_MS holds the row back), and finds the search consistent with the records after the restart.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import type { SearchResults } from "../shared/search/results";
import { createNews } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

let dataDir: string | undefined;
let site: TestServer | undefined;
afterAll(async () => {
  await site?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const hitsFor = async (url: string, q: string) =>
  ((await (await fetch(`${url}/api/search?q=${encodeURIComponent(q)}`)).json()) as SearchResults).hits.map((hit) => hit.id);

it("a SIGKILL between a save and its search row leaves a search that finds the saved words after the restart", async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "pb-search-kill-"));
  site = await startTestServer({ TEST_INDEX_DELAY_MS: "4000" }, dataDir);
  const admin = await site.superuser();
  const article = await createNews(admin, { title: "Held back", body: "<p>The old word is quagmirefox.</p>" });
  expect(await hitsFor(site.url, "quagmirefox")).toEqual([article.id]);

  // The save commits at once; its row waits four seconds, and the process dies in them.
  const saving = admin
    .collection("news")
    .update(article.id, { body: "<p>The new word is zephyrlamp.</p>" })
    .catch(() => "cut off");
  const saved = Date.now();
  for (;;) {
    const stored = await fetch(`${site.url}/api/collections/news/records/${article.id}?fields=body`, {
      headers: { Authorization: admin.authStore.token },
    });
    if (((await stored.json()) as { body: string }).body.includes("zephyrlamp")) break;
    expect(Date.now() - saved, "the save commits before its row is written").toBeLessThan(3000);
  }
  // Before the kill, the index still holds the old words: the row really was between the save and the kill.
  expect(await hitsFor(site.url, "zephyrlamp")).toEqual([]);
  site.server.process.kill("SIGKILL");
  expect(await saving).toBe("cut off");
  const killed = site.server.process;
  if (killed.exitCode === null && killed.signalCode === null) await new Promise((resolve) => killed.once("exit", resolve));

  site = await startTestServer({}, dataDir);
  expect(await hitsFor(site.url, "zephyrlamp")).toEqual([article.id]);
  expect(await hitsFor(site.url, "quagmirefox")).toEqual([]);
});
