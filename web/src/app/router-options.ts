import { NotFoundPage, RouteErrorPage } from "./errors/lazy-error-pages";
import { PendingPage } from "./pending-page";
import { parseSearch, stringifySearch } from "./search-params";

/**
 * What the browser's router and the server's (web/src/server.tsx) share: the tree React renders depends on them
 * (a route with a pending component renders inside a Suspense boundary), and hydration needs the same tree on both.
 */
export const sharedRouterOptions = {
  defaultPendingComponent: PendingPage,
  defaultPendingMs: 200,
  defaultPendingMinMs: 300,
  defaultErrorComponent: RouteErrorPage,
  defaultNotFoundComponent: NotFoundPage,
  // Scrolling belongs to the page transition (motion/page-transition.tsx): after the leave, before the enter.
  scrollRestoration: () => false,
  parseSearch,
  stringifySearch,
} as const;
