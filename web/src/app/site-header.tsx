import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "@tanstack/react-router";
import { lazy, type RefObject, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { inLanguage } from "../../../shared/languages/languages";
import { isCurrent } from "../../../shared/pages/navigation";
import { siteQuery } from "../features/site/site-query";
import { documentLanguage, words } from "../lib/document-language";
import { DESKTOP } from "../motion/constants";
import { holdScroll } from "../motion/load-motion";
import { LanguageLinks } from "./languages/links";
import { MenuLinkItem } from "./menus/menu-link";
import { menusQuery } from "./menus/menus-query";
import "./site-header.css";

// The dialog's code loads when search is first opened (decision 078). Should it fail to load, the search page serves.
const SearchDialog = lazy(() =>
  import("../features/search/search-dialog").catch((error: unknown) => {
    console.warn("The search dialog did not load; opening the search page instead", error);
    window.location.assign(inLanguage(documentLanguage().prefix, "/search"));
    return new Promise<never>(() => {});
  }),
);

export function SiteHeader() {
  const { data: site } = useQuery(siteQuery());
  const { data: menus } = useQuery(menusQuery());
  const said = words();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const taken = useTakeOverMenu(nav, setOpen);

  // A new page closes the menu.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname]);

  const close = useCallback(() => setOpen(false), []);
  useOpenMenu(open, close, header, toggle);
  const { search, openSearch, closeSearch } = useSearchKeys(close);

  return (
    <header ref={header} className="site-header" data-open={open}>
      <div className="container site-header-inner">
        <Link to="/" className="brand">
          {site?.site_name ?? said.header.home}
        </Link>
        {/* Until the app takes over, the browser opens and closes the menu itself (a popover): no script needed. */}
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={taken ? open : undefined}
          aria-controls="site-menu"
          popoverTarget={taken ? undefined : "site-menu"}
          onClick={taken ? () => setOpen((value) => !value) : undefined}
        >
          <span>{open ? said.header.close : said.header.menu}</span>
        </button>
        {/* Lenis leaves wheel events over the menu to the browser, so a menu taller than the screen scrolls. */}
        <nav
          ref={nav}
          id="site-menu"
          className="site-nav"
          aria-label={said.header.main}
          data-lenis-prevent
          popover={taken ? undefined : "auto"}
        >
          {!taken && (
            <button type="button" className="menu-close" popoverTarget="site-menu" popoverTargetAction="hide">
              <span>{said.header.close}</span>
            </button>
          )}
          <ul>
            {menus?.header.map((item) => (
              <li key={item.id}>
                {/* A link to the page already shown changes no path: the click itself closes the menu. */}
                <MenuLinkItem item={item} current={isCurrent(item, pathname)} onClick={close} />
              </li>
            ))}
          </ul>
        </nav>
        <a
          href={inLanguage(documentLanguage().prefix, "/search")}
          className="search-toggle"
          aria-keyshortcuts="/ Control+K Meta+K"
          onClick={(event) => {
            // A new tab or window gets the search page, as without the app.
            if (event.ctrlKey || event.metaKey || event.shiftKey) return;
            event.preventDefault();
            close();
            openSearch();
          }}
        >
          <span>{said.header.search}</span>
        </a>
        <LanguageLinks />
      </div>
      {search !== undefined && (
        <Suspense>
          <SearchDialog open={search.open} opened={search.opened} onClose={closeSearch} />
        </Suspense>
      )}
    </header>
  );
}

/**
 * The server's menu is a popover the browser opens and closes with no script at all (issue 33: a phone whose scripts
 * all fail still reaches every page), its own close button at the top of the sheet. Once the app has hydrated it, the
 * app's button does the work as before (inert page behind, Escape, focus back): the popover goes, and a menu the
 * visitor opened before the app took over stays open.
 */
const popoverOpen = (element: Element | null) => {
  try {
    return element?.matches(":popover-open") === true;
  } catch {
    // A browser without popovers: the server's menu never opened.
    return false;
  }
};

function useTakeOverMenu(nav: RefObject<HTMLElement | null>, setOpen: (open: boolean) => void) {
  const [taken, setTaken] = useState(false);
  useEffect(() => {
    if (popoverOpen(nav.current)) setOpen(true);
    setTaken(true);
  }, [nav, setOpen]);
  return taken;
}

/**
 * Whether search is open, and how many times it has been opened: undefined until first opened, since only then is the
 * dialog's code asked for. `/` or Ctrl/⌘-K opens it from anywhere on the page (closing the phone menu), except while
 * typing in a field. Each opening counts, so that one right after a close (Escape, then `/`) opens the dialog though
 * React draws both in one render, where `open` alone would not have changed.
 */
function useSearchKeys(closeMenu: () => void) {
  const [search, setSearch] = useState<{ open: boolean; opened: number }>();
  const openSearch = useCallback(() => setSearch((now) => ({ open: true, opened: (now?.opened ?? 0) + 1 })), []);
  // The close of an opening since opened again (its event came after the next key) closes nothing.
  const closeSearch = useCallback(
    (opened: number) => setSearch((now) => (now?.opened === opened ? { ...now, open: false } : now)),
    [],
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = event.key === "/" || ((event.ctrlKey || event.metaKey) && event.key === "k");
      if (!shortcut || (event.target as Element).closest("input, textarea, select, [contenteditable]")) return;
      event.preventDefault();
      closeMenu();
      openSearch();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [closeMenu, openSearch]);
  return { search, openSearch, closeSearch };
}

/**
 * While the phone menu is open it is the whole page: what lies behind it is inert (no focus, no clicks, hidden
 * from screen readers) and does not scroll. Escape closes it and hands focus back to its button; reaching the
 * desktop width, where the navigation sits in the header, closes it too.
 */
function useOpenMenu(
  open: boolean,
  close: () => void,
  header: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      toggle.current?.focus();
    };
    const desktop = window.matchMedia(DESKTOP);
    const onWidth = () => desktop.matches && close();
    const behind = [...(header.current?.parentElement?.children ?? [])].filter(
      (element): element is HTMLElement => element instanceof HTMLElement && element !== header.current && !element.inert,
    );
    for (const element of behind) element.inert = true;
    document.addEventListener("keydown", onKey);
    desktop.addEventListener("change", onWidth);
    document.documentElement.classList.add("menu-open");
    holdScroll(true);
    return () => {
      for (const element of behind) element.inert = false;
      document.removeEventListener("keydown", onKey);
      desktop.removeEventListener("change", onWidth);
      document.documentElement.classList.remove("menu-open");
      holdScroll(false);
    };
  }, [open, close, header, toggle]);
}
