import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet, useMatches } from "@tanstack/react-router";
import { RootErrorPage } from "../app/errors/lazy-error-pages";
import { notFoundStatus, routeHead } from "../app/head/route-head";
import { type LayoutName, PageLayout } from "../app/layouts";
import { menusQuery } from "../app/menus/menus-query";
import { applyRedirects } from "../app/redirects/apply";
import { officesQuery } from "../features/offices/offices-query";
import { siteQuery } from "../features/site/site-query";
import { words } from "../lib/document-language";
import { PageHeadContent } from "../lib/head-content";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, context, preload }) => applyRedirects(location, context.queryClient, preload),
  // The header and footer need these on every page.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(siteQuery()),
      context.queryClient.ensureQueryData(officesQuery()),
      context.queryClient.ensureQueryData(menusQuery()),
    ]),
  // Each page's route writes its whole head; the root only for a page its route rules removed (410).
  head: (context) => (notFoundStatus(context.match) ? routeHead(context) : {}),
  component: Root,
  errorComponent: RootErrorPage,
});

function Root() {
  // The deepest matched route names the layout; a path nothing matched gets the page-with-header one.
  const layout = useMatches({
    select: (matches): LayoutName => {
      const last = matches.at(-1);
      return last?.staticData.layout ?? (last?.routeId === "__root__" ? "menu-spacer" : "default");
    },
  });
  return (
    <>
      <PageHeadContent />
      <a className="skip-link" href="#main">
        {words().errors.skip}
      </a>
      <PageLayout name={layout}>
        <Outlet />
      </PageLayout>
    </>
  );
}
