import { stat } from "node:fs/promises";
import path from "node:path";
import type PocketBase from "pocketbase";
import { type DrillSite, waitFor } from "./site";
import { collectionCounts, compare, describeDifference, type Snapshot, takeSnapshot } from "./snapshot";
import { check, type Steps } from "./steps";

const BACKUP = "drill.zip";

const summary = (snapshot: Snapshot) => {
  const records = [...snapshot.records.values()].reduce((sum, items) => sum + items.size, 0);
  return `${snapshot.records.size} collections, ${records} records, ${snapshot.files.size} files`;
};

/** "news changed 42, preview_links added 52": the differences counted by collection and kind. */
function byCollection(examples: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const example of examples) {
    const [where = "", kind = ""] = example.split(" ");
    const key = `${where.split("/")[0]} ${kind}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key} ${count}`).join(", ");
}

/** Changes and deletes content, records and files alike, through the API as an editor's mistakes would. */
async function changeContent(admin: PocketBase): Promise<{ added: string; detail: string }> {
  const all = await admin.collection("news").getFullList({ filter: "cover != ''", sort: "created", requestKey: null });
  // An original is not deleted from under its translations (issue 24): the one deleted has none.
  const translated = new Set(all.map((article) => String(article.translation_of)).filter(Boolean));
  const news = all.filter((article) => !translated.has(article.id));
  const [edited, uncovered, deleted, source] = news;
  if (!edited || !uncovered || !deleted || !source) {
    throw new Error(`the demo has ${news.length} articles with a cover; the drill needs 4`);
  }
  await admin.collection("news").update(edited.id, { title: `${edited.title} (edited after the backup)` });
  await admin.collection("news").update(uncovered.id, { cover: null });
  await admin.collection("news").delete(deleted.id);
  const cover = await (await fetch(admin.files.getURL(source, source.cover, { token: await admin.files.getToken() }))).blob();
  const form = new FormData();
  form.set("title", "Written after the backup");
  form.set("slug", "written-after-the-backup");
  form.set("status", "published");
  form.set("language", "en");
  form.set("cover", cover, "after-the-backup.jpg");
  form.set("cover_alt", "The cover of an article written after the backup.");
  const added = await admin.collection("news").create(form);
  return {
    added: added.id,
    detail: `news ${edited.id} retitled, ${uncovered.id}'s cover removed, ${deleted.id} deleted with its cover, ${added.id} added with a cover`,
  };
}

/** Part (a): PocketBase's own backup, restored through its API, compared with what was there before. */
export async function pocketBaseBackupDrill(steps: Steps, start: () => Promise<DrillSite>): Promise<void> {
  let site: DrillSite | undefined;
  try {
    let before: Snapshot | undefined;
    let addedId = "";
    await steps.step("start PocketBase with the demo content", async () => {
      site = await start();
      before = await takeSnapshot(site.admin, site.dataDir);
      return `${site.url}: ${summary(before)}`;
    });
    if (!site || !before) return;
    const { admin, dataDir } = site;

    await steps.step(`create a backup (POST /api/backups, ${BACKUP})`, async () => {
      await admin.backups.create(BACKUP);
      const size = (await stat(path.join(dataDir, "backups", BACKUP))).size;
      const listed = (await admin.backups.getFullList()).some((backup) => backup.key === BACKUP);
      check(listed, `${BACKUP} is not in the backups list`);
      return `${(size / 1024 / 1024).toFixed(1)} MB in pb_data/backups`;
    });

    await steps.step("change and delete content after the backup", async () => {
      const change = await changeContent(admin);
      addedId = change.added;
      const changed = compare(before as Snapshot, await takeSnapshot(admin, dataDir));
      check(!changed.same, "the changes did not show in the records or files");
      return `${change.detail} → ${describeDifference(changed)}`;
    });

    await steps.step(`restore ${BACKUP} (POST /api/backups/${BACKUP}/restore)`, async () => {
      const server = site?.server;
      const starts = () => server?.output().match(/Server started at/g)?.length ?? 0;
      const startsBefore = starts();
      await admin.backups.restore(BACKUP);
      // PocketBase answers 204, swaps pb_data a second later and re-executes itself in place (execve: same pid,
      // same output pipes), so the drill waits for its start banner once more, then for the restored data.
      await waitFor("PocketBase started again", async () => starts() > startsBefore, 120_000);
      await waitFor("the restored data", async () => {
        const response = await fetch(`${admin.baseURL}/api/collections/news/records/${addedId}`, {
          headers: { Authorization: admin.authStore.token },
        });
        return response.status === 404;
      });
      check(site?.server.process.exitCode === null, "the PocketBase process exited instead of restarting");
      return `PocketBase restarted in place (pid ${server?.process.pid}, start banner ${starts()} times) on the restored data`;
    });

    await steps.step("compare every collection's records and files with before the backup", async () => {
      const restored = await takeSnapshot(admin, dataDir);
      const after = compare(before as Snapshot, restored);
      check(
        after.same,
        `differences: ${describeDifference(after)} (${byCollection(after.records.examples)}): ${after.records.examples.concat(after.files.examples).slice(0, 8).join(", ")}`,
      );
      return `${after.collections} collections (${collectionCounts(restored)}), ${after.recordCount} records, ${after.fileCount} files: ${describeDifference(after)}`;
    });
  } finally {
    await site?.server.stop();
  }
}
