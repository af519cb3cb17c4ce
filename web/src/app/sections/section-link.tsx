import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { inLanguage } from "../../../../shared/languages/languages";
import { documentLanguage, words } from "../../lib/document-language";

/**
 * A link an editor wrote in a section: a page of the site ("/work", "/about") goes through the router, in the page's
 * language; a whole address is an outside link, marked as one.
 */
export function SectionLink({
  to,
  className,
  magnetic,
  children,
}: {
  to: string;
  className?: string;
  /** Drawn a little toward the pointer (web/src/motion), as a page's main call is. */
  magnetic?: boolean;
  children: ReactNode;
}) {
  const target = to.trim();
  const pull = magnetic ? { "data-magnetic": "weak" } : {};
  if (target.startsWith("/") && !target.startsWith("//"))
    return (
      <Link to={inLanguage(documentLanguage().prefix, target)} className={className} {...pull}>
        {children}
      </Link>
    );
  return (
    <a href={target} className={className} rel="noopener" {...pull}>
      {children}
      <span className="visually-hidden"> ({words().sections.outside})</span>
    </a>
  );
}
