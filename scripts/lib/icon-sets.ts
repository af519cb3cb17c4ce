import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { IconData } from "../../shared/editor-icons";
import { projectRoot } from "./pocketbase-binary";

/**
 * The icon sets editors may choose from (every installed `@iconify-json/*` package), written where the hooks read them:
 * pb_hooks/icons/<prefix>/<first letter>.json, each a slice of the set in Iconify's JSON. PocketBase's JS engine reads
 * one small slice per asked-for letter instead of parsing a whole set (Phosphor's is 4.5 MB) on every request.
 */
export const ICON_SETS_OUT = path.join(projectRoot, "pb_hooks/icons");
const SETS_IN = path.join(projectRoot, "node_modules/@iconify-json");

interface IconifyJson {
  prefix: string;
  icons: Record<string, IconData>;
  aliases?: Record<string, { parent: string } & Partial<IconData>>;
  width?: number;
  height?: number;
}

export async function installedIconSets(): Promise<string[]> {
  return (await readdir(SETS_IN).catch(() => [] as string[])).sort();
}

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
    const slices = new Map<string, Record<string, IconData>>();
    for (const [icon, data] of Object.entries(icons)) {
      const letter = icon[0] ?? "_";
      slices.set(letter, { ...slices.get(letter), [icon]: data });
    }
    const dir = path.join(ICON_SETS_OUT, set.prefix);
    await mkdir(dir, { recursive: true });
    for (const [letter, slice] of slices) {
      const json = { prefix: set.prefix, width: set.width, height: set.height, icons: slice };
      await writeFile(path.join(dir, `${letter}.json`), JSON.stringify(json));
    }
  }
}
