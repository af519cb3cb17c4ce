import PocketBase from "pocketbase";
import { type RunningPocketBase, startPocketBase, upsertSuperuser } from "../lib/pocketbase-process";

const DRILL_SUPERUSER = { email: "drill@example.com", password: "drill-superuser-1234" };

export interface DrillSite {
  url: string;
  dataDir: string;
  server: RunningPocketBase;
  /** Signed in as the drill's superuser. */
  admin: PocketBase;
}

/** PocketBase on `http` (host:port) with the built hooks and migrations, the data in `dataDir` and a superuser. */
export async function startSite(bin: string, dataDir: string, http: string, env: NodeJS.ProcessEnv = {}): Promise<DrillSite> {
  const siteEnv = { SEED_DEMO: "false", ...env };
  await upsertSuperuser({ bin, dataDir, ...DRILL_SUPERUSER, env: siteEnv });
  const server = await startPocketBase({ bin, dataDir, http, env: siteEnv });
  const admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(DRILL_SUPERUSER.email, DRILL_SUPERUSER.password);
  return { url: server.url, dataDir, server, admin };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `ready` holds or the time is up. */
export async function waitFor(what: string, ready: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await pause(200);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}
