/** Every icon the site uses, from Phosphor. Only these are bundled: see scripts/lib/vite-icons.ts. */
export const ICON_NAMES = [
  "arrow-right",
  "arrow-left",
  "arrow-up-right",
  "list",
  "x",
  "map-pin",
  "phone",
  "envelope-simple",
  "clock",
  "play-fill",
  "check-circle",
  "warning-circle",
  "instagram-logo",
  "linkedin-logo",
  "film-strip",
  "link-simple",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
