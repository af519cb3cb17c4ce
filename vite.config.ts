import path from "node:path";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { LongFilesFirst } from "./scripts/lib/test-order.ts";
import { buildId } from "./scripts/lib/vite-build-id.ts";
import { deferredApp } from "./scripts/lib/vite-deferred-app.ts";
import { devPageData } from "./scripts/lib/vite-dev-page-data.ts";
import { fontPreload } from "./scripts/lib/vite-font-preload.ts";
import { fontSubset } from "./scripts/lib/vite-font-subset.ts";
import { type LeftOut, leftOut } from "./scripts/lib/vite-left-out.ts";

const root = import.meta.dirname;
const pocketbase = `http://${process.env.PB_HTTP ?? "127.0.0.1:8090"}`;

/**
 * What libraries carry for features the site never uses, left out of the app's production build (decision 081):
 * React Query's mutations and infinite queries (the site reads; it pages a list by its address), and the router's
 * scroll restoration, which is off (scrolling is the page transition's).
 */
export const LEFT_OUT: LeftOut[] = [
  {
    package: "@tanstack/query-core",
    modules: ["./mutationCache.js", "./infiniteQueryBehavior.js"],
    standIn: path.join(root, "web/src/lib/queries-only.ts"),
  },
  {
    package: "@tanstack/router-core",
    modules: ["./scroll-restoration.js"],
    standIn: path.join(root, "web/src/lib/router-scroll-off.ts"),
  },
];

/** What every integration project shares: the binary and a fresh build first, and a real server per file. */
const integration = {
  globalSetup: [path.join(root, "tests/support/global-setup.ts")],
  testTimeout: 30_000,
  hookTimeout: 90_000,
};

export default defineConfig({
  root: path.join(root, "web"),
  // One cache for Vite and vitest, outside the app's sources (whose contents decide when to rebuild).
  cacheDir: path.join(root, "node_modules/.vite"),
  resolve: {
    alias: {
      // @tanstack/react-store asks for the shim, which carries its own useSyncExternalStore for React < 18 (1.5 KB in
      // the app's entry); React 19 has it, and the package's plain build uses it.
      "use-sync-external-store/shim/with-selector": "use-sync-external-store/with-selector",
    },
  },
  plugins: [
    // The router plugin must come before react() so split route chunks are transformed first.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // A page's loader travels with its screen (the router's default splits the screen alone): what a loader needs
      // (search's query, the news list's tag filter) no other page does, and the router fetches that chunk before
      // running the loader anyway, so the app's entry need not carry it for every page (decision 078).
      codeSplittingOptions: { defaultBehavior: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]] },
      routesDirectory: path.join(root, "web/src/routes"),
      generatedRouteTree: path.join(root, "web/src/routeTree.gen.ts"),
    }),
    react(),
    // Inter and Fraunces cut down to the weights and features the site uses (decision 081).
    fontSubset(
      ["@fontsource-variable/inter", "@fontsource-variable/fraunces"],
      path.join(root, "node_modules/.cache/font-subset"),
    ),
    // The Latin faces every page sets its text in; other scripts load when a page needs them.
    fontPreload(["inter-latin-wght-normal", "fraunces-latin-wght-normal"]),
    deferredApp(path.join(root, "web/src/boot.ts")),
    leftOut(LEFT_OUT),
    // builds/latest.json, which open pages poll to learn of a new deploy (web/src/app/background/build-updates.ts).
    buildId(),
    devPageData(pocketbase),
  ],
  build: {
    outDir: path.join(root, "pb_public"),
    emptyOutDir: true,
    assetsDir: "assets",
    // .vite/manifest.json: the module graph the JS budget test reads (tests/js-budget.test.ts).
    manifest: true,
    // One stylesheet for every page (about 20 KB, 5 KB as brotli), linked from index.html: the server's
    // first response paints any page fully styled, with JavaScript or without, before a route's code loads.
    cssCodeSplit: false,
    // Every browser the site supports knows modulepreload: the polyfill would be half a KB of the app's entry.
    modulePreload: {
      polyfill: false,
      // What the home page may load but rarely does (a section of another kind or tag, its preview, the composition of a
      // site with no home page, a redirect met inside the app) loads its own imports after it: a list of them to preload would cost every phone's `/`
      // some bytes of its budget (issue 33) to spare a rare page one round trip.
      resolveDependencies: (url, deps) =>
        /\/(kind-modules|home-preview|built-in-home|tagged-articles|follow)-/.test(`/${url}`) ? [] : deps,
    },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically, in one file: left alone, Rolldown cuts the modules the entry
        // shares with the routes' chunks into some thirty small files, which compress worse one by one and were
        // all modulepreloaded. Route components, motion, the SDK and the rich-text sanitiser stay behind import().
        // The feature components several pages show (cards) go in one chunk too, with what they import: a few KB
        // together, where each alone was a file too small to be worth compressing. Not search's: its page and the
        // header's dialog share them, and both load only when asked for (decision 078).
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], priority: 2 },
            // Nor what a page's sections share with one other page (the contact form, the video player, a page of news), nor
            // the offices' details (the office and contact pages'): in the cards, the home page would fetch them too (issue 33).
            {
              name: "cards",
              test: /\/web\/src\/features\/(?!search\/|contact\/|projects\/video-player|news\/news-page-query|offices\/office-details)/,
              minShareCount: 2,
              priority: 1,
            },
            // Small modules the home page's later chunks share, each once its own file of some 150 bytes of imports and
            // exports around a few hundred of code: one file (issue 25's phone budget counts each file's wrapping).
            {
              name: "shared-small",
              test: /\/(shared\/(pages\/public-paths|languages\/alternates|content\/typed-phrases|images\/grid-sizes)\.ts|web\/src\/(lib\/typed-phrases\.tsx|motion\/presets\.ts|features\/site\/site-words\.ts|app\/languages\/switcher\.tsx|app\/background\/background-work\.ts)|react-query\/build\/modern\/useSuspenseQuery\.js)$/,
              priority: 1,
            },
            // The home page is a page of sections (issue 33): the kinds its composition shows, what draws and loads them and
            // the preview bar, in one file beside the home route (shared/sections/home.ts HOME_KINDS; the other kinds stay
            // apart, fetched by a page that shows one). Seven files before, each with its own imports: 2.8 KB more.
            {
              name: "home-sections",
              test: /\/web\/src\/(app\/sections\/(sections|section-data|hero-section|list-sections|section-image|list-queries|page-query|home-page)\.tsx?)$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": { target: pocketbase, changeOrigin: true },
      "/_/": { target: pocketbase, changeOrigin: true },
      // A page's payload (`<page>/_payload.json`, shared/pages/payload.ts), which links preload: PocketBase's.
      "^(?:/[^?#]*)?/_payload\\.json(?:\\?.*)?$": { target: pocketbase, changeOrigin: true },
    },
  },
  test: {
    // Three files at a time on two cores: most of an integration test's time is spent waiting on its PocketBase (a
    // cron minute, a hung mail server, a timeout), not computing (decision 084).
    maxWorkers: 3,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: "unit",
          root,
          include: [
            "web/src/**/*.test.{ts,tsx}",
            "shared/**/*.test.ts",
            "pb_hooks/src/**/*.test.ts",
            "pb_migrations/src/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          root,
          include: ["tests/**/*.test.ts"],
          exclude: ["tests/**/*.alone.test.ts"],
          ...integration,
        },
      },
      {
        // Files judged by time (a flood answered in under 100 ms, a page still kept): one worker, after the rest, so
        // nothing else loads the cores while they measure. Vitest runs a project of one worker as a group of its own.
        test: {
          name: "integration-alone",
          root,
          include: ["tests/**/*.alone.test.ts"],
          maxWorkers: 1,
          ...integration,
        },
      },
    ],
  },
});
