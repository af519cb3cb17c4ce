// The collections a set of migrations makes, as PocketBase's API lists them: read from a throwaway data dir.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import PocketBase from "pocketbase";
import { freePort, projectDirs, startPocketBase, upsertSuperuser } from "./pocketbase-process";
import type { LiveCollection } from "./schema-diff";

const READER = { email: "schema-reader@example.com", password: "schema-reader-password" };

/** `dataDir`: read that data dir (after applying what `migrationsDir` has that it lacks) instead of a fresh one. */
export async function liveCollections(
  bin: string,
  migrationsDir = projectDirs.migrations,
  existingDataDir?: string,
): Promise<LiveCollection[]> {
  const scratch = await mkdtemp(path.join(tmpdir(), "pb-schema-"));
  const dataDir = existingDataDir ?? path.join(scratch, "data");
  // No hooks: the schema is the migrations' alone, and no hook should run while they do.
  const hooksDir = path.join(scratch, "no-hooks");
  await mkdir(hooksDir);
  const env = { SEED_DEMO: "false" };
  try {
    await upsertSuperuser({ bin, dataDir, ...READER, hooksDir, migrationsDir, env });
    const server = await startPocketBase({ bin, dataDir, http: `127.0.0.1:${await freePort()}`, hooksDir, migrationsDir, env });
    try {
      const pb = new PocketBase(server.url);
      await pb.collection("_superusers").authWithPassword(READER.email, READER.password);
      return (await pb.collections.getFullList()) as unknown as LiveCollection[];
    } finally {
      await server.stop();
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
