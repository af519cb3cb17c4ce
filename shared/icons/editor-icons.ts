/**
 * Icons editors choose (issue 14; docs/site.md "Icons, for editors"): an Iconify name such as `ph:compass` in a
 * record's `icon` field, answered by GET /api/icons/{prefix}.json?icons=a,b from the icon sets installed with the app
 * (pb_hooks/src/lib/editors/icons.ts), in Iconify's own JSON. The server draws them into its pages and the app from the same
 * answer (one query key), so nothing pops in. The fixed icons of the site's own UI stay bundled (shared/icons/icons.ts).
 */

const PART = "[a-z0-9]+(?:-[a-z0-9]+)*";
/** An icon set's prefix, or an icon's name in it: lower-case words joined by hyphens. */
export const ICON_PART = new RegExp(`^${PART}$`);
/** What an editor writes: `prefix:name`. */
export const ICON_NAME_PATTERN = `^(${PART}:${PART})?$`;
/** How many icons one request may ask for. */
export const MAX_ICONS_PER_REQUEST = 50;

/** One icon in Iconify's JSON: its SVG body, and its box where it differs from the set's. */
export interface IconData {
  body: string;
  width?: number;
  height?: number;
  left?: number;
  top?: number;
}

/** GET /api/icons/{prefix}.json: Iconify's JSON, with `not_found` naming what the set does not have. */
export interface IconAnswer {
  prefix: string;
  icons: Record<string, IconData>;
  width?: number;
  height?: number;
  not_found?: string[];
}

/** `ph:compass` → { prefix: "ph", name: "compass" }; undefined for anything else (empty, spaces, capitals, `../`). */
export function parseIconName(value: string | undefined): { prefix: string; name: string } | undefined {
  const [prefix, name, extra] = (value ?? "").trim().split(":");
  if (extra !== undefined || !prefix || !name || !ICON_PART.test(prefix) || !ICON_PART.test(name)) return undefined;
  return { prefix, name };
}

/** The names of one set that records use, once each, sorted: the query's key and the request's `icons`. */
export function iconNamesIn(values: readonly string[], prefix: string): string[] {
  const names = values
    .map(parseIconName)
    .filter((icon) => icon?.prefix === prefix)
    .map((icon) => icon?.name ?? "");
  return [...new Set(names)].sort();
}

/** The prefixes records use, once each, sorted. */
export const iconPrefixesIn = (values: readonly string[]) =>
  [...new Set(values.map(parseIconName).flatMap((icon) => (icon ? [icon.prefix] : [])))].sort();

/** An icon's `<svg>` attributes and body from a set's answer, or undefined when the answer lacks it. */
export function iconView(answer: IconAnswer | undefined, name: string): { viewBox: string; body: string } | undefined {
  const icon = answer?.icons[name];
  if (!icon) return undefined;
  const width = icon.width ?? answer?.width ?? 16;
  const height = icon.height ?? answer?.height ?? 16;
  return { viewBox: `${icon.left ?? 0} ${icon.top ?? 0} ${width} ${height}`, body: icon.body };
}

/**
 * Whether an SVG body may be drawn into a page: no script, event handler, link or foreign content. The installed sets
 * pass; it guards what the public icon API answers (only when the site allows it), which the site did not choose.
 */
export const safeIconBody = (body: string) =>
  !/<\s*(script|foreignObject|iframe|a|image|use|style)\b|\son[a-z]+\s*=|javascript:|href\s*=/i.test(body);

/** The attributes of an editor's icon: decorative, sized by the stylesheet like the site's own (`.iconify`). */
export const EDITOR_ICON_ATTRIBUTES = {
  xmlns: "http://www.w3.org/2000/svg",
  "aria-hidden": "true",
  class: "iconify editor-icon",
  width: "1.5em",
  height: "1.5em",
} as const;
