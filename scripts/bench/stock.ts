// The floor to compare with (issue 25): the same PocketBase binary with no migrations and one trivial hook, serving
// the same pb_public and a copy of the bench server's data (taken through PocketBase's own backup API). What it
// answers, it answers at the binary's own speed: every row of ours is read as a ratio to its row here.
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensurePocketBase } from "../lib/pocketbase-binary";
import { freePort, startPocketBase } from "../lib/pocketbase-process";
import { extractZipFiles } from "../lib/zip";
import { type BenchServer, type DisposableServer, startInDir } from "./bench-server";

/** The one hook the stock server runs: a JS middleware that does nothing, as the reference has. */
const TRIVIAL_HOOK = "routerUse((e) => e.next());\n";

export type StockServer = DisposableServer;

/** A copy of `server`'s data dir through its backup API: POST /api/backups, then GET with a file token. */
async function backupOf(server: BenchServer): Promise<Buffer> {
  const name = `bench-stock-${Date.now()}.zip`;
  await server.admin("POST", "/api/backups", { name });
  const { token } = (await server.admin("POST", "/api/files/token")) as { token: string };
  const response = await fetch(`${server.url}/api/backups/${name}?token=${token}`);
  if (!response.ok) throw new Error(`GET /api/backups/${name} answered ${response.status}`);
  const archive = Buffer.from(await response.arrayBuffer());
  await server.admin("DELETE", `/api/backups/${name}`);
  return archive;
}

export async function startStockServer(server: BenchServer): Promise<StockServer> {
  const bin = await ensurePocketBase();
  const root = await mkdtemp(path.join(tmpdir(), "pb-stock-"));
  const dataDir = path.join(root, "data");
  const hooksDir = path.join(root, "hooks");
  const migrationsDir = path.join(root, "migrations");
  return startInDir(root, async () => {
    for (const [name, bytes] of extractZipFiles(await backupOf(server))) {
      const file = path.join(dataDir, name);
      if (!file.startsWith(dataDir + path.sep)) throw new Error(`The backup names a path outside its dir: ${name}`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    }
    await mkdir(hooksDir, { recursive: true });
    await mkdir(migrationsDir, { recursive: true });
    await writeFile(path.join(hooksDir, "trivial.pb.js"), TRIVIAL_HOOK);
    return startPocketBase({
      bin,
      dataDir,
      hooksDir,
      migrationsDir,
      http: `127.0.0.1:${await freePort()}`,
      env: { GOMEMLIMIT: process.env.GOMEMLIMIT },
    });
  });
}
