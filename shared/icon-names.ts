/** Every icon the site uses, from Phosphor. Only these are kept, in shared/icon-set.json (`npm run icons` rewrites it). */
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

const SOCIAL_ICONS: Record<string, IconName> = { instagram: "instagram-logo", linkedin: "linkedin-logo", vimeo: "film-strip" };

/** The icon beside a social link in the footer, by the link's label ("Instagram"). */
export const socialIcon = (label: string): IconName => SOCIAL_ICONS[label.toLowerCase()] ?? "link-simple";
