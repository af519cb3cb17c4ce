import path from "node:path";
import type { Plugin } from "vite";

/** Modules a package imports whatever the app does, and the small module that stands in for them. */
export interface LeftOut {
  /** The package, as its folder under node_modules: `@tanstack/query-core`. */
  package: string;
  /** The modules left out, as the package's own files import them: `./mutationCache.js`. */
  modules: readonly string[];
  /** The stand-in's path. */
  standIn: string;
}

/**
 * Leaves out of the app's production build what libraries carry for features the site never uses (decision 081): a
 * stand-in module takes their place where the package imports them, so the entry every page loads does not carry
 * them. The dev server and the tests keep the libraries whole; vite-left-out.test.ts fails when the app starts to use
 * what was left out.
 */
export function leftOut(rules: readonly LeftOut[]): Plugin {
  // Each rule with the folder its package's files are in: only imports from there are stood in for.
  const inFolders = rules.map((rule) => ({
    ...rule,
    folder: `${path.sep}node_modules${path.sep}${rule.package.split("/").join(path.sep)}${path.sep}`,
  }));
  return {
    name: "left-out",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer) return null;
      return inFolders.find((rule) => rule.modules.includes(source) && importer.includes(rule.folder))?.standIn ?? null;
    },
  };
}
