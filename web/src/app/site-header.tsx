import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { siteQuery } from "../features/site/site-query";
import { Icon } from "./icon";
import "./site-header.css";

export const NAVIGATION = [
  { to: "/work", label: "Work", section: ["/work", "/project"] },
  { to: "/news", label: "News", section: ["/news"] },
  { to: "/office", label: "Office", section: ["/office"] },
  { to: "/contact", label: "Contact", section: ["/contact"] },
] as const;

export function SiteHeader() {
  const { data: site } = useQuery(siteQuery());
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // A new page closes the menu.
  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    document.documentElement.classList.add("menu-open");
    return () => {
      document.removeEventListener("keydown", onKey);
      document.documentElement.classList.remove("menu-open");
    };
  }, [open]);

  return (
    <header className="site-header" data-open={open}>
      <div className="container site-header-inner">
        <Link to="/" className="brand">
          {site?.site_name ?? "Home"}
        </Link>
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? "x" : "list"} />
          <span>{open ? "Close" : "Menu"}</span>
        </button>
        <nav id="site-menu" className="site-nav" aria-label="Main">
          <ul>
            {NAVIGATION.map((item) => {
              const current = item.section.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
              return (
                <li key={item.to}>
                  <Link to={item.to} aria-current={current ? "page" : undefined} activeProps={{}} inactiveProps={{}}>
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
