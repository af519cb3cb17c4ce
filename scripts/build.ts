// npm run build: compiles hooks and migrations, then the web app. With --if-stale, only what changed.
import { build } from "./lib/build";

try {
  await build({ onlyStale: process.argv.includes("--if-stale") });
} catch (error) {
  console.error(`Build failed: ${(error as Error).message}`);
  process.exit(1);
}
