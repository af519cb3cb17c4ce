import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import PocketBase from "pocketbase";
import { inject } from "vitest";
import {
  freePort,
  projectDirs,
  type RunningPocketBase,
  startPocketBase,
  upsertSuperuser,
} from "../../scripts/lib/pocketbase-process";

export const SUPERUSER = { email: "tests@example.com", password: "integration-tests-1234" };

export interface TestServer {
  url: string;
  dataDir: string;
  /** An anonymous visitor. */
  visitor: () => PocketBase;
  /** A client signed in as the superuser (the same one on every call). */
  superuser: () => Promise<PocketBase>;
  server: RunningPocketBase;
  /** Ends the process and, unless kept for a restart, removes the data dir. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

/**
 * A real PocketBase on a free port with a temporary data dir, the built hooks (or `hooksDir`) and
 * migrations, and a superuser. stop() ends the process and removes the data dir.
 */
export async function startTestServer(
  env: NodeJS.ProcessEnv = {},
  reuseDataDir?: string,
  hooksDir = projectDirs.hooks,
): Promise<TestServer> {
  const bin = inject("pocketbaseBin");
  const dataDir = reuseDataDir ?? (await mkdtemp(path.join(tmpdir(), "pb-test-")));
  let server: RunningPocketBase;
  try {
    await upsertSuperuser({ bin, dataDir, ...SUPERUSER, hooksDir, env: { SEED_DEMO: "false", ...env } });
    server = await startPocketBase({
      bin,
      dataDir,
      http: `127.0.0.1:${await freePort()}`,
      hooksDir,
      env: { SEED_DEMO: "false", ...env },
    });
  } catch (error) {
    // A server that never started leaves no data dir behind either.
    if (!reuseDataDir) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const client = () => {
    const pb = new PocketBase(server.url);
    pb.autoCancellation(false);
    return pb;
  };
  // One sign-in per server: the auth rate limit (2 per 3 s) applies to sign-ins, as for any visitor.
  let signedIn: Promise<PocketBase> | undefined;
  return {
    url: server.url,
    dataDir,
    server,
    visitor: client,
    superuser: () => {
      signedIn ??= (async () => {
        const pb = client();
        await pb.collection("_superusers").authWithPassword(SUPERUSER.email, SUPERUSER.password);
        return pb;
      })();
      return signedIn;
    },
    stop: async ({ keepData = false } = {}) => {
      await server.stop();
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
