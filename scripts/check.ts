// npm run check: the fast lane, everything that needs no browser (decision 084). The typecheck, lint and dead-code check run beside
// the unit and integration tests (three files at a time; vitest's global setup builds what is stale first); the files
// judged by time (tests/*.alone.test.ts) run last, with the machine to themselves. Only vitest prints as it goes; the others' output
// is held and printed once they end. The e2e suite is not run beside them: it keeps both cores busy on its own, and
// beside the integration tests both took half as long again and timed out.
import { spawn } from "node:child_process";
import path from "node:path";
import { projectRoot } from "./lib/pocketbase-binary";

interface Step {
  name: string;
  command: string[];
  /** Print as it comes (vitest) rather than held for the end. */
  live?: boolean;
}

interface Outcome {
  step: Step;
  ok: boolean;
  seconds: number;
  output: string;
}

const bin = (name: string) => path.join(projectRoot, "node_modules/.bin", name);

const sideBySide: Step[] = [
  { name: "typecheck", command: [bin("tsx"), "scripts/typecheck.ts"] },
  { name: "lint", command: [bin("biome"), "check", "--error-on-warnings", "."] },
  // Files nothing reaches, exports nothing imports, dependencies nothing uses (knip.ts names the entry points).
  { name: "dead code", command: [bin("knip"), "--no-progress"] },
  {
    name: "unit and integration tests",
    command: [bin("vitest"), "run", "--project", "unit", "--project", "integration"],
    live: true,
  },
];
const alone: Step = {
  name: "tests judged by time, alone",
  command: [bin("vitest"), "run", "--project", "integration-alone"],
  live: true,
};

function run(step: Step): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [command = "", ...args] = step.command;
    const child = spawn(command, args, {
      cwd: projectRoot,
      stdio: step.live ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? "1" : "0") },
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const end = (ok: boolean, note = "") =>
      resolve({ step, ok, seconds: (performance.now() - started) / 1000, output: output + note });
    child.on("error", (error) => end(false, `\n${step.name} could not start: ${error.message}\n`));
    child.on("exit", (code) => end(code === 0));
  });
}

const started = performance.now();
const outcomes = await Promise.all(sideBySide.map(run));
outcomes.push(await run(alone));
for (const { step, output } of outcomes) {
  if (!step.live && output.trim() !== "") console.log(`\n── ${step.name} ──\n${output.trimEnd()}`);
}
console.log("");
for (const { step, ok, seconds } of outcomes) {
  console.log(`check: ${step.name.padEnd(30)} ${ok ? "ok    " : "FAILED"} ${seconds.toFixed(0).padStart(4)} s`);
}
console.log(`check: ${"all".padEnd(30)}        ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`);
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
