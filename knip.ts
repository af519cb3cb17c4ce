import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { KnipConfig } from "knip";

/**
 * Dead code fails the fast lane (issue 31): `npm run check` runs knip, which lists files nothing reaches, exports
 * nothing imports and dependencies nothing uses, from the project's real entry points. Most are found by knip's own
 * plugins (vite and vitest, playwright, the npm scripts); what it cannot see is named here:
 *
 * - PocketBase loads every hook entry (pb_hooks/src/*.pb.ts) and migration (pb_migrations/src/*.ts) itself, and a hook
 *   entry reaches its logic with `require(`${__hooks}/lib/<module>.js`)` inside each handler (decision 070), which no
 *   bundler follows. Every module so required is an entry, found here by reading the requires, in the hooks and in the
 *   tests' probe hooks alike: its exports are what the handlers call.
 * - The app's build resolves web/src/lib/queries-only.ts and router-scroll-off.ts in place of library modules, by path.
 * - The screens bundle the hooks require (shared/pages/screens.ts SCREENS_MODULE) is built from web/src/server/render.tsx,
 *   with web/src/server/pocketbase.ts in the place of the SDK (scripts/lib/build-server.ts), by path.
 * - shared/schema/records.types.ts holds compile-time checks that the type checker reads; nothing imports it.
 * - The hostile corpus's cases are read by a glob (tests/hostile-corpus.test.ts).
 * - The scale fixture's command (scripts/fixtures/in-pocketbase) is compiled by path and run inside PocketBase.
 */

const root = import.meta.dirname;
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const filesIn = (dir: string, recursive = true): string[] =>
  (readdirSync(path.join(root, dir), { recursive }) as string[]).map((name) => path.join(dir, name).split(path.sep).join("/"));

/** Every hooks module a handler requires at run time: `${__hooks}/lib/x/y.js` is pb_hooks/src/lib/x/y.ts. */
const REQUIRE = /\$\{__hooks\}\/lib\/([\w/.-]+?)\.js/g;
const requiredModules = [...filesIn("pb_hooks/src"), ...filesIn("tests/support", false)]
  .filter((file) => /\.(ts|js)$/.test(file))
  .flatMap((file) => [...read(file).matchAll(REQUIRE)].map((match) => `pb_hooks/src/lib/${match[1]}.ts`))
  .filter((module) => module !== "pb_hooks/src/lib/screens/render.ts");

const config: KnipConfig = {
  entry: [
    "pb_hooks/src/*.pb.ts",
    ...new Set(requiredModules),
    "pb_migrations/src/*.ts",
    "web/src/boot.ts",
    "web/src/server/render.tsx",
    "web/src/server/pocketbase.ts",
    // What the app's build resolves in place of library modules it leaves out (scripts/lib/vite-left-out.ts), by path.
    "web/src/lib/queries-only.ts",
    "web/src/lib/router-scroll-off.ts",
    "shared/schema/records.types.ts",
    "tests/hostile/*.cases.ts",
    "web/src/routes/**/*.tsx",
    "scripts/*.ts",
    "tests/support/*.pb.js",
    // The scale fixture's command and its module, compiled by path beside a copy of the hooks (scripts/lib/scale-fixture.ts).
    "scripts/fixtures/in-pocketbase/*.ts",
  ],
  project: [
    "pb_hooks/src/**/*.ts",
    "pb_migrations/src/**/*.ts",
    "shared/**/*.ts",
    "web/src/**/*.{ts,tsx}",
    "scripts/**/*.ts",
    "tests/**/*.ts",
    "e2e/**/*.ts",
    "*.ts",
  ],
  ignore: [
    // Written by the router's plugin on every build; its exports are the router's to read.
    "web/src/routeTree.gen.ts",
  ],
  ignoreDependencies: [
    // Read by path (createRequire().resolve) when `npm run icons` writes the site's icon subset (scripts/lib/icon-set.ts).
    "@iconify-json/ph",
  ],
  playwright: { config: ["e2e/playwright.config.ts"], entry: ["e2e/**/*.spec.ts"] },
};

export default config;
