import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { IconifyJSON } from "@iconify/types";
import { getIcons } from "@iconify/utils";
import { ICON_NAMES } from "../../shared/icon-names";

/** Where the subset lives: in the shared room, so the app and the server's pages draw the same SVGs. */
export const ICON_SET_FILE = path.join(import.meta.dirname, "../../shared/icon-set.json");

/** Just the icons the site names (shared/icon-names.ts), from the Phosphor set installed from npm. */
export function iconSubset(): IconifyJSON {
  const file = createRequire(import.meta.url).resolve("@iconify-json/ph/icons.json");
  const set = JSON.parse(readFileSync(file, "utf8")) as IconifyJSON;
  const subset = getIcons(set, [...ICON_NAMES]);
  const missing = ICON_NAMES.filter((name) => !subset?.icons[name]);
  if (!subset || missing.length > 0) throw new Error(`The ph icon set has no ${missing.join(", ")}`);
  return subset;
}

/** The file's text, as `npm run icons` writes it and the freshness test expects it. */
export const iconSetText = () => `${JSON.stringify(iconSubset(), null, 2)}\n`;
