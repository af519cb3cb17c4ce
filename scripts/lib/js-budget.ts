// The JavaScript a page costs, read from the built files alone: which chunks a browser must fetch,
// derived from index.html and Vite's manifest, and how many bytes each puts on the wire as brotli.
// No browser and no clock: the same build always gives the same figures (decision 084).
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { APP_ATTRIBUTE, BOOT_FILE_PREFIX } from "./vite-deferred-app";

/** One chunk in Vite's .vite/manifest.json, keyed there by its source (or a generated name). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Keys of the chunks it imports statically: the browser fetches them before running it. */
  imports?: string[];
  /** Keys of the chunks it may `import()` later. */
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The route files whose code a path needs before its first render: the root layout and the page's own route. */
const HOME_ROUTE_FILES = ["src/routes/__root.tsx", "src/routes/index.tsx"];

/** TanStack Router's code-split pieces of a route file, as the manifest names them ("src/routes/x.tsx?tsr-split=component"). */
const ROUTE_SPLIT = /^(src\/routes\/[^?]+)\?tsr-split=/;

/**
 * The scripts index.html asks for before the app runs, as paths under pb_public: the entry module (boot, and the
 * app that boot imports) and every modulepreload.
 */
export function scriptsNamedBy(indexHtml: string): string[] {
  const files: string[] = [];
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = /^<script\b/.test(tag) && /\btype="module"/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /\brel="modulepreload"/.test(tag);
    const address = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModule || isPreload) && address) files.push(address.replace(/^\//, ""));
    // Boot's tag names the app, which it imports once the page has loaded (scripts/lib/vite-deferred-app.ts).
    const app = isModule ? new RegExp(`\\b${APP_ATTRIBUTE}="([^"]+)"`).exec(tag)?.[1] : undefined;
    if (app) files.push(app.replace(/^\//, ""));
  }
  return files;
}

function keysByFile(manifest: Manifest): Map<string, string> {
  return new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
}

/** Every chunk reachable from start, following static imports and, where follow allows, dynamic ones. */
function reachable(manifest: Manifest, start: string[], follow: (key: string) => boolean): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
    for (const next of chunk.dynamicImports ?? []) if (follow(next)) visit(next);
  };
  for (const key of start) visit(key);
  return [...seen];
}

const files = (manifest: Manifest, keys: string[]) => keys.map((key) => manifest[key]?.file ?? key);

/**
 * (a) What must arrive before the first render: the files index.html names and everything they
 * import statically (a module runs only once its static imports have arrived). Boot is compiled
 * outside Vite's graph and imports nothing. Throws on any other file the manifest does not know,
 * since the graph would then be incomplete.
 */
export function beforeFirstRender(indexHtml: string, manifest: Manifest): string[] {
  const byFile = keysByFile(manifest);
  const named = scriptsNamedBy(indexHtml);
  const boot = named.filter((file) => file.startsWith(BOOT_FILE_PREFIX) && !byFile.has(file));
  const start = named
    .filter((file) => !boot.includes(file))
    .map((file) => {
      const key = byFile.get(file);
      if (!key)
        throw new Error(`index.html names ${file}, which Vite's manifest does not list: is the manifest from another build?`);
      return key;
    });
  return [
    ...boot,
    ...files(
      manifest,
      reachable(manifest, start, () => false),
    ),
  ];
}

/**
 * Code behind `import()` that a full load of `/` never asks for, each with the condition that does:
 * Draggable and Inertia load only for a `[data-draggable]` element (only the style guide /test has one).
 * e2e/first-response.spec.ts checks, in Chromium, that `/` fetches neither.
 */
const ON_DEMAND_ONLY: Record<string, string> = {
  "../node_modules/gsap/Draggable.js": "a [data-draggable] element (only /test)",
  "../node_modules/gsap/InertiaPlugin.js": "a [data-draggable] element (only /test)",
  "src/features/search/search-dialog.tsx": "the visitor opening search from the header (its button, / or Ctrl/⌘-K)",
  "src/app/errors/error-page.tsx": "a page that fails or is not found (web/src/app/errors/lazy-error-pages.ts)",
  "src/app/head/head-builder.ts":
    "a navigation inside the app: the first page keeps the server's head (web/src/app/head/route-head.ts)",
  "src/app/background/view-reports.ts":
    "the site's analytics setting, off by default (web/src/app/background/background-work.ts; decision 078)",
  "src/app/background/build-check.ts":
    "the hourly check for a newer deploy, an hour after load (web/src/app/background/build-updates.ts)",
  "src/app/menus/read-menus.ts":
    "a read of the menus in the browser, when a live update says a menu or a record one links to changed: a full page load has them in its inline data (issue 33)",
  "src/app/sections/built-in-home.ts":
    "a site with no published page at the address home: / then draws the composition it started from (issue 33)",
  "src/app/redirects/follow.ts":
    "a redirect met by a navigation inside the app: a full page load's redirects are the server's (web/src/app/redirects/apply.ts)",
  "src/app/sections/tagged-articles.ts": "a list of articles section given a tag (the home page's latest news have none)",
  "src/app/sections/home-preview.tsx": "a preview link of the home page (web/src/app/sections/home-page.tsx)",
  "src/app/sections/kind-modules.ts":
    "a page with a section of a kind the home page's composition does not use (web/src/app/sections/sections.tsx)",
  "src/app/languages/suggestion.ts":
    "a visitor whose browser prefers another of the site's live languages, until they answer (web/src/app/languages/preference.ts)",
  "src/lib/sdk-client.ts":
    "the SDK, with the first API request (a navigation inside the app, search, the stats page): a full page load renders from its inline data, and live updates speak PocketBase's realtime protocol themselves (web/src/lib/live-connection.ts, decision 071)",
};

/**
 * Code behind `import()` that only a device with a mouse or trackpad asks for: Lenis, which smooths the wheel and
 * nothing else (web/src/motion/smooth-scroll.ts, decision 080). A phone never loads it. The budget is a phone's (issue
 * 11: a mid-range phone); the test prints what a desktop loads too. e2e/first-response.spec.ts checks both in Chromium.
 */
const WHEEL_ONLY: Record<string, string> = {
  "../node_modules/lenis/dist/lenis.mjs": "a mouse or trackpad among the device's pointers ((any-pointer: fine))",
};

/** Who loads the page: a phone (touch alone) or a desktop (a wheel to smooth). */
export type Device = "phone" | "desktop";

/**
 * (b) All the JS a full load of `/` can fetch on `device`, the background work after the network is quiet included:
 * (a), the split chunks of the routes `/` renders (the router loads them before its first render), and every
 * `import()` reachable from those, whether or not the page ends up calling it, except other routes' chunks, which only
 * a navigation or a hovered link fetches, ON_DEMAND_ONLY and, on a phone, WHEEL_ONLY. Counting every other reachable
 * `import()` is deliberately an upper bound: code moved behind `import()` to run after the first paint, or after the
 * network is quiet (AFTER_NETWORK_QUIET), still loads within seconds, so it stays in this budget.
 */
export function loadedByHome(indexHtml: string, manifest: Manifest, device: Device = "phone"): string[] {
  const routeSplits = Object.keys(manifest).filter((key) => HOME_ROUTE_FILES.includes(ROUTE_SPLIT.exec(key)?.[1] ?? ""));
  if (!routeSplits.some((key) => key.startsWith("src/routes/index.tsx"))) {
    throw new Error(
      "Vite's manifest has no split chunk for src/routes/index.tsx: has the home route moved or stopped splitting?",
    );
  }
  const otherRoute = (key: string) => ROUTE_SPLIT.test(key) && !routeSplits.includes(key);
  // A package as Vite names it from web/ ("../node_modules/gsap/Draggable.js"), also where node_modules is a link to
  // another checkout's ("../../main/node_modules/…", a git worktree's).
  const named = (key: string) => key.replace(/^(?:\.\.\/)+(?:[\w.-]+\/)*?node_modules\//, "../node_modules/");
  const byFile = keysByFile(manifest);
  const critical = beforeFirstRender(indexHtml, manifest).map((file) => byFile.get(file) ?? file);
  return files(
    manifest,
    reachable(
      manifest,
      [...critical, ...routeSplits],
      (key) => !otherRoute(key) && !(named(key) in ON_DEMAND_ONLY) && (device === "desktop" || !(named(key) in WHEEL_ONLY)),
    ),
  );
}

export interface WireSize {
  file: string;
  raw: number;
  /** What the server sends a browser that accepts brotli: the build's .br twin, or the file itself when it has none. */
  brotli: number;
}

const sizeOf = (file: string) =>
  stat(file).then(
    (s) => s.size,
    () => undefined,
  );

/** The wire size of each file under publicDir, as the static route serves it (decision 071: twins only where smaller). */
async function wireSizes(publicDir: string, files: string[]): Promise<WireSize[]> {
  return Promise.all(
    files.map(async (file) => {
      const raw = await sizeOf(path.join(publicDir, file));
      if (raw === undefined) throw new Error(`${file} is named by the build but missing from ${publicDir}`);
      return { file, raw, brotli: (await sizeOf(path.join(publicDir, `${file}.br`))) ?? raw };
    }),
  );
}

export const totalBrotli = (sizes: WireSize[]) => sizes.reduce((sum, size) => sum + size.brotli, 0);

export interface JsBudgetFigures {
  beforeFirstRender: WireSize[];
  /** What a phone loads for `/`: the figure the budget holds. */
  loadedByHome: WireSize[];
  /** What a desktop loads for `/`: the phone's, and WHEEL_ONLY. */
  loadedByHomeOnDesktop: WireSize[];
}

/** Both figures for the build in publicDir (index.html and .vite/manifest.json). */
export async function measureJs(publicDir: string): Promise<JsBudgetFigures> {
  const indexHtml = await readFile(path.join(publicDir, "index.html"), "utf8");
  const manifest = JSON.parse(await readFile(path.join(publicDir, ".vite/manifest.json"), "utf8")) as Manifest;
  return {
    beforeFirstRender: await wireSizes(publicDir, beforeFirstRender(indexHtml, manifest)),
    loadedByHome: await wireSizes(publicDir, loadedByHome(indexHtml, manifest)),
    loadedByHomeOnDesktop: await wireSizes(publicDir, loadedByHome(indexHtml, manifest, "desktop")),
  };
}
