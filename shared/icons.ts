import type { IconName } from "./icon-names";
import iconSet from "./icon-set.json";

/** The Iconify subset both sides draw from: the app registers it with Iconify, the server's pages read it here. */
export const ICON_SET: {
  prefix: string;
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
} = iconSet;

/**
 * An icon as the app's `<Icon>` draws it (Iconify's React component, decorative, 1.1em square), so a
 * server-drawn page looks the same before and after the app takes over. The body is Phosphor's own
 * SVG from the committed subset: no editor ever writes into it.
 */
export function iconSvg(name: IconName): string {
  const icon = ICON_SET.icons[name];
  if (!icon) throw new Error(`No icon "${name}" in shared/icon-set.json: run npm run icons`);
  const width = icon.width ?? ICON_SET.width ?? 16;
  const height = icon.height ?? ICON_SET.height ?? 16;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" aria-hidden="true" role="img"` +
    ` class="iconify iconify--${ICON_SET.prefix}" width="1.1em" height="1.1em" viewBox="0 0 ${width} ${height}">${icon.body}</svg>`
  );
}
