import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { projectRoot } from "../lib/pocketbase-binary";
import { stopProcess } from "../lib/pocketbase-process";
import { type DrillSite, pause, waitFor } from "./site";
import { check, type Steps } from "./steps";

const run = promisify(execFile);
const CONFIG = path.join(projectRoot, "litestream.yml");
/** Submissions acknowledged before PocketBase is killed; senders keep going until the kill, so some are in flight. */
const ACKNOWLEDGED_BEFORE_KILL = 150;
const SENDERS = 4;

export const submission = (n: number, token: string) => ({
  name: `Drill visitor ${n}`,
  email: `visitor${n}@example.com`,
  company: "Drill & Co",
  topic: "new-project",
  budget: "25k-50k",
  message: `Submission ${n}, written while Litestream replicates.`,
  consent: true,
  page: "/contact",
  form_token: token,
  website: "",
});

interface Sent {
  acknowledged: string[];
  unanswered: number;
}

/** Sends the contact form as browsers do, from SENDERS at once, until `stop` says so; keeps the ids of the records it was answered with. */
async function sendSubmissions(url: string, stop: () => boolean, onAcknowledged: (count: number) => void): Promise<Sent> {
  const sent: Sent = { acknowledged: [], unanswered: 0 };
  let next = 0;
  const sender = async () => {
    while (!stop()) {
      const n = next++;
      try {
        const { token } = (await (await fetch(`${url}/api/contact/token`)).json()) as { token: string };
        const response = await fetch(`${url}/api/collections/contact/records`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(submission(n, token)),
        });
        const body = (await response.json()) as { id?: string; spam?: boolean };
        // PocketBase answers a created record with 200 and the record.
        if (response.status !== 200 || !body.id)
          throw new Error(`submission ${n} answered ${response.status}: ${JSON.stringify(body)}`);
        sent.acknowledged.push(body.id);
        onAcknowledged(sent.acknowledged.length);
      } catch (error) {
        // The kill cuts connections: a submission without an answer was never acknowledged to its sender.
        if (!stop()) throw error;
        sent.unanswered++;
      }
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  return sent;
}

function litestreamEnv(dataDir: string, replica: string): NodeJS.ProcessEnv {
  return { ...process.env, PB_DATA: dataDir, LITESTREAM_REPLICA_URL: `file://${replica}`, LITESTREAM_S3_ENDPOINT: "" };
}

/** Part (b): Litestream replicating while visitors write, PocketBase killed and its data deleted, then restored. */
export async function litestreamDrill(
  steps: Steps,
  bin: string,
  work: string,
  start: (dataDir: string) => Promise<DrillSite>,
): Promise<void> {
  const dataDir = path.join(work, "pb_data");
  const replica = path.join(work, "replica");
  const env = litestreamEnv(dataDir, replica);
  let site: DrillSite | undefined;
  let litestream: ChildProcess | undefined;
  let output = "";
  try {
    await steps.step(`start PocketBase and Litestream (litestream.yml, replica file://${replica})`, async () => {
      site = await start(dataDir);
      // Many submissions from one address in a few seconds: the contact form's limit of 3 a minute is not under test.
      await site.admin.settings.update({ rateLimits: { enabled: false } });
      litestream = spawn(bin, ["replicate", "-config", CONFIG], { env, stdio: ["ignore", "pipe", "pipe"] });
      const collect = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-10_000);
      };
      litestream.stdout?.on("data", collect);
      litestream.stderr?.on("data", collect);
      await waitFor(
        "Litestream's first copy of data.db",
        async () => {
          check(litestream?.exitCode === null, `litestream exited: ${output}`);
          return (await readdir(path.join(replica, "data.db"), { recursive: true })).some((file) => file.endsWith(".ltx"));
        },
        30_000,
      );
      return `pid ${site.server.process.pid} and ${litestream.pid}; the first copy of data.db is in the replica`;
    });
    if (!site || !litestream) return;
    const running = site;

    let sent: Sent = { acknowledged: [], unanswered: 0 };
    await steps.step("write contact submissions through the API, SIGKILL PocketBase while they are in flight", async () => {
      let killed = false;
      sent = await sendSubmissions(
        running.url,
        () => killed,
        (count) => {
          if (count >= ACKNOWLEDGED_BEFORE_KILL && !killed) {
            killed = true;
            running.server.process.kill("SIGKILL");
          }
        },
      );
      await waitFor("PocketBase to die", async () => running.server.process.signalCode === "SIGKILL", 10_000);
      return `${sent.acknowledged.length} acknowledged (200 with the record) by ${SENDERS} senders, ${sent.unanswered} cut off unanswered by the kill`;
    });

    await steps.step("let Litestream ship what PocketBase committed, then stop it", async () => {
      // Litestream outlives the app it copies: it reads the WAL PocketBase left behind. Three sync intervals, then
      // SIGTERM, on which it syncs once more before it exits.
      await pause(3000);
      await stopProcess(litestream as ChildProcess, 20_000);
      check(
        litestream?.exitCode === 0,
        `litestream exited with ${litestream?.exitCode ?? litestream?.signalCode}: ${output.slice(-500)}`,
      );
      return "stopped cleanly (exit 0)";
    });

    await steps.step("delete PocketBase's data dir", async () => {
      const files = (await readdir(dataDir, { recursive: true })).length;
      await rm(dataDir, { recursive: true, force: true });
      return `${files} files and folders removed`;
    });

    await steps.step("restore data.db and auxiliary.db with `litestream restore`", async () => {
      await mkdir(dataDir, { recursive: true });
      for (const db of ["data.db", "auxiliary.db"]) {
        await run(bin, ["restore", "-config", CONFIG, path.join(dataDir, db)], { env });
      }
      return (await readdir(dataDir)).join(", ");
    });

    await steps.step("start PocketBase on the restored data and look for every acknowledged submission", async () => {
      site = await start(dataDir);
      const stored = new Set(
        (await site.admin.collection("contact").getFullList({ fields: "id", batch: 500, requestKey: null })).map((r) => r.id),
      );
      const missing = sent.acknowledged.filter((id) => !stored.has(id));
      check(
        missing.length === 0,
        `${missing.length} of ${sent.acknowledged.length} acknowledged submissions are missing: ${missing.slice(0, 5).join(", ")}`,
      );
      const extra = stored.size - sent.acknowledged.length;
      return `${sent.acknowledged.length} of ${sent.acknowledged.length} acknowledged submissions are there (${stored.size} stored: ${extra} more were written but their answers were cut off)`;
    });
  } finally {
    if (litestream) await stopProcess(litestream);
    await site?.server.stop();
  }
}
