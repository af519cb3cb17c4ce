import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { IconifyJSON } from "@iconify/types";
import { getIcons } from "@iconify/utils";
import type { Plugin } from "vite";

const MODULE = "virtual:icons";

/**
 * Serves `virtual:icons`: just the named icons of one Iconify set, so the app
 * registers them with addCollection and never asks an icon API for anything.
 */
export function iconSubset(prefix: string, names: readonly string[]): Plugin {
  return {
    name: "icon-subset",
    resolveId: (id) => (id === MODULE ? `\0${MODULE}` : undefined),
    load(id) {
      if (id !== `\0${MODULE}`) return undefined;
      const file = createRequire(import.meta.url).resolve(`@iconify-json/${prefix}/icons.json`);
      const set = JSON.parse(readFileSync(file, "utf8")) as IconifyJSON;
      const subset = getIcons(set, [...names]);
      const missing = names.filter((name) => !subset?.icons[name]);
      if (!subset || missing.length > 0) this.error(`The ${prefix} icon set has no ${missing.join(", ")}`);
      return `export default ${JSON.stringify(subset)};`;
    },
  };
}
