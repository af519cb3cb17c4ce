import type { ChildProcess } from "node:child_process";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { GOMEMLIMIT } from "./memory-limit";
import { ensurePocketBase, projectRoot } from "./pocketbase-binary";
import { spawnPocketBase, upsertSuperuser } from "./pocketbase-process";

export interface ServeOptions {
  /** Whether demo content loads into an empty data dir when SEED_DEMO is not set. */
  seedDemoByDefault: boolean;
  /** The PocketBase binary, when the caller has obtained it already (npm start, beside its build). */
  bin?: string;
}

export interface Serving {
  url: string;
  /**
   * Stops PocketBase and starts it again, to load changed hooks. It never interrupts a start: a restart asked for while
   * PocketBase starts or restarts begins once it is up, and the requests made meanwhile share that one restart.
   */
  restart: () => Promise<void>;
}

/**
 * Runs task one call at a time, after `idle`: a call while a run is under way queues one more run, which every call
 * made before that run begins shares.
 */
export function oneAtATime(task: () => Promise<void>, idle: Promise<unknown> = Promise.resolve()): () => Promise<void> {
  let last: Promise<unknown> = idle;
  let queued: Promise<void> | undefined;
  return () => {
    if (!queued) {
      const run = last
        .catch(() => undefined)
        .then(() => {
          queued = undefined;
          return task();
        });
      queued = run;
      last = run;
    }
    return queued;
  };
}

/** Creates or updates the superuser from PB_ADMIN_EMAIL and PB_ADMIN_PASSWORD, when both are set. */
async function superuserFromEnv(bin: string, dataDir: string, seedDemo: string): Promise<void> {
  const { PB_ADMIN_EMAIL: email, PB_ADMIN_PASSWORD: password } = process.env;
  if (!email && !password) return;
  if (!email || !password) {
    throw new Error("Set both PB_ADMIN_EMAIL and PB_ADMIN_PASSWORD to create a superuser, or neither.");
  }
  await upsertSuperuser({ bin, dataDir, email, password, env: { SEED_DEMO: seedDemo } }).catch(
    (error: { stderr?: string; message: string }) => {
      throw new Error(`Could not create the superuser ${email}: ${error.stderr?.trim() || error.message}`);
    },
  );
  console.error(`Superuser ${email} is ready.`);
}

/**
 * What `npm start`, `npm run serve` and `npm run dev` run PocketBase with besides the caller's environment: SEED_DEMO
 * (the command's default unless set), and the soft memory limit the container sets (GOMEMLIMIT=200MiB unless set:
 * without it, three articles of a few megabytes once took RSS to 5.2 GB; issue 32).
 */
export function servingEnv(env: NodeJS.ProcessEnv, seedDemoByDefault: boolean): { SEED_DEMO: string; GOMEMLIMIT: string } {
  return { SEED_DEMO: env.SEED_DEMO ?? String(seedDemoByDefault), GOMEMLIMIT: env.GOMEMLIMIT || GOMEMLIMIT };
}

/**
 * Serves the current build from the data dir in PB_DIR at PB_HTTP until Ctrl-C or SIGTERM. PocketBase's own hooks
 * watcher (--hooksWatch) is never used: it restarts PocketBase on any write to pb_hooks, even in the middle of its
 * migrations, where the restart closes the database under them and PocketBase panics (issue 23). The dev loop calls
 * restart() instead.
 */
export async function serve(options: ServeOptions): Promise<Serving> {
  const bin = options.bin ?? (await ensurePocketBase());
  const http = process.env.PB_HTTP || "127.0.0.1:8090";
  const dataDir = path.resolve(projectRoot, process.env.PB_DIR || "pb_data");
  // The same SEED_DEMO for every command that may apply migrations, the superuser upsert included.
  const env = servingEnv(process.env, options.seedDemoByDefault);
  const seedDemo = env.SEED_DEMO;
  await mkdir(dataDir, { recursive: true });
  await superuserFromEnv(bin, dataDir, seedDemo);

  let stopping = false;
  const restarted = new WeakSet<ChildProcess>();
  const launch = () => {
    const server = spawnPocketBase({ bin, dataDir, http, inheritOutput: true, env });
    // PocketBase exiting of itself takes us down with it; one stopped to restart does not.
    server.process.once("exit", (code) => {
      if (!stopping && !restarted.has(server.process)) process.exit(code ?? 1);
    });
    return server;
  };
  let current = launch();
  // Wired before waiting for health: a signal at any moment must take PocketBase down with us.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      stopping = true;
      void current.stop().then(() => process.exit(0));
    });
  }
  await current.ready;
  console.error(
    `\nThe site is at ${current.url}/ and the admin at ${current.url}/_/ (data: ${path.relative(projectRoot, dataDir) || "."})`,
  );
  const restart = oneAtATime(async () => {
    if (stopping) return;
    restarted.add(current.process);
    await current.stop();
    if (stopping) return;
    current = launch();
    await current.ready;
  });
  return { url: current.url, restart };
}

export function exitWith(error: unknown): never {
  console.error((error as Error).message);
  process.exit(1);
}
