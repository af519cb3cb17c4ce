/**
 * What the app's icons are drawn with (web/src/lib/icon.tsx): Phosphor's, one module each, written at build time from
 * the installed set by `npm run icons` (scripts/lib/icon-set.ts); nothing fetches icons.
 */

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
