// Issue 11's JS budget, checked over the built files (the global setup builds pb_public first).
// Deterministic: sizes come from the build's brotli twins and the module graph from Vite's
// manifest, so no browser and no clock is involved (decision 084).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type JsBudgetFigures, measureJs, totalBrotli } from "../scripts/lib/js-budget";
import { projectDirs } from "../scripts/lib/pocketbase-process";

const KB = 1024;
/** Brotli bytes of the entry, its modulepreloads and their static imports (issue 11). */
const BEFORE_FIRST_RENDER_BUDGET = 100 * KB;
/** Brotli bytes of everything a full load of / can fetch on a phone, the background work after load included (issue 25). */
const HOME_BUDGET = 150 * KB;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function largest(sizes: JsBudgetFigures["loadedByHome"]): string {
  return [...sizes]
    .sort((a, b) => b.brotli - a.brotli)
    .slice(0, 5)
    .map((size) => `${path.basename(size.file)} ${kb(size.brotli)}`)
    .join(", ");
}

describe("the JS budget (brotli, as the server sends it)", async () => {
  const figures = await measureJs(projectDirs.public);
  const critical = totalBrotli(figures.beforeFirstRender);
  const home = totalBrotli(figures.loadedByHome);
  const desktop = totalBrotli(figures.loadedByHomeOnDesktop);
  console.log(
    `JS before the first render: ${kb(critical)} brotli in ${figures.beforeFirstRender.length} files (budget ${kb(BEFORE_FIRST_RENDER_BUDGET)}); largest: ${largest(figures.beforeFirstRender)}`,
  );
  console.log(
    `JS / loads on a phone, background work included: ${kb(home)} brotli in ${figures.loadedByHome.length} files (budget ${kb(HOME_BUDGET)}); largest: ${largest(figures.loadedByHome)}`,
  );
  // Not budgeted: the budget is a phone's. A desktop adds what only a wheel needs (js-budget.ts WHEEL_ONLY).
  console.log(`JS / loads on a desktop: ${kb(desktop)} brotli in ${figures.loadedByHomeOnDesktop.length} files`);

  it(`the entry, its modulepreloads and their static imports stay within ${kb(BEFORE_FIRST_RENDER_BUDGET)}`, () => {
    expect(critical, largest(figures.beforeFirstRender)).toBeLessThanOrEqual(BEFORE_FIRST_RENDER_BUDGET);
  });

  it(`everything / loads on a phone, motion code after the first paint and live updates after the network is quiet included, stays within ${kb(HOME_BUDGET)}`, () => {
    expect(home, largest(figures.loadedByHome)).toBeLessThanOrEqual(HOME_BUDGET);
  });
});
