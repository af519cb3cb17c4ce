import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { socialLinkHref } from "../../../shared/content/social-links";
import { socialIcon } from "../../../shared/icons/icon-names";
import { officesQuery } from "../features/offices/offices-query";
import { siteQuery } from "../features/site/site-query";
import { words } from "../lib/document-language";
import { Icon } from "../lib/icon";
import { arrowRight } from "../lib/icons/arrow-right";
import { LanguageLinks } from "./languages/links";
import { MenuLinkItem } from "./menus/menu-link";
import { menusQuery } from "./menus/menus-query";
import "../lib/icon-masks.css";
import "./site-footer.css";

export function SiteFooter() {
  const { data: site } = useQuery(siteQuery());
  const { data: offices } = useQuery(officesQuery());
  const { data: menus } = useQuery(menusQuery());
  const said = words();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-cta">
          <p className="footer-cta-title">{said.footer.ctaTitle}</p>
          <Link to="/contact" className="button">
            {said.footer.cta} <Icon icon={arrowRight} />
          </Link>
        </div>
        <div className="footer-grid">
          {/* The footer's menu (issue 33): a list per heading editors gave, each a column of the grid. */}
          {menus && menus.footer.length > 0 && (
            <nav aria-label={said.footer.label} className="footer-menu">
              {menus.footer.map((group) => (
                <div key={group.heading}>
                  <h2 className="footer-heading">{group.heading || said.footer.pages}</h2>
                  <ul>
                    {group.links.map((item) => (
                      <li key={item.id}>
                        <MenuLinkItem item={item} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          )}
          {offices && offices.length > 0 && (
            <div>
              <h2 className="footer-heading">{said.footer.studios}</h2>
              <ul>
                {offices.map((office) => (
                  <li key={office.id}>
                    <Link to="/office" hash={`office-${office.id}`}>
                      {office.city}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {site?.social_links && site.social_links.length > 0 && (
            <div>
              <h2 className="footer-heading">{said.footer.follow}</h2>
              <ul>
                {site.social_links.map((link) => (
                  <li key={link.url}>
                    <a href={socialLinkHref(link.url)} rel="noopener noreferrer me">
                      <span className="icon-mask" data-icon={socialIcon(link.label)} aria-hidden="true" /> {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <LanguageLinks list />
        </div>
        <p className="footer-legal">
          © {new Date().getFullYear()} {site?.site_name}
        </p>
      </div>
    </footer>
  );
}
