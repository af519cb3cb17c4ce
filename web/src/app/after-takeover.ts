import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { queryKeys } from "../../../shared/page-view";
import type { SiteSettings } from "../../../shared/records";
import { watchForNewBuild } from "./build-updates";

/**
 * What the app starts once it has taken over the first page, loaded in one chunk after the first render: the hourly
 * check for a newer deploy and, where the site counts page views (its analytics setting, off by default), the reporter
 * of page views, which is not even loaded otherwise.
 */
export function afterTakeover(router: AnyRouter, queryClient: QueryClient): void {
  watchForNewBuild(router);
  if (queryClient.getQueryData<SiteSettings>(queryKeys.site())?.analytics_enabled) {
    import("./page-views")
      .then(({ countPageViews }) => countPageViews(router, queryClient))
      .catch((error: unknown) => console.error("Page views could not be reported", error));
  }
}
