// A full disk is an outage of writes, never of reads or of the process (issue 21, decision 083). The data dir lives on
// a real 64 MB tmpfs, filled to its last byte: pages still answer, a contact message that cannot be kept answers 503
// with the studios' address, an editor's save says the disk is full, the server starts again (its reserve released),
// a start with no room at all prints one line and exits 1, and once space is freed nothing acknowledged is lost.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, open, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { freePort, projectDirs, type RunningPocketBase, spawnPocketBase } from "../scripts/lib/pocketbase-process";
import { formToken, genuine, send } from "./support/contact";
import { startTestServer, type TestServer } from "./support/pocketbase";

const run = promisify(execFile);
const asRoot = (command: string, args: string[]) =>
  process.getuid?.() === 0 ? run(command, args) : run("sudo", ["-n", command, ...args]);

let mountPoint = "";
let site: TestServer | undefined;
let restarted: (RunningPocketBase & { ready: Promise<void> }) | undefined;
let admin: PocketBase;
const STUDIO_EMAIL = "lisbon@studio.example";

beforeAll(async () => {
  mountPoint = await mkdtemp(path.join(tmpdir(), "pb-full-disk-"));
  try {
    await asRoot("mount", ["-t", "tmpfs", "-o", "size=64m", "tmpfs", mountPoint]);
  } catch (error) {
    throw new Error(`This test mounts a 64 MB tmpfs, which needs root or passwordless sudo: ${(error as Error).message}`);
  }
  const dataDir = path.join(mountPoint, "pb_data");
  await mkdir(dataDir);
  site = await startTestServer({ CONTACT_MIN_FILL_SECONDS: "0" }, dataDir);
  admin = await site.superuser();
  await admin
    .collection("offices")
    .create({ name: "Lisbon", city: "Lisbon", country: "Portugal", email: STUDIO_EMAIL, time_zone: "Europe/Lisbon" });
}, 60_000);

afterAll(async () => {
  await restarted?.stop();
  await site?.stop({ keepData: true });
  if (mountPoint) {
    await asRoot("umount", [mountPoint]).catch(() => undefined);
    await rm(mountPoint, { recursive: true, force: true });
  }
});

/** Writes until the file system refuses a single byte more. */
async function fillDisk(): Promise<void> {
  let n = 0;
  for (const chunk of [1024 * 1024, 4096, 1]) {
    const file = await open(path.join(mountPoint, `filler-${n++}`), "w");
    const bytes = Buffer.alloc(chunk);
    try {
      for (;;) await file.write(bytes);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
    } finally {
      await file.close().catch(() => undefined);
    }
  }
}

const freeSpace = async () => {
  for (let n = 0; n < 3; n++) await rm(path.join(mountPoint, `filler-${n}`), { force: true });
};

/** The contact form as a visitor sends it. */
const submitContact = async (url: string, name: string) =>
  send(url, { ...genuine, name, form_token: await formToken(url), website: "" }) as Promise<{
    status: number;
    body: { message?: string };
  }>;

const serve = (url: string) =>
  spawnPocketBase({
    bin: inject("pocketbaseBin"),
    dataDir: path.join(mountPoint, "pb_data"),
    http: url,
    hooksDir: projectDirs.hooks,
  });

it("keeps reads up, refuses writes with a message, restarts, and loses nothing once space is freed", async () => {
  if (!site) throw new Error("no server");
  const kept = await submitContact(site.url, "Before the disk filled");
  expect(kept.status).toBe(200);
  // The reserve is taken by a job every minute: run now, as the minute would.
  await admin.crons.run("disk-reserve");
  const reserve = path.join(mountPoint, "pb_data", ".disk-reserve");
  await expect.poll(async () => (await stat(reserve).catch(() => ({ size: 0 }))).size, { timeout: 10_000 }).toBe(8 * 1024 * 1024);
  // Written a piece at a time, as real bytes, for the server's user alone.
  expect((await stat(reserve)).mode & 0o777).toBe(0o600);
  expect((await stat(reserve)).blocks * 512).toBeGreaterThanOrEqual(8 * 1024 * 1024);

  await fillDisk();
  for (const page of ["/", "/work", "/news", "/contact", "/office"]) {
    expect((await fetch(`${site.url}${page}`)).status, page).toBe(200);
  }
  expect((await fetch(`${site.url}/api/collections/offices/records`)).status).toBe(200);

  const lost = await submitContact(site.url, "While the disk was full");
  expect(lost.status).toBe(503);
  expect(lost.body.message ?? "").toContain(STUDIO_EMAIL);
  expect(lost.body.message ?? "").toContain("disk space");

  const site_ = await admin.collection("site").getFirstListItem("");
  const save = await fetch(`${site.url}/api/collections/site/records/${site_.id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", authorization: admin.authStore.token },
    body: JSON.stringify({ tagline: "Saved on a full disk?" }),
  });
  expect(save.status, await save.clone().text()).toBe(503);
  expect(((await save.json()) as { message: string }).message).toContain("disk is full");

  // Restarted on the full disk, at the same address: up on its reserve.
  const url = new URL(site.url).host;
  await site.stop({ keepData: true });
  site = undefined;
  restarted = serve(url);
  await restarted.ready;
  expect((await fetch(`${restarted.url}/work`)).status).toBe(200);
  await restarted.stop();

  // No reserve left and no byte free: one line, exit 1.
  await rm(path.join(mountPoint, "pb_data", ".disk-reserve"), { force: true });
  await fillDisk();
  const refused = serve(`127.0.0.1:${await freePort()}`);
  await expect(refused.ready).rejects.toThrow(/exited \(1\)/);
  const said = refused
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "");
  expect(said).toHaveLength(1);
  expect(said[0]).toContain(`The disk holding the data dir ${path.join(mountPoint, "pb_data")} is full`);
  expect(said[0]).toContain("needs at least 1 MB free");

  // Space freed: everything acknowledged is there, and writes work again.
  await freeSpace();
  restarted = serve(url);
  await restarted.ready;
  const names = (await admin.collection("contact").getFullList({ fields: "name" })).map((record) => record.name);
  expect(names).toContain("Before the disk filled");
  expect(names).not.toContain("While the disk was full");
  expect((await submitContact(restarted.url, "After space was freed")).status).toBe(200);
}, 120_000);
