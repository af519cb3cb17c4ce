import { execFile } from "node:child_process";
import { chmod, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { projectRoot } from "./pocketbase-binary";

const run = promisify(execFile);

export interface GoInstallOptions {
  /** Kills the build. */
  signal?: AbortSignal;
  /** How far the build has got, from Go's own lines ("36 modules downloaded; compiling package 212"). */
  onProgress?: (status: string) => void;
}

/** Reads Go's stderr as it comes: `go: downloading <module>` lines, then (with -v) one line per package it compiles. */
export function goProgressCounter(onProgress: (status: string) => void): (chunk: string) => void {
  let partial = "";
  let modules = 0;
  let packages = 0;
  return (chunk) => {
    const lines = (partial + chunk).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (line.startsWith("go: downloading ")) modules++;
      else if (/^[\w.-]+(\/[\w.~-]+)*$/.test(line.trim())) packages++;
    }
    const parts = [
      modules > 0 ? `${modules} module${modules === 1 ? "" : "s"} downloaded` : "",
      packages > 0 ? `compiling package ${packages}` : "",
    ];
    onProgress(parts.filter(Boolean).join("; "));
  };
}

/**
 * Builds a Go command at a pinned version into `target`, with cgo off (a static binary, no C toolchain needed) and
 * the local Go (no toolchain download). The module cache makes a second build of the same version quick.
 */
export async function goInstall(
  pkg: string,
  version: string,
  target: string,
  ldflags = "",
  { signal, onProgress }: GoInstallOptions = {},
): Promise<void> {
  const gobin = path.join(path.dirname(target), "go-bin");
  // -v names each package as Go compiles it: what the progress line counts.
  const verbose = onProgress ? ["-v"] : [];
  const building = run("go", ["install", ...verbose, "-trimpath", "-ldflags", `-s -w ${ldflags}`.trim(), `${pkg}@v${version}`], {
    env: { ...process.env, CGO_ENABLED: "0", GOBIN: gobin, GOTOOLCHAIN: "local" },
    maxBuffer: 16 * 1024 * 1024,
    signal,
  });
  if (onProgress) building.child.stderr?.on("data", goProgressCounter(onProgress));
  await building;
  const exe = path.basename(pkg) + (process.platform === "win32" ? ".exe" : "");
  await rename(path.join(gobin, exe), target);
  await chmod(target, 0o755);
  await rm(gobin, { recursive: true, force: true });
}

/** A Go command the drill runs in front of or beside PocketBase, pinned like PocketBase is. */
export interface GoTool {
  name: string;
  /** The package of the command, inside its module. */
  pkg: string;
  version: string;
  /** Stamps the version where the command does not report it by itself. */
  ldflags?: string;
  /** Arguments that make it print its version. */
  versionArgs: string[];
}

// docker-compose.yml runs the images of the same versions (tests/docker.test.ts keeps them equal).
export const CADDY: GoTool = {
  name: "caddy",
  pkg: "github.com/caddyserver/caddy/v2/cmd/caddy",
  version: "2.11.9",
  // Built from its own module, Caddy reports "unknown" unless told.
  ldflags: "-X github.com/caddyserver/caddy/v2.CustomVersion=v2.11.9",
  versionArgs: ["version"],
};

export const LITESTREAM: GoTool = {
  name: "litestream",
  pkg: "github.com/benbjohnson/litestream/cmd/litestream",
  version: "0.5.18",
  versionArgs: ["version"],
};

function cachedToolPath(tool: GoTool): string {
  return path.join(projectRoot, ".cache", tool.name, tool.version, tool.name);
}

async function reports(bin: string, tool: GoTool): Promise<boolean> {
  try {
    const { stdout } = await run(bin, tool.versionArgs, { timeout: 30_000 });
    return stdout.trim().split(/\s+/)[0] === `v${tool.version}`;
  } catch {
    return false;
  }
}

/** The cached binary of the pinned version, built with `go install` the first time (a few minutes). */
export async function ensureGoTool(tool: GoTool, log: (line: string) => void = console.error): Promise<string> {
  const target = cachedToolPath(tool);
  const found = await stat(target).then(
    (s) => s.isFile(),
    () => false,
  );
  if (found && (await reports(target, tool))) return target;
  log(
    `${tool.name} ${tool.version}: building ${tool.pkg}@v${tool.version} with Go; later runs reuse ${path.relative(projectRoot, target)}.`,
  );
  try {
    await goInstall(tool.pkg, tool.version, target, tool.ldflags);
  } catch (error) {
    const e = error as { stderr?: string; message?: string; code?: string };
    const why = e.code === "ENOENT" ? "go was not found on PATH" : (e.stderr || e.message || String(error)).trim().slice(-600);
    throw new Error(`Could not build ${tool.name} ${tool.version} (${tool.pkg}): ${why}`);
  }
  if (!(await reports(target, tool))) throw new Error(`${target} does not report v${tool.version}`);
  return target;
}
