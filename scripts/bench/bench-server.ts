import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { GOMEMLIMIT } from "../lib/memory-limit";
import { ensurePocketBase } from "../lib/pocketbase-binary";
import { freePort, type RunningPocketBase, startPocketBase, upsertSuperuser } from "../lib/pocketbase-process";

/** The bench's own superuser, for its API calls and its sign-in to the admin (section-pages.ts). */
export const SUPERUSER = { email: "bench@example.com", password: "bench-superuser-1234" };

export interface BenchServer {
  url: string;
  /** The data dir, for what a bench measures on disk. */
  dataDir: string;
  /** From the serving process's start to its answer to the first page, `/` (ms). */
  startMs: number;
  /** Asks the API as the superuser. */
  admin: (method: string, apiPath: string, body?: unknown) => Promise<unknown>;
  /** Sends a form as the superuser: a record with files. */
  upload: (method: string, apiPath: string, form: FormData) => Promise<unknown>;
  /** The server process's resident memory now, in bytes (VmRSS in /proc/<pid>/status). */
  rss: () => Promise<number>;
  stop: () => Promise<void>;
}

/** `dataDir`: a temporary data dir made beforehand (the scale fixture's), removed when the server stops. */
export async function startBenchServer(extraEnv: NodeJS.ProcessEnv = {}, madeDataDir?: string): Promise<BenchServer> {
  const bin = await ensurePocketBase();
  const dataDir = madeDataDir ?? (await mkdtemp(path.join(tmpdir(), "pb-bench-")));
  // As the container runs it (scripts/lib/memory-limit.ts): the bench reports RSS against this limit.
  // One client measuring throughput from one address: the per-visitor page limit (shared/serving/bounds.ts, tested in
  // tests/floods.test.ts) would measure itself.
  const env = { SEED_DEMO: "true", GOMEMLIMIT: process.env.GOMEMLIMIT || GOMEMLIMIT, PAGE_RATE_LIMIT: "0", ...extraEnv };
  let startMs = 0;
  const { url, rss, stop } = await startInDir(dataDir, async () => {
    await upsertSuperuser({ bin, dataDir, ...SUPERUSER, env });
    const started = performance.now();
    const running = await startPocketBase({ bin, dataDir, http: `127.0.0.1:${await freePort()}`, env });
    const first = await fetch(`${running.url}/`);
    await first.arrayBuffer();
    startMs = performance.now() - started;
    return running;
  });

  const call = async (method: string, apiPath: string, body: unknown, token?: string) => {
    const form = body instanceof FormData;
    const response = await fetch(`${url}${apiPath}`, {
      method,
      headers: { ...(form ? {} : { "content-type": "application/json" }), ...(token ? { authorization: token } : {}) },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${text.slice(0, 300)}`);
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
  let token: string;
  try {
    ({ token } = (await call("POST", "/api/collections/_superusers/auth-with-password", {
      identity: SUPERUSER.email,
      password: SUPERUSER.password,
    })) as { token: string });
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    dataDir,
    startMs,
    admin: (method, apiPath, body) => call(method, apiPath, body, token),
    upload: (method, apiPath, form) => call(method, apiPath, form, token),
    rss,
    stop,
  };
}

/** A PocketBase a bench starts on a temporary dir of its own: the dir is removed when it stops, or when it fails to start. */
export interface DisposableServer {
  url: string;
  /** The server process's resident memory now, in bytes (VmRSS in /proc/<pid>/status). */
  rss: () => Promise<number>;
  stop: () => Promise<void>;
}

export async function startInDir(dir: string, start: () => Promise<RunningPocketBase>): Promise<DisposableServer> {
  let running: RunningPocketBase;
  try {
    running = await start();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: running.url,
    rss: () => rssOf(running.process.pid),
    stop: async () => {
      await running.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The site's per-IP rate limits (300 API requests per 10 s) would answer a one-address load test
 * with 429s and measure the limiter, not the server.
 * Both changes live only in the bench's temporary data dir.
 */
export async function settingsForLoad(server: BenchServer): Promise<void> {
  await server.admin("PATCH", "/api/settings", {
    rateLimits: { enabled: false },
    batch: { enabled: true, maxRequests: 200, timeout: 120, maxBodySize: 0 },
  });
}

/** A process's resident memory now, in bytes (VmRSS in /proc/<pid>/status). */
async function rssOf(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kib) throw new Error(`/proc/${pid}/status has no VmRSS line`);
  return Number(kib) * 1024;
}
