import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { chmod, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { goInstall } from "./go-install";
import { type Progress, type StepLines, step } from "./progress";
import { extractZipEntry } from "./zip";

const run = promisify(execFile);
export const projectRoot = path.resolve(import.meta.dirname, "../..");
const RELEASES = "https://github.com/pocketbase/pocketbase/releases/download";
const releaseBaseUrl = () => process.env.PB_RELEASE_BASE_URL || RELEASES;

export async function pinnedVersion(): Promise<string> {
  return (await readFile(path.join(projectRoot, "scripts/pocketbase.version"), "utf8")).trim();
}

function cachedBinaryPath(version: string): string {
  const cache = process.env.PB_CACHE_DIR || path.join(projectRoot, ".cache/pocketbase");
  return path.join(cache, version, process.platform === "win32" ? "pocketbase.exe" : "pocketbase");
}

/** Reads the version a binary reports ("pocketbase version 0.39.11", or "base version …" for a Go build). */
export function parseVersionOutput(output: string): string | undefined {
  return /\bversion\s+v?(\S+)\s*$/.exec(output.trim())?.[1];
}

/** The release asset name PocketBase publishes for this machine. */
export function releaseAssetName(version: string, platform: string, arch: string): string {
  const os = { linux: "linux", darwin: "darwin", win32: "windows" }[platform];
  const cpu = { x64: "amd64", arm64: "arm64", arm: "armv7", ppc64: "ppc64le", s390x: "s390x" }[arch];
  if (!os || !cpu) throw new Error(`PocketBase publishes no release for ${platform}/${arch}`);
  return `pocketbase_${version}_${os}_${cpu}.zip`;
}

/** Finds the SHA-256 for one asset in a release's checksums.txt. */
export function checksumFor(checksums: string, asset: string): string | undefined {
  for (const line of checksums.split("\n")) {
    const [sum, name] = line.trim().split(/\s+\*?/);
    if (name === asset && /^[0-9a-f]{64}$/i.test(sum ?? "")) return sum?.toLowerCase();
  }
  return undefined;
}

async function reportedVersion(bin: string): Promise<string | undefined> {
  try {
    const { stdout } = await run(bin, ["--version"], { timeout: 30_000 });
    return parseVersionOutput(stdout);
  } catch {
    return undefined;
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** How long the release site has to answer before the Go build takes over: DNS, TCP and TLS on a slow link, no more. */
export const RELEASE_ANSWER_TIMEOUT_MS = 5_000;
/** How long a download under way may go without a byte. */
const RELEASE_STALL_TIMEOUT_MS = 30_000;

export interface DownloadOptions {
  /** Until the response's headers, redirects included. */
  answerTimeoutMs?: number;
  /** Between two chunks of the body. */
  stallTimeoutMs?: number;
  signal?: AbortSignal;
  onBytes?: (received: number, total: number | undefined) => void;
}

/** What a failed fetch says: undici's "fetch failed" hides the reason (ENOTFOUND, ECONNREFUSED…) in its cause. */
function fetchFailure(error: unknown): string {
  const e = error as { message?: string; cause?: { code?: string; message?: string } };
  return e.cause?.message || e.cause?.code || e.message || String(error);
}

/**
 * GETs a URL into memory, giving up when it has not answered within answerTimeoutMs or its body stalls for
 * stallTimeoutMs, so that a site out of reach (a firewall that drops packets rather than refusing them) costs seconds.
 */
export async function download(url: string, options: DownloadOptions = {}): Promise<Buffer> {
  const { answerTimeoutMs = RELEASE_ANSWER_TIMEOUT_MS, stallTimeoutMs = RELEASE_STALL_TIMEOUT_MS } = options;
  const timeout = new AbortController();
  const signal = options.signal ? AbortSignal.any([timeout.signal, options.signal]) : timeout.signal;
  const giveUp = (ms: number, what: string) => {
    clearTimeout(timer);
    timer = setTimeout(() => timeout.abort(new Error(`GET ${url}: ${what} within ${ms / 1000} s`)), ms);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  giveUp(answerTimeoutMs, "no answer");
  try {
    const response = await fetch(url, { redirect: "follow", signal });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const length = Number(response.headers.get("content-length")) || undefined;
    const chunks: Uint8Array[] = [];
    let received = 0;
    giveUp(stallTimeoutMs, "no data");
    const reader = response.body?.getReader();
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      chunks.push(read.value);
      received += read.value.length;
      options.onBytes?.(received, length);
      giveUp(stallTimeoutMs, "no data");
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    if ((error as Error).message.startsWith(`GET ${url}`)) throw error;
    throw new Error(`GET ${url}: ${fetchFailure(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);

async function downloadRelease(version: string, target: string, progress: Progress, options: DownloadOptions): Promise<void> {
  const base = `${releaseBaseUrl()}/v${version}`;
  const asset = releaseAssetName(version, process.platform, process.arch);
  const expected = checksumFor((await download(`${base}/checksums.txt`, options)).toString("utf8"), asset);
  if (!expected) throw new Error(`checksums.txt of v${version} lists no ${asset}`);
  const archive = await download(`${base}/${asset}`, {
    ...options,
    onBytes: (received, total) =>
      progress.report(total ? `${megabytes(received)} of ${megabytes(total)} MB` : `${megabytes(received)} MB`),
  });
  const actual = createHash("sha256").update(archive).digest("hex");
  if (actual !== expected) throw new Error(`${asset} has SHA-256 ${actual}, but the release lists ${expected}`);
  await writeFile(target, extractZipEntry(archive, path.basename(target)));
  await chmod(target, 0o755);
}

function errorText(error: unknown): string {
  const e = error as { code?: string; path?: string; stderr?: string; message?: string };
  if (e.code === "ENOENT") return `${e.path ?? "the program"} was not found on PATH`;
  return (e.stderr?.trim().split("\n").slice(-3).join(" ") || e.message || String(error)).slice(0, 500);
}

export interface EnsureOptions {
  /** Stops a download or Go build under way (npm start, when its build fails beside it). */
  signal?: AbortSignal;
  /** How long the release site has to answer; the tests shorten it. */
  answerTimeoutMs?: number;
}

interface Attempt {
  /** For the list of what was tried. */
  name: string;
  lines: StepLines;
  run: (progress: Progress) => Promise<void>;
}

/**
 * Returns the path of a PocketBase binary of the pinned version: PB_BIN when set, else the cached one, else the
 * release archive checked against its checksums.txt, else one built with Go. The archive comes first, with a short
 * timeout: it takes seconds where it can be reached, and a Go build a minute or two (issue 25). A binary that reports
 * another version is never used.
 */
export async function ensurePocketBase(
  log: (line: string) => void = console.error,
  { signal, answerTimeoutMs = RELEASE_ANSWER_TIMEOUT_MS }: EnsureOptions = {},
): Promise<string> {
  const version = await pinnedVersion();
  const fromEnv = process.env.PB_BIN;
  if (fromEnv) {
    const found = await reportedVersion(fromEnv);
    if (found !== version) {
      throw new Error(
        `PB_BIN=${fromEnv} ${found ? `is PocketBase ${found}` : "did not answer --version"}, but this project pins ${version} (scripts/pocketbase.version). Unset PB_BIN or point it at a ${version} binary.`,
      );
    }
    return fromEnv;
  }

  const target = cachedBinaryPath(version);
  if ((await exists(target)) && (await reportedVersion(target)) === version) return target;
  await mkdir(path.dirname(target), { recursive: true });

  // Named in the opening line when PocketBase publishes one for this machine; where it does not, the attempt fails
  // and says so, and Go builds it.
  const asset = (() => {
    try {
      return releaseAssetName(version, process.platform, process.arch);
    } catch {
      return `PocketBase ${version}'s release archive`;
    }
  })();
  const pkg = "github.com/pocketbase/pocketbase/examples/base";
  const attempts: Attempt[] = [
    {
      name: "release archive",
      lines: {
        doing: `downloading ${asset} from ${releaseBaseUrl()}/v${version}`,
        done: `downloaded ${asset} and checked it against checksums.txt`,
        note: `Go builds it instead if the site does not answer within ${answerTimeoutMs / 1000} s`,
      },
      run: (progress) => downloadRelease(version, target, progress, { answerTimeoutMs, signal }),
    },
    {
      name: "Go build",
      lines: {
        doing: `building PocketBase ${version} with Go`,
        done: `built PocketBase ${version} with Go`,
        note: `${pkg}@v${version}: a minute or two the first time, seconds once Go's cache has it`,
      },
      run: (progress) =>
        goInstall(pkg, version, target, `-X github.com/pocketbase/pocketbase.Version=${version}`, {
          signal,
          onProgress: (status) => progress.report(status),
        }),
    },
  ];
  const failures: string[] = [];
  for (const [i, attempt] of attempts.entries()) {
    const next = attempts[i + 1];
    const failed = (error: unknown, seconds: string) =>
      `PocketBase ${version}: the ${attempt.name} failed after ${seconds} s (${errorText(error)})${next ? `; ${next.lines.doing} instead` : ""}`;
    try {
      await step(
        { ...attempt.lines, failed },
        async (progress) => {
          await attempt.run(progress);
          const found = await reportedVersion(target);
          if (found !== version) throw new Error(`the binary reports ${found ?? "no version"} instead of ${version}`);
        },
        { log },
      );
      log(`PocketBase ${version}: ready at ${path.relative(projectRoot, target)}`);
      return target;
    } catch (error) {
      await rm(target, { force: true });
      failures.push(`- ${attempt.name}: ${errorText(error)}`);
      if (signal?.aborted) throw error;
    }
  }
  throw new Error(
    [
      `Could not obtain PocketBase ${version}. There are three ways:`,
      `  1. set PB_BIN to the path of a PocketBase ${version} binary;`,
      `  2. allow downloads from ${RELEASES}/v${version}/ (or set PB_RELEASE_BASE_URL to a mirror);`,
      `  3. install Go (1.25 or newer) so it can be built from ${pkg}@v${version}.`,
      "What was tried:",
      ...failures,
    ].join("\n"),
  );
}
