import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { IconifyJSON } from "@iconify/types";
import { getIcons } from "@iconify/utils";
import { ICON_NAMES, MASKED_ICONS } from "../../shared/icons/icon-names";

/** Just the icons the site names (shared/icons/icon-names.ts), from the Phosphor set installed from npm. */
function iconSubset(): IconifyJSON {
  const file = createRequire(import.meta.url).resolve("@iconify-json/ph/icons.json");
  const set = JSON.parse(readFileSync(file, "utf8")) as IconifyJSON;
  const subset = getIcons(set, [...ICON_NAMES]);
  const missing = ICON_NAMES.filter((name) => !subset?.icons[name]);
  if (!subset || missing.length > 0) throw new Error(`The ph icon set has no ${missing.join(", ")}`);
  return subset;
}

/**
 * The same icons for the app, one module each: an icon lives in the chunk that draws it, and the entry
 * carries only the header's, the footer's and the error page's (decision 073).
 */
export const ICON_MODULES_DIR = path.join(import.meta.dirname, "../../web/src/lib/icons");

/** "arrow-up-right" → "arrowUpRight", the name an icon's module exports it by. */
const iconExportName = (name: string) => name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** Each icon module's file name and text, as `npm run icons` writes them (formatted as Biome would). */
export function iconModules(): Map<string, string> {
  const subset = iconSubset();
  return new Map(
    ICON_NAMES.filter((name) => !(MASKED_ICONS as readonly string[]).includes(name)).map((name) => {
      const icon = subset.icons[name];
      if (!icon) throw new Error(`The ph icon set has no ${name}`);
      // Single quotes, as Biome writes a string full of double ones; nothing in Phosphor's SVG needs escaping.
      if (/['\\\n]/.test(icon.body)) throw new Error(`The ${name} icon's SVG has a quote, backslash or line break`);
      const viewBox = `0 0 ${icon.width ?? subset.width ?? 16} ${icon.height ?? subset.height ?? 16}`;
      const text = [
        "// Written by npm run icons (scripts/lib/icon-set.ts) from @iconify-json/ph: do not edit.",
        'import type { IconShape } from "../../../../shared/icons/icons";',
        "",
        `export const ${iconExportName(name)}: IconShape = {`,
        `  viewBox: "${viewBox}",`,
        `  body: '${icon.body}',`,
        "};",
        "",
      ].join("\n");
      return [`${name}.ts`, text];
    }),
  );
}

/** The stylesheet that draws MASKED_ICONS (shared/icons/icon-names.ts): each one a mask of its SVG, in the text's colour. */
export const ICON_MASKS_FILE = path.join(import.meta.dirname, "../../web/src/lib/icon-masks.css");

/** The masks' stylesheet, as `npm run icons` writes it and the freshness test expects it. */
export function iconMasksCss(): string {
  const subset = iconSubset();
  const masks = MASKED_ICONS.map((name) => {
    const icon = subset.icons[name];
    if (!icon) throw new Error(`The ph icon set has no ${name}`);
    const viewBox = `0 0 ${icon.width ?? subset.width ?? 16} ${icon.height ?? subset.height ?? 16}`;
    const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='${viewBox}'>${icon.body.replace(/"/g, "'")}</svg>`;
    const uri = svg.replace(/%/g, "%25").replace(/#/g, "%23").replace(/</g, "%3C").replace(/>/g, "%3E");
    return `.icon-mask[data-icon="${name}"] {\n  mask-image: url("data:image/svg+xml,${uri}");\n}`;
  });
  return [
    "/* Written by npm run icons (scripts/lib/icon-set.ts) from @iconify-json/ph: do not edit. The icons of",
    "   shared/icons/icon-names.ts MASKED_ICONS, drawn here as masks in the text's colour, so no code draws them. */",
    ".icon-mask {",
    "  display: inline-block;",
    "  flex-shrink: 0;",
    "  width: 1.1em;",
    "  height: 1.1em;",
    "  vertical-align: -0.125em;",
    "  background: currentColor;",
    "  mask: center / contain no-repeat;",
    "}",
    "@media (forced-colors: active) {",
    "  .icon-mask {",
    "    forced-color-adjust: none;",
    "    background: CanvasText;",
    "  }",
    "}",
    ...masks,
    "",
  ].join("\n");
}
