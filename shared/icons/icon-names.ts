/**
 * Every icon the site draws, from Phosphor: a module each for the app's code (web/src/lib/icons/), or a mask in the
 * stylesheet for MASKED_ICONS (web/src/lib/icon-masks.css); `npm run icons` writes both.
 */
export const ICON_NAMES = [
  "arrow-right",
  "arrow-left",
  "arrow-up-right",
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

type IconName = (typeof ICON_NAMES)[number];

const SOCIAL_ICONS = { instagram: "instagram-logo", linkedin: "linkedin-logo", vimeo: "film-strip" } as const satisfies Record<
  string,
  IconName
>;

/** The icons a social link may get. */
export type SocialIconName = (typeof SOCIAL_ICONS)[keyof typeof SOCIAL_ICONS] | "link-simple";

/**
 * Icons drawn by the stylesheet as masks (web/src/lib/icon-masks.css, written by npm run icons), not by the app's
 * code: the footer's social links', which then cost the app's entry no bytes (issue 24: the entry's budget).
 */
export const MASKED_ICONS = [
  "instagram-logo",
  "linkedin-logo",
  "film-strip",
  "link-simple",
] as const satisfies readonly SocialIconName[];

/** The icon beside a social link in the footer, by the link's label ("Instagram"). */
export const socialIcon = (label: string): SocialIconName =>
  SOCIAL_ICONS[label.toLowerCase() as keyof typeof SOCIAL_ICONS] ?? "link-simple";
