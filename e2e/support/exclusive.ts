import { mkdir, rmdir } from "node:fs/promises";
import path from "node:path";

/**
 * Runs `work` while no other test of this run holds `name`: for what the whole site shares, such as a setting a test
 * switches. Both projects and both workers share the run's data dir, where the lock is a directory (made atomically,
 * gone with the run).
 */
export async function exclusive<T>(name: string, work: () => Promise<T>, waitMs = 90_000): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the e2e tests through playwright.config.ts");
  const lock = path.join(dataDir, `lock-${name}`);
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (Date.now() > until) throw new Error(`Waited ${waitMs} ms for "${name}", which another test still holds`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rmdir(lock);
  }
}
