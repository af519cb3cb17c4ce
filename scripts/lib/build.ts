import { execFile } from "node:child_process";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { DEMO_IMAGES } from "../../pb_migrations/src/demo/images";
import { buildServer, serverOutputComplete } from "./build-server";
import { writeDemoImages } from "./demo-images";
import { ICON_SETS_COMPLETE, writeIconSets } from "./editor-icon-sets";
import { fingerprint } from "./fingerprint";
import { projectRoot } from "./pocketbase-binary";
import { precompressDir } from "./precompress";
import { type Progress, step } from "./progress";

interface Target {
  name: "server" | "demo-images" | "icon-sets" | "web";
  inputs: string[];
  /** Whether the last build's output is all still there; a build reruns when it is not. */
  outputComplete: () => Promise<boolean>;
  /** What the opening progress line adds in brackets. */
  note: string;
  run: (progress: Progress) => Promise<void>;
}

const exists = (relative: string) => () =>
  stat(path.join(projectRoot, relative)).then(
    () => true,
    () => false,
  );

const targets: Target[] = [
  {
    // Drawn here rather than kept in git: the demo's pictures are made, not downloaded.
    name: "demo-images",
    inputs: ["pb_migrations/src/demo", "scripts/lib/demo-images.ts", "shared/content/slug.ts"],
    outputComplete: async () =>
      (await Promise.all(DEMO_IMAGES.map((image) => exists(`pb_hooks/demo-images/${image.file}`)()))).every(Boolean),
    note: `${DEMO_IMAGES.length} pictures`,
    run: (progress) =>
      writeDemoImages(DEMO_IMAGES, path.join(projectRoot, "pb_hooks/demo-images"), (drawn) =>
        progress.report(`${drawn} of ${DEMO_IMAGES.length} pictures`),
      ),
  },
  {
    // The icon sets editors choose from, sliced for the hooks to read (GET /api/icons/{prefix}.json).
    name: "icon-sets",
    inputs: ["scripts/lib/editor-icon-sets.ts", "package-lock.json"],
    // Each icon is a file of its own (9,198 of them), so a write cut short is told by its last step's mark.
    outputComplete: exists(path.relative(projectRoot, ICON_SETS_COMPLETE)),
    note: "a file per icon",
    run: writeIconSets,
  },
  {
    name: "web",
    // The app also bundles the shared room and the schema, and is shaped by our Vite plugins.
    inputs: [
      "web",
      "vite.config.ts",
      "scripts/lib/vite-font-preload.ts",
      "scripts/lib/vite-font-subset.ts",
      "scripts/lib/vite-deferred-app.ts",
      "scripts/lib/vite-build-id.ts",
      "scripts/lib/vite-left-out.ts",
      "scripts/lib/precompress.ts",
      "shared",
      "shared/schema",
      "package-lock.json",
    ],
    outputComplete: exists("pb_public/index.html"),
    note: "the app, with Vite",
    // Its own process, so a caller's NODE_ENV (vitest sets "test") never yields a development bundle.
    run: async () => {
      await promisify(execFile)(path.join(projectRoot, "node_modules/.bin/vite"), ["build", "--logLevel", "warn"], {
        cwd: projectRoot,
        env: { ...process.env, NODE_ENV: "production" },
      }).catch((error: { stderr?: string; message: string }) => {
        throw new Error(error.stderr?.trim() || error.message);
      });
      await precompressDir(path.join(projectRoot, "pb_public"));
    },
  },
  {
    name: "server",
    // web/src: the app's screens are built into the hooks too (lib/screens, decision 072), after the web build, whose
    // router plugin writes web/src/routeTree.gen.ts: a route added since the last build is in the screens at once.
    inputs: [
      "pb_hooks/src",
      "pb_migrations/src",
      "shared",
      "web/src",
      "scripts/lib/build-server.ts",
      "scripts/lib/fold-migrations.ts",
      "package-lock.json",
    ],
    outputComplete: serverOutputComplete,
    note: "hooks and migrations",
    run: buildServer,
  },
];

const stampPath = (name: string) => path.join(projectRoot, ".cache/build", `${name}.sha256`);

/**
 * Builds every target, or with onlyStale just those whose inputs changed since their last build. One after another:
 * npm start runs this beside a first Go build of PocketBase, and on two cores the two together are bound by CPU, so
 * running the targets at once as well gained nothing (issue 25).
 */
export async function build({ onlyStale = false } = {}): Promise<void> {
  for (const target of targets) {
    const hash = await fingerprint(projectRoot, target.inputs);
    const previous = await readFile(stampPath(target.name), "utf8").catch(() => "");
    if (onlyStale && previous === hash && (await target.outputComplete())) continue;
    await step({ doing: `building ${target.name}`, done: `built ${target.name}`, note: target.note }, target.run);
    await mkdir(path.dirname(stampPath(target.name)), { recursive: true });
    await writeFile(stampPath(target.name), hash);
  }
}
