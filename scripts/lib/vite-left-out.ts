import path from "node:path";
import type { Plugin } from "vite";

/** The modules of @tanstack/query-core the app never uses, and what stands in for them (web/src/lib/queries-only.ts). */
const LEFT_OUT = new Set(["./mutationCache.js", "./infiniteQueryBehavior.js"]);

/**
 * Leaves the cache of mutations and the infinite queries' behaviour out of the app's production build: QueryClient
 * makes the one and imports the other whatever the app does, some 1 KB of brotli in the entry every page loads
 * (decision 081). The dev server and the tests keep the library whole; vite-queries-only.test.ts fails when the app
 * starts to use either.
 */
export function queriesOnly(standIn: string): Plugin {
  return {
    name: "queries-only",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (!LEFT_OUT.has(source) || !importer?.includes(`${path.sep}@tanstack${path.sep}query-core${path.sep}`)) return null;
      return standIn;
    },
  };
}
