import { rm } from "node:fs/promises";

/** The run's data dir goes with the run. */
export default async function globalTeardown(): Promise<void> {
  if (process.env.E2E_DATA_DIR) await rm(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
