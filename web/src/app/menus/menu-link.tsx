import { Link } from "@tanstack/react-router";
import type { MenuItem } from "../../../../shared/pages/menus";
import { words } from "../../lib/document-language";
import "./menu-link.css";

/**
 * One link of a menu (issue 33): a page of the site through the router (within the document's language), or another
 * site as a plain link that opens as any link does, marked as leading elsewhere for the eye (an arrow) and for screen
 * readers (words after its label), and telling that site nothing of this one (decision 082).
 */
export function MenuLinkItem({ item, current, onClick }: { item: MenuItem; current?: boolean; onClick?: () => void }) {
  if (item.href !== undefined)
    return (
      <a href={item.href} rel="noopener noreferrer" className="outside-link" onClick={onClick}>
        {item.label}
        <span className="outside-mark" aria-hidden="true" />
        <span className="visually-hidden"> {words().nav.outside}</span>
      </a>
    );
  return (
    <Link
      // A link editors chose: any address of the site, which the router matches as it matches a typed one.
      to={item.to as "/"}
      aria-current={current ? "page" : undefined}
      activeProps={{}}
      inactiveProps={{}}
      onClick={onClick}
    >
      {item.label}
    </Link>
  );
}
