import { createRouter } from "@tanstack/react-router";
import { routeTree } from "../routeTree.gen";
import { NotFoundPage, RouteErrorPage } from "./error-pages";
import { PendingPage } from "./pending-page";
import { queryClient } from "./query-client";
import { parseSearch, stringifySearch } from "./search-params";

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: "intent",
  // Loaders only ensure query data; React Query owns freshness (see each feature's query options).
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: PendingPage,
  defaultPendingMs: 200,
  defaultPendingMinMs: 300,
  defaultErrorComponent: RouteErrorPage,
  defaultNotFoundComponent: NotFoundPage,
  // Scrolling belongs to the page transition (motion/page-transition.tsx): after the leave, before the enter.
  scrollRestoration: () => false,
  parseSearch,
  stringifySearch,
});

/**
 * After a navigation (not the first load), focus the new page's main heading so
 * keyboard and screen-reader users start at the new content.
 */
router.subscribe("onResolved", ({ fromLocation, pathChanged }) => {
  if (!fromLocation || !pathChanged) return;
  requestAnimationFrame(() => {
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  });
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
