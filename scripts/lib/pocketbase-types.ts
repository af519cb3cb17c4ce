import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ensurePocketBase, pinnedVersion, projectRoot } from "./pocketbase-binary";

const typesPath = path.join(projectRoot, ".cache/pocketbase/types.d.ts");
const stampPath = `${typesPath}.version`;

/**
 * Hooks and migrations are type-checked against the declarations the pinned
 * binary writes into its data dir on start. A throwaway data dir gives them to
 * us without touching the project's own pb_data.
 */
export async function ensurePocketBaseTypes(): Promise<string> {
  const version = await pinnedVersion();
  if ((await readFile(stampPath, "utf8").catch(() => "")) === version) return typesPath;
  const bin = await ensurePocketBase();
  const scratch = await mkdtemp(path.join(tmpdir(), "pb-types-"));
  try {
    const dirs = ["data", "hooks", "migrations"].map((d) => path.join(scratch, d));
    await Promise.all(dirs.map((d) => mkdir(d)));
    await promisify(execFile)(bin, ["migrate", "up", `--dir=${dirs[0]}`, `--hooksDir=${dirs[1]}`, `--migrationsDir=${dirs[2]}`]);
    await mkdir(path.dirname(typesPath), { recursive: true });
    await copyFile(path.join(scratch, "data/types.d.ts"), typesPath);
    await writeFile(stampPath, version);
    return typesPath;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
