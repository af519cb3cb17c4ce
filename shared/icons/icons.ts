import type { IconName } from "./icon-names";
import iconSet from "./icon-set.json";

/** The Iconify subset both sides draw from (`npm run icons` writes it at build time; nothing fetches icons). */
export const ICON_SET: {
  prefix: string;
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
} = iconSet;

/** What every icon `<svg>` carries besides its shape: decorative (the text beside it says what it means), 1.1em square. */
export const ICON_ATTRIBUTES = {
  xmlns: "http://www.w3.org/2000/svg",
  "xmlns:xlink": "http://www.w3.org/1999/xlink",
  "aria-hidden": "true",
  role: "img",
  // The class Iconify gave its icons (the stylesheet sizes `.iconify`); a literal, so the app never pulls in the set.
  class: "iconify iconify--ph",
  width: "1.1em",
  height: "1.1em",
} as const;

/** An icon's viewBox and inner SVG: Phosphor's own, from the committed subset (no editor ever writes into it). */
export interface IconShape {
  viewBox: string;
  body: string;
}

/** An icon by name, for the server's pages (the app imports its icons one by one from web/src/lib/icon-shapes.ts). */
export function iconShape(name: IconName): IconShape {
  const icon = ICON_SET.icons[name];
  if (!icon) throw new Error(`No icon "${name}" in shared/icons/icon-set.json: run npm run icons`);
  const width = icon.width ?? ICON_SET.width ?? 16;
  const height = icon.height ?? ICON_SET.height ?? 16;
  return { viewBox: `0 0 ${width} ${height}`, body: icon.body };
}

/** An icon as the server's pages draw it: the very `<svg>` the app's `<Icon>` renders (web/src/lib/icon.tsx). */
export function iconSvg(name: IconName): string {
  const { viewBox, body } = iconShape(name);
  const attributes = Object.entries({ ...ICON_ATTRIBUTES, viewBox })
    .map(([key, value]) => ` ${key}="${value}"`)
    .join("");
  return `<svg${attributes}>${body}</svg>`;
}
