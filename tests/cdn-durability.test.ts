// A CDN purge for every committed change, whenever the process dies (issue 21, item 9; decision 082): an editor's saves
// run in a loop while the server is SIGKILLed at random moments, again and again. After each restart, the newest purge
// written for the article is at least as new as the article itself: no committed change was left without its purge.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { freePort, type RunningPocketBase, spawnPocketBase, upsertSuperuser } from "../scripts/lib/pocketbase-process";
import { publishing } from "./support/fixtures";
import { SUPERUSER } from "./support/pocketbase";
import { startRecordingServer } from "./support/recording-server";

const ROUNDS = 8;

let dataDir = "";
let http = "";
let server: (RunningPocketBase & { ready: Promise<void> }) | undefined;
let recording: Awaited<ReturnType<typeof startRecordingServer>>;

const start = async () => {
  server = spawnPocketBase({ bin: inject("pocketbaseBin"), dataDir, http, env: { CDN_PURGE_URL: `${recording.url}/purge` } });
  await server.ready;
  return server;
};

beforeAll(async () => {
  recording = await startRecordingServer();
  dataDir = await mkdtemp(path.join(tmpdir(), "pb-cdn-kill-"));
  http = `127.0.0.1:${await freePort()}`;
  await upsertSuperuser({ bin: inject("pocketbaseBin"), dataDir, ...SUPERUSER, env: { SEED_DEMO: "false" } });
});

afterAll(async () => {
  await server?.stop();
  await recording?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

it(`keeps a purge for every committed change through ${ROUNDS} SIGKILLs during saves`, async () => {
  await start();
  const admin = new PocketBase(`http://${http}`);
  admin.autoCancellation(false);
  // One sign-in: its token outlives the restarts (the auth rate limit allows few).
  await admin.collection("_superusers").authWithPassword(SUPERUSER.email, SUPERUSER.password);
  const article = await admin.collection("news").create({ title: "Saved through kills", ...publishing("published") });
  let acknowledged = 1;
  let caughtBetween = 0;

  for (let round = 0; round < ROUNDS; round++) {
    let saving = true;
    const saves = (async () => {
      for (let n = 0; saving; n++) {
        try {
          await admin.collection("news").update(article.id, { title: `Round ${round}, save ${n}` });
          acknowledged++;
        } catch {
          return; // the server is gone
        }
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 80 + Math.random() * 300));
    server?.process.kill("SIGKILL");
    saving = false;
    await saves;
    await server?.stop();

    await start();
    const saved = await admin.collection("news").getOne(article.id);
    const purges = await admin.collection("cdn_purges").getFullList({
      filter: admin.filter("reason ~ {:slug}", { slug: saved.slug }),
      sort: "-created",
    });
    expect(purges.length, `round ${round}`).toBeGreaterThanOrEqual(acknowledged);
    // In the same transaction: the purge is written after the article, so never older than it.
    expect(String(purges[0]?.created ?? ""), `round ${round}: the newest purge`).not.toBe("");
    expect(String(purges[0]?.created) >= String(saved.updated), `round ${round}: ${purges[0]?.created} < ${saved.updated}`).toBe(
      true,
    );
    if (purges.length > acknowledged) caughtBetween++;
  }
  console.log(
    `${ROUNDS} kills during saves: ${acknowledged} saves acknowledged; in ${caughtBetween} rounds a save committed as it was killed`,
  );
}, 120_000);
