import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { chmod, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { goInstall } from "./go-install";
import { extractZipEntry } from "./zip";

const run = promisify(execFile);
export const projectRoot = path.resolve(import.meta.dirname, "../..");
const RELEASES = "https://github.com/pocketbase/pocketbase/releases/download";

export async function pinnedVersion(): Promise<string> {
  return (await readFile(path.join(projectRoot, "scripts/pocketbase.version"), "utf8")).trim();
}

export function cachedBinaryPath(version: string): string {
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

async function buildWithGo(version: string, target: string, log: (line: string) => void): Promise<void> {
  const pkg = "github.com/pocketbase/pocketbase/examples/base";
  log(
    `PocketBase ${version}: building ${pkg}@v${version} with Go. A first build takes a few minutes; later runs reuse the cache.`,
  );
  await goInstall(pkg, version, target, `-X github.com/pocketbase/pocketbase.Version=${version}`);
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url, { redirect: "follow" });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function downloadRelease(version: string, target: string, log: (line: string) => void): Promise<void> {
  const base = `${process.env.PB_RELEASE_BASE_URL ?? RELEASES}/v${version}`;
  const asset = releaseAssetName(version, process.platform, process.arch);
  log(`PocketBase ${version}: downloading ${asset} from ${base} and checking it against checksums.txt.`);
  const expected = checksumFor((await download(`${base}/checksums.txt`)).toString("utf8"), asset);
  if (!expected) throw new Error(`checksums.txt of v${version} lists no ${asset}`);
  const archive = await download(`${base}/${asset}`);
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

/**
 * Returns the path of a PocketBase binary of the pinned version: PB_BIN when set,
 * else the cached one, else one built with Go, else one downloaded from the release.
 * A binary that reports another version is never used.
 */
export async function ensurePocketBase(log: (line: string) => void = console.error): Promise<string> {
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

  const failures: string[] = [];
  const attempts: [string, () => Promise<void>][] = [
    ["go install", () => buildWithGo(version, target, log)],
    ["release archive", () => downloadRelease(version, target, log)],
  ];
  for (const [name, attempt] of attempts) {
    try {
      await attempt();
      const found = await reportedVersion(target);
      if (found === version) {
        log(`PocketBase ${version}: ready at ${path.relative(projectRoot, target)}`);
        return target;
      }
      throw new Error(`the binary reports ${found ?? "no version"} instead of ${version}`);
    } catch (error) {
      await rm(target, { force: true });
      failures.push(`- ${name}: ${errorText(error)}`);
    }
  }
  throw new Error(
    [
      `Could not obtain PocketBase ${version}. There are three ways:`,
      `  1. set PB_BIN to the path of a PocketBase ${version} binary;`,
      `  2. install Go (1.25 or newer) so it can be built from github.com/pocketbase/pocketbase/examples/base@v${version};`,
      `  3. allow downloads from ${RELEASES}/v${version}/ (or set PB_RELEASE_BASE_URL to a mirror).`,
      "What was tried:",
      ...failures,
    ].join("\n"),
  );
}
