import { lazyRouteComponent } from "@tanstack/react-router";

/**
 * The error pages, loaded when a page fails rather than with every page: about 1.3 KB of the entry's 100 KB budget
 * (issue 11). main.tsx loads them before the first render when the first page is itself an error, so the server's
 * error page is never replaced by a loading state.
 */
const loadErrorPages = () => import("./error-page");

export const NotFoundPage = lazyRouteComponent(loadErrorPages, "NotFoundPage");
export const RouteErrorPage = lazyRouteComponent(loadErrorPages, "RouteErrorPage");
export const RootErrorPage = lazyRouteComponent(loadErrorPages, "RootErrorPage");

/**
 * Loads the error pages' code into the components themselves: a lazy component whose module was merely fetched still
 * suspends on its first render, and the first render of a server-drawn not-found page then showed the loading state
 * for a moment (issue 22, item 3).
 */
export const preloadErrorPages = () =>
  Promise.all([NotFoundPage.preload?.(), RouteErrorPage.preload?.(), RootErrorPage.preload?.()]);
