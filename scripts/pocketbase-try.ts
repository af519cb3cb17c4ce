// `npm run pocketbase:try -- 0.40.4`: tries this commit on another PocketBase version before anyone moves the pin
// (docs/operations.md, "Moving PocketBase to a new version"). In a scratch worktree of HEAD with
// scripts/pocketbase.version changed, it builds that version with Go, type-checks the hooks and migrations against the
// new binary's own declarations, and runs the integration tests on it: among them the upgrade of the first release's
// data dir (made by 0.39.11), which is the new version opening an old version's data. Prints one line per step and
// exits non-zero at the first that fails. Nothing in the project's own checkout changes.
import { execFile, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { pinnedVersion, projectRoot } from "./lib/pocketbase-binary";

const version = process.argv[2] ?? "";
if (!/^\d+\.\d+\.\d+$/.test(version)) {
  console.error("Usage: npm run pocketbase:try -- <version>, e.g. 0.40.4 (a PocketBase release, without the v)");
  process.exit(1);
}

const git = (...args: string[]) => promisify(execFile)("git", args, { cwd: projectRoot });
const started = Date.now();
const line = (text: string) => console.log(`pocketbase:try ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s  ${text}`);

/** Runs a command in the worktree; its output goes to the log file only, its tail to the screen if it fails. */
function step(name: string, command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    const child = spawn(command, args, { cwd, env: { ...process.env, CI: "true" } });
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.on("close", (code) => {
      if (code === 0) {
        line(`ok    ${name}`);
        resolve();
      } else {
        line(`FAIL  ${name} (exit ${code}); its last lines:`);
        console.log(output.split("\n").slice(-40).join("\n"));
        reject(new Error(`${name} failed`));
      }
    });
  });
}

const pinned = await pinnedVersion();
const scratch = await mkdtemp(path.join(tmpdir(), `pocketbase-try-${version}-`));
line(
  `trying PocketBase ${version} (pinned: ${pinned}) on ${(await git("rev-parse", "--short", "HEAD")).stdout.trim()}, in ${scratch}`,
);
let failed = false;
try {
  await git("worktree", "add", "--detach", scratch, "HEAD");
  await writeFile(path.join(scratch, "scripts/pocketbase.version"), `${version}\n`);
  // The packages the lockfile names (from npm's cache): a link to this checkout's node_modules would make Vite see
  // every package outside the project, and the JS budget test read them as the app's own.
  await step("packages installed (npm ci)", "npm", ["ci", "--no-audit", "--no-fund", "--prefer-offline"], scratch);
  await step(`PocketBase ${version} built with Go`, "npx", ["tsx", "scripts/pocketbase.ts"], scratch);
  await step("hooks, migrations and web app built", "npx", ["tsx", "scripts/build.ts"], scratch);
  await step(`type-checked against ${version}'s own declarations`, "npx", ["tsx", "scripts/typecheck.ts"], scratch);
  await step(
    "integration tests (the first release's data dir upgraded among them)",
    "npx",
    ["vitest", "run", "--project", "integration", "--project", "integration-alone"],
    scratch,
  );
  line(
    `PocketBase ${version} passes. To move: write ${version} into scripts/pocketbase.version, then follow docs/operations.md.`,
  );
} catch {
  failed = true;
  line(`PocketBase ${version} does not pass yet: keep ${pinned} pinned, and read its changelog for what changed.`);
} finally {
  await git("worktree", "remove", "--force", scratch).catch(() => rm(scratch, { recursive: true, force: true }));
}
process.exit(failed ? 1 : 0);
