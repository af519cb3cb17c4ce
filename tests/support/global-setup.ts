import type { TestProject } from "vitest/node";
import { build } from "../../scripts/lib/build";
import { ensurePocketBase } from "../../scripts/lib/pocketbase-binary";

/** Once per run: the pinned binary and a fresh build of hooks, migrations and the web app. */
export default async function setup(project: TestProject): Promise<void> {
  project.provide("pocketbaseBin", await ensurePocketBase());
  await build({ onlyStale: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pocketbaseBin: string;
  }
}
