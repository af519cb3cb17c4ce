import { mkdir } from "node:fs/promises";
import path from "node:path";
import { ensurePocketBase, projectRoot } from "./pocketbase-binary";
import { type RunningPocketBase, spawnPocketBase, upsertSuperuser } from "./pocketbase-process";

export interface ServeOptions {
  /** Whether demo content loads into an empty data dir when SEED_DEMO is not set. */
  seedDemoByDefault: boolean;
  hooksWatch?: boolean;
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

/** Serves the current build from the data dir in PB_DIR at PB_HTTP until Ctrl-C or SIGTERM. */
export async function serve(options: ServeOptions): Promise<RunningPocketBase> {
  const bin = await ensurePocketBase();
  const http = process.env.PB_HTTP || "127.0.0.1:8090";
  const dataDir = path.resolve(projectRoot, process.env.PB_DIR || "pb_data");
  // The same SEED_DEMO for every command that may apply migrations, the superuser upsert included.
  const seedDemo = process.env.SEED_DEMO ?? String(options.seedDemoByDefault);
  await mkdir(dataDir, { recursive: true });
  await superuserFromEnv(bin, dataDir, seedDemo);

  const { ready, ...server } = spawnPocketBase({
    bin,
    dataDir,
    http,
    hooksWatch: options.hooksWatch,
    inheritOutput: true,
    env: { SEED_DEMO: seedDemo },
  });
  // Wired before waiting for health: a signal at any moment must take PocketBase down with us.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => void server.stop().then(() => process.exit(0)));
  }
  server.process.once("exit", (code) => process.exit(code ?? 1));
  await ready;
  console.error(
    `\nThe site is at ${server.url}/ and the admin at ${server.url}/_/ (data: ${path.relative(projectRoot, dataDir) || "."})`,
  );
  return server;
}

export function exitWith(error: unknown): never {
  console.error((error as Error).message);
  process.exit(1);
}
