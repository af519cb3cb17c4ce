import { type ChildProcess, execFile, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { readBound } from "../../shared/serving/bounds";
import { projectRoot } from "./pocketbase-binary";

export interface PocketBaseOptions {
  bin: string;
  dataDir: string;
  /** host:port */
  http: string;
  env?: NodeJS.ProcessEnv;
  /** Hooks to load instead of the project's (a test adds a probe beside a copy of them). */
  hooksDir?: string;
  /** Migrations to apply instead of the project's (the migration writer's test adds one). */
  migrationsDir?: string;
  /** Restart on changes in pb_hooks (the dev loop); off when serving. */
  hooksWatch?: boolean;
  /** Let PocketBase print to this terminal instead of capturing its output. */
  inheritOutput?: boolean;
  /** PocketBase's dev mode: every SQL statement printed, its values written in (tests/query-plans.test.ts reads them). */
  sqlLog?: boolean;
}

export interface RunningPocketBase {
  url: string;
  process: ChildProcess;
  /** What PocketBase printed so far (when its output is captured). */
  output: () => string;
  stop: () => Promise<void>;
}

export const projectDirs = {
  hooks: path.join(projectRoot, "pb_hooks"),
  migrations: path.join(projectRoot, "pb_migrations"),
  public: path.join(projectRoot, "pb_public"),
};

/** PocketBase resolves its default dirs next to the executable, so every dir is always passed. */
function serveArgs(
  options: Pick<PocketBaseOptions, "dataDir" | "http" | "hooksDir" | "hooksWatch" | "migrationsDir" | "env" | "sqlLog">,
): string[] {
  return [
    "serve",
    `--http=${options.http}`,
    `--dir=${options.dataDir}`,
    `--publicDir=${projectDirs.public}`,
    `--hooksDir=${options.hooksDir ?? projectDirs.hooks}`,
    `--migrationsDir=${options.migrationsDir ?? projectDirs.migrations}`,
    `--hooksWatch=${options.hooksWatch ?? false}`,
    "--automigrate=false",
    // PocketBase assumes `go run` (and turns on SQL logging) when its binary sits under the temp dir.
    `--dev=${options.sqlLog ?? false}`,
    `--origins=${corsOrigins()}`,
    // The JS engines kept ready (HOOKS_POOL, shared/serving/bounds.ts): PocketBase's 15 made a new one, compiling the
    // hooks, for each request beyond them.
    `--hooksPool=${readBound("hooksPool", (name) => options.env?.[name] ?? process.env[name] ?? "")}`,
  ];
}

/**
 * The origins other sites may call the API from (CORS_ORIGINS, comma-separated), or none: PocketBase answers every
 * origin with `Access-Control-Allow-Origin: *` by default, letting any site's pages write page views, hits and contact
 * messages from its visitors' browsers and read the answers. The site's own pages need no CORS. "same-origin" is a
 * pattern no Origin header matches (decision 082); docker-entrypoint.sh passes the same.
 */
const corsOrigins = () => process.env.CORS_ORIGINS?.trim() || "same-origin";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Stops a child politely, then firmly: no test or script leaves a server behind. */
export async function stopProcess(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited(child);
  clearTimeout(timer);
}

/**
 * Spawns PocketBase and returns at once, so a caller can wire signal handlers
 * before anything else happens; `ready` resolves once /api/health answers 200.
 */
export function spawnPocketBase(options: PocketBaseOptions, timeoutMs = 60_000): RunningPocketBase & { ready: Promise<void> } {
  const url = `http://${options.http}`;
  const child = spawn(options.bin, serveArgs(options), {
    cwd: projectRoot,
    env: { ...process.env, ...options.env },
    stdio: options.inheritOutput ? "inherit" : ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const stop = () => stopProcess(child);

  const ready = (async () => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`PocketBase exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output}`);
      }
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await stop();
    throw new Error(`PocketBase did not become healthy at ${url} within ${timeoutMs / 1000} s:\n${output}`);
  })();
  return { url, process: child, output: () => output, stop, ready };
}

/** Starts PocketBase and resolves once it is healthy. */
export async function startPocketBase(options: PocketBaseOptions, timeoutMs?: number): Promise<RunningPocketBase> {
  const { ready, ...running } = spawnPocketBase(options, timeoutMs);
  await ready;
  return running;
}

export interface SuperuserOptions {
  bin: string;
  dataDir: string;
  email: string;
  password: string;
  hooksDir?: string;
  migrationsDir?: string;
  /** The environment migrations run with (SEED_DEMO above all): the upsert applies pending migrations first. */
  env?: NodeJS.ProcessEnv;
}

/** Creates or updates a superuser in a data dir, through the binary's own CLI (migrations and hooks as `serve` has them). */
export async function upsertSuperuser(options: SuperuserOptions): Promise<void> {
  await promisify(execFile)(
    options.bin,
    [
      "superuser",
      "upsert",
      options.email,
      options.password,
      `--dir=${options.dataDir}`,
      `--hooksDir=${options.hooksDir ?? projectDirs.hooks}`,
      `--migrationsDir=${options.migrationsDir ?? projectDirs.migrations}`,
    ],
    { env: { ...process.env, ...options.env } },
  );
}
