// npm run fixture:scale -- <data dir> [articles] [projects]: adds the scale fixture (issue 34: 20,000 articles and 2,000
// projects in three languages, by default) to a data dir, made with the demo content if it is new. Then, e.g.
// `PB_DIR=<data dir> npm run serve`. The bench makes its own (scripts/bench/scale.ts).
import path from "node:path";
import { SCALE } from "./fixtures/scale-plan";
import { ensurePocketBase } from "./lib/pocketbase-binary";
import { makeScaleFixture } from "./lib/scale-fixture";

const [dir, articles = String(SCALE.articles), projects = String(SCALE.projects)] = process.argv.slice(2);
const sizes = { articles: Number(articles), projects: Number(projects) };
if (!dir || !Number.isInteger(sizes.articles) || !Number.isInteger(sizes.projects) || sizes.articles < 0 || sizes.projects < 0) {
  console.error("Usage: npm run fixture:scale -- <data dir> [articles] [projects]   (whole numbers; by default 20000 2000)");
  process.exit(2);
}
const dataDir = path.resolve(dir);
const started = performance.now();
try {
  const ms = await makeScaleFixture({
    bin: await ensurePocketBase(),
    dataDir,
    sizes,
    env: { SEED_DEMO: process.env.SEED_DEMO ?? "true" },
    progress: (line) => console.error(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`),
  });
  console.log(`The scale fixture is in ${dataDir} (${(ms / 1000).toFixed(1)} s).`);
} catch (error) {
  console.error(`The scale fixture failed: ${(error as Error).message}`);
  process.exit(1);
}
