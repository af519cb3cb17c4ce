import type { SocialLink } from "../schema/site";

/**
 * The footer's social links (site settings): each needs a label and a full address on the web or for mail. Any other
 * scheme (`data:`, `javascript:`, `vbscript:`, a phone number) would become an `href` on every page, so it is refused
 * when the settings are saved, and a link stored before this rule is drawn without an address.
 */
const EXAMPLE = '{"label": "Instagram", "url": "https://…"}';

// biome-ignore lint/suspicious/noControlCharactersInRegex: a browser drops or ignores these inside a URL, hiding the scheme
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007F-\u00A0\u1680\u2000-\u200B\u2028\u2029\u202F\u205F\u3000\uFEFF]/;
/** A web address with a host (no user name before it, which makes "https://instagram.com@elsewhere" read wrong). */
const WEB = /^https?:\/\/[^/?#\\@]+(?:[/?#]|$)/i;
const MAIL = /^mailto:./i;

export function isSocialLinkUrl(url: string): boolean {
  return !CONTROL_OR_SPACE.test(url) && (WEB.test(url) || MAIL.test(url));
}

/** The address a link may carry as its href, or undefined: the app's footer and the server's draw links alike. */
export const socialLinkHref = (url: string): string | undefined => (isSocialLinkUrl(url) ? url : undefined);

/** What is wrong with a social_links value, in words an editor can act on, or undefined. */
export function socialLinksProblem(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Array.isArray(value)) return `Social links are a list, e.g. [${EXAMPLE}].`;
  for (const link of value as Partial<SocialLink>[]) {
    if (typeof link !== "object" || link === null || typeof link.label !== "string" || link.label.trim() === "") {
      return `Each social link needs a label and an address, e.g. ${EXAMPLE}.`;
    }
    if (typeof link.url !== "string" || link.url === "") return `“${link.label}” needs an address, e.g. ${EXAMPLE}.`;
    if (!isSocialLinkUrl(link.url)) {
      return `“${link.label}” needs a full web or mail address, starting with https://, http:// or mailto:.`;
    }
  }
  return undefined;
}
