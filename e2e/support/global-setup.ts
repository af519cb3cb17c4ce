import { rm } from "node:fs/promises";
import path from "node:path";
import { build } from "../../scripts/lib/build";

/** A fresh data dir for the run, and a build no older than the sources. */
export default async function globalSetup(): Promise<void> {
  await rm(path.join(import.meta.dirname, "../.artifacts/pb_data"), { recursive: true, force: true });
  await build({ onlyStale: true });
}
