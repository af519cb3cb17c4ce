import { copyFile, mkdir, rm } from "node:fs/promises";
import path from "node:path";

/** Where the server's request and error logs of the last run are kept (e2e/.artifacts is ignored by git). */
const KEPT_LOGS = path.join(import.meta.dirname, "..", ".artifacts", "server-logs");

/**
 * The run's data dir goes with the run, all but the server's logs: a run that failed because the server did (every
 * answer a 400 or a 500) otherwise leaves nothing that says why. The logs database and its write-ahead log are copied
 * while the server still runs (Playwright stops it after this), which is enough to read the last errors with any
 * SQLite reader.
 */
export default async function globalTeardown(): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return;
  await rm(KEPT_LOGS, { recursive: true, force: true });
  await mkdir(KEPT_LOGS, { recursive: true });
  for (const file of ["auxiliary.db", "auxiliary.db-wal"]) {
    await copyFile(path.join(dataDir, file), path.join(KEPT_LOGS, file)).catch(() => undefined);
  }
  await rm(dataDir, { recursive: true, force: true });
}
