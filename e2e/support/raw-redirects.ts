import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensurePocketBase } from "../../scripts/lib/pocketbase-binary";

const INSERT =
  "INSERT INTO redirects (id, source, target, status_code, paused, app_middleware, hits) VALUES ({:id}, {:source}, {:target}, {:status}, 0, {:middleware}, 0)";

/**
 * Writes redirects (or middleware-only rules, whose names the save would refuse) straight into the e2e server's database, past every hook, as a backup restored from before the
 * checks (or a hand edit) might: a one-off migration run by PocketBase's own `migrate up` beside the running server.
 * Nothing test-only ships in pb_hooks/ or pb_migrations/.
 */
export async function writeRedirectsPastTheHooks(rules: [source: string, target: string, middleware?: string][]): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run this from the e2e suite (playwright.config.ts sets it).");
  const work = await mkdtemp(path.join(tmpdir(), "e2e-raw-redirects-"));
  try {
    const migrations = path.join(work, "migrations");
    const hooks = path.join(work, "hooks");
    await mkdir(migrations);
    await mkdir(hooks);
    const rows = rules.map(([source, target, middleware = ""]) => ({
      id: randomBytes(8).toString("hex").slice(0, 15),
      source,
      target,
      // A rule that only runs middleware has no status; one that moves a page is a 301.
      status: target ? "301" : "",
      middleware,
    }));
    await writeFile(
      path.join(migrations, `${Date.now()}_raw_redirects.js`),
      `migrate((app) => { for (const row of ${JSON.stringify(rows)}) app.db().newQuery(${JSON.stringify(INSERT)}).bind(row).execute(); });\n`,
    );
    const bin = await ensurePocketBase();
    const args = ["migrate", "up", `--dir=${dataDir}`, `--migrationsDir=${migrations}`, `--hooksDir=${hooks}`];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(bin, args, { stdio: ["ignore", "ignore", "pipe"] });
      let errors = "";
      child.stderr.on("data", (chunk: Buffer) => {
        errors += chunk.toString();
      });
      child.on("error", reject);
      child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`pocketbase migrate up exited ${code}: ${errors}`))));
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
