import { createFileRoute } from "@tanstack/react-router";
import type { PageContent } from "../../../shared/pages/view";
import { NotFoundPage } from "../app/errors/lazy-error-pages";
import { routeHead } from "../app/head/route-head";

/**
 * Every path no other route takes. The root has already asked the route rules
 * (redirects, removed pages) for this path, so what reaches here is a non-fatal 404.
 * Its head is the not-found page's: "Page not found", noindex.
 */
export const Route = createFileRoute("/$")({
  staticData: { layout: "menu-spacer" },
  loader: () => ({ kind: "not-found", status: 404 }) satisfies PageContent,
  head: routeHead,
  component: NotFoundPage,
});
