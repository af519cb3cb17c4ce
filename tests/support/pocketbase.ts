import { cp, mkdtemp, rm } from "node:fs/promises";
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
import { SUPERUSER } from "./superuser";
import { templateFor } from "./templates";

export { SUPERUSER } from "./superuser";

/**
 * As behind a reverse proxy on this machine: X-Forwarded-For believed from 127.0.0.1, so one test plays many visitors,
 * each with an address of its own (rate limits, log sampling and hit counts are per visitor).
 */
export const BEHIND_A_PROXY = { TRUSTED_PROXY_HEADERS: "X-Forwarded-For", TRUSTED_PROXY_IPS: "127.0.0.1" } as const;

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
 * migrations (or `migrationsDir`: an older release's, for an upgrade), and a superuser. stop() ends the process and
 * removes the data dir.
 */
export async function startTestServer(
  env: NodeJS.ProcessEnv = {},
  reuseDataDir?: string,
  hooksDir = projectDirs.hooks,
  { sqlLog = false, migrationsDir = projectDirs.migrations }: { sqlLog?: boolean; migrationsDir?: string } = {},
): Promise<TestServer> {
  const bin = inject("pocketbaseBin");
  const dataDir = reuseDataDir ?? (await mkdtemp(path.join(tmpdir(), "pb-test-")));
  let server: RunningPocketBase;
  try {
    // A new data dir starts as a copy of one migrated once for the run (global-setup.ts), when the migrations would
    // have read the same environment; a reused one is migrated in place, as an upgrade is.
    const ownMigrations = migrationsDir === projectDirs.migrations;
    const template = reuseDataDir || !ownMigrations ? undefined : templateFor(inject("dataDirTemplates"), env);
    if (template) await cp(template, dataDir, { recursive: true });
    else await upsertSuperuser({ bin, dataDir, ...SUPERUSER, hooksDir, migrationsDir, env: { SEED_DEMO: "false", ...env } });
    server = await startPocketBase({
      bin,
      dataDir,
      http: `127.0.0.1:${await freePort()}`,
      hooksDir,
      migrationsDir,
      env: { SEED_DEMO: "false", ...env },
      sqlLog,
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

/**
 * A test server whose hooks are a copy of the built ones plus test-only probes from tests/support (a route that
 * asks PocketBase's own engine something, or writes past the hooks), so nothing test-only ships in pb_hooks/.
 * stop() also removes the copy.
 */
export async function startTestServerWithProbe(
  probes: string | readonly string[],
  env: NodeJS.ProcessEnv = {},
  reuseDataDir?: string,
  options: { sqlLog?: boolean; migrationsDir?: string } = {},
): Promise<TestServer> {
  const hooksDir = await mkdtemp(path.join(tmpdir(), "pb-hooks-"));
  // The built hooks only: their TypeScript sources (pb_hooks/src) are not PocketBase's to load.
  const built = (source: string) => path.relative(projectDirs.hooks, source).split(path.sep)[0] !== "src";
  try {
    await cp(projectDirs.hooks, hooksDir, { recursive: true, filter: built });
    for (const probe of typeof probes === "string" ? [probes] : probes)
      await cp(path.join(import.meta.dirname, probe), path.join(hooksDir, probe));
    // The pages are read from the app's build, which is not beside the copy.
    const site = await startTestServer({ PB_PUBLIC_DIR: projectDirs.public, ...env }, reuseDataDir, hooksDir, options);
    return {
      ...site,
      stop: async (options) => {
        await site.stop(options);
        await rm(hooksDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(hooksDir, { recursive: true, force: true });
    throw error;
  }
}
