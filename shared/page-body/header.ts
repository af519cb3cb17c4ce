import { iconSvg } from "../icons";
import { inSection, NAVIGATION } from "../navigation";
import type { SiteSettings } from "../records";
import { type Here, link, to } from "./links";
import { attributes, each, text } from "./markup";

/**
 * The header's way into search: a plain link to /search, which the app opens as a dialog instead (and with `/` or
 * Ctrl/⌘-K). Without JavaScript, or before the app has taken over, it is the search page. Its magnifying glass is
 * drawn by the stylesheet (site-header.css), which costs the app's entry nothing.
 */
export const searchToggle = () =>
  `<a${attributes({ href: "/search", class: "search-toggle", "aria-keyshortcuts": "/ Control+K Meta+K" })}><span>Search</span></a>`;

/**
 * web/src/app/site-header.tsx, closed. Without JavaScript the menu button cannot open the phone sheet: the
 * stylesheet hides it when scripting is off (`@media (scripting: none)`, site-header.css), and on phones the
 * footer's "Pages" list and the brand link reach every page. See decisions 020 and 032.
 */
export function siteHeader(here: Here, site: SiteSettings | undefined): string {
  const links = each(
    NAVIGATION,
    (item) =>
      `<li>${link(
        here,
        { to: item.to },
        { ownActiveProps: true, attributes: { "aria-current": inSection(item, here.pathname) ? "page" : undefined } },
        text(item.label),
      )}</li>`,
  );
  return (
    `<header class="site-header" data-open="false"><div class="container site-header-inner">` +
    link(here, to.home(), { class: "brand" }, text(site?.site_name ?? "Home")) +
    `<button${attributes({ type: "button", class: "menu-toggle", "aria-expanded": "false", "aria-controls": "site-menu" })}>` +
    `${iconSvg("list")}<span>Menu</span></button>` +
    `<nav id="site-menu" class="site-nav" aria-label="Main" data-lenis-prevent="true"><ul>${links}</ul></nav>` +
    searchToggle() +
    "</div></header>"
  );
}
