import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, HeadContent, Outlet, useMatches } from "@tanstack/react-router";
import { applyRouteRules } from "../app/apply-route-rules";
import { RootErrorPage } from "../app/error-page";
import { type LayoutName, PageLayout } from "../app/layouts";
import { officesQuery } from "../features/offices/offices-query";
import { siteQuery } from "../features/site/site-query";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, context, preload }) => applyRouteRules(location, context.queryClient, preload),
  // The header and footer need these on every page.
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(siteQuery()), context.queryClient.ensureQueryData(officesQuery())]),
  head: ({ loaderData }) => {
    const [site] = loaderData ?? [];
    return {
      meta: [
        { title: site?.site_name ?? "" },
        { name: "description", content: site?.seo_description ?? "" },
        { property: "og:site_name", content: site?.site_name ?? "" },
      ],
    };
  },
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
      <HeadContent />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PageLayout name={layout}>
        <Outlet />
      </PageLayout>
    </>
  );
}
