// npm run typecheck: the Node side (scripts, tests), e2e, the web app, and the server (hooks + migrations).
import { spawn } from "node:child_process";
import path from "node:path";
import { projectRoot } from "./lib/pocketbase-binary";
import { ensurePocketBaseTypes } from "./lib/pocketbase-types";

const projects = [
  "tsconfig.json",
  "e2e/tsconfig.json",
  "shared/tsconfig.json",
  "web/tsconfig.json",
  "pb_hooks/src/tsconfig.json",
  "scripts/fixtures/in-pocketbase/tsconfig.json",
];

function tsc(project: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(path.join(projectRoot, "node_modules/.bin/tsc"), ["--noEmit", "-p", project], {
      cwd: projectRoot,
      stdio: "inherit",
    });
    child.on("exit", (code) => resolve(code === 0));
  });
}

try {
  await ensurePocketBaseTypes();
} catch (error) {
  console.error(`typecheck needs PocketBase's declarations: ${(error as Error).message}`);
  process.exit(1);
}
const results = await Promise.all(projects.map(tsc));
projects.forEach((project, i) => {
  console.log(`typecheck ${project}: ${results[i] ? "ok" : "FAILED"}`);
});
process.exit(results.every(Boolean) ? 0 : 1);
