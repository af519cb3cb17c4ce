import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { IconData } from "../../shared/icons/editor-icons";
import { projectRoot } from "./pocketbase-binary";

/**
 * The icon sets editors may choose from (every installed `@iconify-json/*` package), written where the hooks read them:
 * pb_hooks/icons/<prefix>/<name>.json, one icon each (a few hundred bytes), with its set's box. PocketBase's JS engine
 * reads just the icons asked for: a slice per first letter (600 KB for "c") made 150 requests at once cost 500 MB.
 */
const ICON_SETS_OUT = path.join(projectRoot, "pb_hooks/icons");
const SETS_IN = path.join(projectRoot, "node_modules/@iconify-json");

interface IconifyJson {
  prefix: string;
  icons: Record<string, IconData>;
  aliases?: Record<string, { parent: string } & Partial<IconData>>;
  width?: number;
  height?: number;
}

async function installedIconSets(): Promise<string[]> {
  return (await readdir(SETS_IN).catch(() => [] as string[])).sort();
}

/** The mark of a finished write of every set. */
export const ICON_SETS_COMPLETE = path.join(ICON_SETS_OUT, ".complete");

export async function writeIconSets(): Promise<void> {
  await rm(ICON_SETS_OUT, { recursive: true, force: true });
  for (const name of await installedIconSets()) {
    const set = JSON.parse(await readFile(path.join(SETS_IN, name, "icons.json"), "utf8")) as IconifyJson;
    // Aliases resolved into icons of their own, so a reader needs no second lookup.
    const icons: Record<string, IconData> = { ...set.icons };
    for (const [alias, { parent, ...rest }] of Object.entries(set.aliases ?? {})) {
      const original = set.icons[parent];
      if (original) icons[alias] = { ...original, ...rest };
    }
    const dir = path.join(ICON_SETS_OUT, set.prefix);
    await mkdir(dir, { recursive: true });
    await Promise.all(
      Object.entries(icons).map(([icon, data]) =>
        writeFile(path.join(dir, `${icon}.json`), JSON.stringify({ width: set.width, height: set.height, icon: data })),
      ),
    );
  }
  // Written last: the build (scripts/lib/build.ts) takes the sets as complete only once it is there.
  await writeFile(ICON_SETS_COMPLETE, "");
}
