import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { projectDirs, upsertSuperuser } from "../../scripts/lib/pocketbase-process";
import { SUPERUSER } from "./superuser";

/**
 * The environment names the migrations read (pb_migrations/src: SEED_DEMO in the demo content, LOG_IP and
 * LOG_MAX_DAYS in the request log's settings). A server started with any of them set otherwise than a template was
 * made with is migrated for itself.
 */
const READ_BY_MIGRATIONS = ["SEED_DEMO", "LOG_IP", "LOG_MAX_DAYS"] as const;

/** Data dirs migrated once per run, with the superuser, by the environment they were migrated in. */
export interface DataDirTemplates {
  /** SEED_DEMO=false, as most tests start. */
  empty: string;
  /** SEED_DEMO=true: the demo content. */
  demo: string;
}

/** Migrates the templates (global-setup.ts): two processes of about 0.3 s, where each server start paid one. */
export async function makeTemplates(bin: string, root: string): Promise<DataDirTemplates> {
  const make = async (seedDemo: "true" | "false") => {
    const dataDir = await mkdtemp(path.join(root, `template-${seedDemo === "true" ? "demo" : "empty"}-`));
    await upsertSuperuser({ bin, dataDir, ...SUPERUSER, hooksDir: projectDirs.hooks, env: { SEED_DEMO: seedDemo } });
    return dataDir;
  };
  const [empty, demo] = await Promise.all([make("false"), make("true")]);
  return { empty, demo };
}

/** The template a new server with this environment may start from, or undefined when its migrations would differ. */
export function templateFor(templates: DataDirTemplates, env: NodeJS.ProcessEnv): string | undefined {
  const read = (name: (typeof READ_BY_MIGRATIONS)[number]) => env[name] ?? (name === "SEED_DEMO" ? "false" : undefined);
  if (READ_BY_MIGRATIONS.some((name) => name !== "SEED_DEMO" && read(name) !== undefined)) return undefined;
  if (read("SEED_DEMO") === "true") return templates.demo;
  return read("SEED_DEMO") === "false" ? templates.empty : undefined;
}

export const templatesRoot = () => mkdtemp(path.join(tmpdir(), "pb-templates-"));
