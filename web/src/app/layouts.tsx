import { useRouterState } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { TransitionPage, usePageTransitions } from "../motion/page-transition";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The spec's three layouts. A route names one in `staticData.layout`; none means "default".
 * - default: header over the page, for pages that open with a full-bleed hero (home);
 * - menu-spacer: the same, with the page starting below the header (every other page);
 * - empty: no header or footer (the /test style guide).
 */
export type LayoutName = "default" | "menu-spacer" | "empty";

export function PageLayout({ name, children }: { name: LayoutName; children: ReactNode }) {
  usePageTransitions();
  // Keyed by the location that has finished loading, so a page enters (and its motion is set up)
  // only once its content is there. A slow first load shows the loading placeholder in an instance
  // of its own, so the page that replaces it is mounted afresh.
  const key = useRouterState({
    select: (state) =>
      state.resolvedLocation?.pathname ??
      (state.matches.some((match) => match.status === "pending") ? "(loading)" : state.location.pathname),
  });
  const page = <TransitionPage key={key}>{children}</TransitionPage>;
  if (name === "empty") {
    return (
      <main id="main" className="layout-empty">
        {page}
      </main>
    );
  }
  return (
    <>
      <SiteHeader />
      <main id="main" className={name === "menu-spacer" ? "layout-spacer" : "layout-default"}>
        {page}
      </main>
      <SiteFooter />
    </>
  );
}

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    layout?: LayoutName;
  }
}
