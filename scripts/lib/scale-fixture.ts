// Makes the scale fixture (issue 34; scripts/fixtures/scale-plan.ts) in a data dir: the pinned PocketBase runs the
// fixture's own command beside a copy of the built hooks, so every hook of the site runs on every record as it would
// for an editor's save, and nothing of the fixture ships in pb_hooks/. The data dir is migrated first if it is new.
import { spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as esbuild from "esbuild";
import jpeg from "jpeg-js";
import { SCALE_PICTURES, type ScaleSizes } from "../fixtures/scale-plan";
import { projectRoot } from "./pocketbase-binary";
import { projectDirs } from "./pocketbase-process";

const inPocketBase = path.join(projectRoot, "scripts/fixtures/in-pocketbase");

/** A small real JPEG of one shade (48×30, about 1 KB): the covers are shared from a few of these. */
function picture(shade: number): Buffer {
  const width = 48;
  const height = 30;
  return Buffer.from(jpeg.encode({ data: Buffer.alloc(width * height * 4, shade), width, height }, 80).data);
}

/** The built hooks, with the fixture's command and its module compiled beside them (as the build compiles hooks). */
async function hooksWithCommand(dir: string): Promise<void> {
  const built = (source: string) => path.relative(projectDirs.hooks, source).split(path.sep)[0] !== "src";
  await cp(projectDirs.hooks, dir, { recursive: true, filter: built });
  const common = { bundle: true, format: "cjs", platform: "neutral", target: "es2020", logLevel: "warning" } as const;
  await esbuild.build({
    ...common,
    entryPoints: [path.join(inPocketBase, "scale.pb.ts")],
    outfile: path.join(dir, "scale.pb.js"),
  });
  await esbuild.build({
    ...common,
    entryPoints: [path.join(inPocketBase, "scale-command.ts")],
    outfile: path.join(dir, "scale-fixture.js"),
  });
}

export interface ScaleFixtureOptions {
  bin: string;
  dataDir: string;
  sizes: ScaleSizes;
  /** The environment the migrations run with if the data dir is new (SEED_DEMO above all). */
  env?: NodeJS.ProcessEnv;
  /** Each line the command prints ("2000 projects saved"). */
  progress?: (line: string) => void;
}

/** Saves the fixture into `dataDir` (no server may be running on it); returns how long it took, in ms. */
export async function makeScaleFixture(options: ScaleFixtureOptions): Promise<number> {
  const started = performance.now();
  const work = await mkdtemp(path.join(tmpdir(), "scale-fixture-"));
  try {
    const hooks = path.join(work, "hooks");
    const pictures = path.join(work, "pictures");
    await hooksWithCommand(hooks);
    await mkdir(pictures);
    for (let i = 0; i < SCALE_PICTURES; i++)
      await writeFile(path.join(pictures, `cover-${i}.jpg`), picture(60 + (i * 150) / SCALE_PICTURES));
    const dirs = [
      `--dir=${options.dataDir}`,
      `--hooksDir=${hooks}`,
      `--migrationsDir=${projectDirs.migrations}`,
      `--publicDir=${projectDirs.public}`,
    ];
    // A command of the hooks' own runs no migrations: `migrate up` first (nothing to do on a data dir already served).
    await run(options, ["migrate", "up", ...dirs]);
    await run(options, ["scale-fixture", pictures, String(options.sizes.articles), String(options.sizes.projects), ...dirs]);
    return performance.now() - started;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Runs the binary to its end, each line it prints passed to `progress`; fails with its last line. */
function run(options: ScaleFixtureOptions, args: string[]): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(options.bin, args, { env: { ...process.env, ...options.env }, stdio: ["ignore", "pipe", "pipe"] });
    let last = "";
    const lines = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        last = line;
        options.progress?.(line);
      }
    };
    child.stdout.on("data", lines);
    child.stderr.on("data", lines);
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`pocketbase ${args[0]} exited with ${code}: ${last}`)),
    );
  });
}
