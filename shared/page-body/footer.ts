import { socialIcon } from "../icon-names";
import { iconSvg } from "../icons";
import { NAVIGATION } from "../navigation";
import type { Office, SiteSettings } from "../records";
import { socialLinkHref } from "../social-links";
import { type Here, link, to } from "./links";
import { each, element, text, when } from "./markup";

/** web/src/app/site-footer.tsx: its "Pages" list is how a phone without JavaScript reaches every page. */
export function siteFooter(here: Here, site: SiteSettings | undefined, offices: readonly Office[], now: Date): string {
  const social = site?.social_links ?? [];
  return (
    `<footer class="site-footer"><div class="container">` +
    `<div class="footer-cta"><p class="footer-cta-title">Have a project in mind?</p>` +
    `${link(here, to.contact(), { class: "button" }, `Start a conversation ${iconSvg("arrow-right")}`)}</div>` +
    `<div class="footer-grid"><nav aria-label="Footer"><h2 class="footer-heading">Pages</h2><ul>` +
    each(NAVIGATION, (item) => `<li>${link(here, { to: item.to }, {}, text(item.label))}</li>`) +
    "</ul></nav>" +
    when(
      offices.length > 0,
      () =>
        `<div><h2 class="footer-heading">Studios</h2><ul>` +
        each(offices, (office) => `<li>${link(here, to.office(office.id), {}, text(office.city))}</li>`) +
        "</ul></div>",
    ) +
    when(
      social.length > 0,
      () =>
        `<div><h2 class="footer-heading">Follow</h2><ul>` +
        each(
          social,
          (link) =>
            `<li>${element("a", { href: socialLinkHref(link.url), rel: "noopener noreferrer me" }, `${iconSvg(socialIcon(link.label))} ${text(link.label)}`)}</li>`,
        ) +
        "</ul></div>",
    ) +
    `</div><p class="footer-legal">© ${now.getFullYear()} ${text(site?.site_name ?? "")}</p>` +
    "</div></footer>"
  );
}
