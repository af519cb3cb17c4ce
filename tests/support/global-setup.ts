import { rm } from "node:fs/promises";
import type { TestProject } from "vitest/node";
import { build } from "../../scripts/lib/build";
import { ensurePocketBase } from "../../scripts/lib/pocketbase-binary";
import { type DataDirTemplates, makeTemplates, templatesRoot } from "./templates";

/**
 * Once per run: the pinned binary, a fresh build of hooks, migrations and the web app, and the migrated data dirs new
 * servers are copied from (templates.ts). Returns the teardown that removes them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bin = await ensurePocketBase();
  project.provide("pocketbaseBin", bin);
  await build({ onlyStale: true });
  const root = await templatesRoot();
  project.provide("dataDirTemplates", await makeTemplates(bin, root));
  return () => rm(root, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pocketbaseBin: string;
    dataDirTemplates: DataDirTemplates;
  }
}
