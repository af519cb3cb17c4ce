import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { queryKeys } from "../../../../shared/pages/view";
import type { SiteSettings } from "../../../../shared/schema/records";
import { suggestionWanted } from "../languages/preference";
import { preloads } from "../router";

/**
 * How long no fetch of the page's may have ended before background work starts: twice what Playwright and most
 * tools call network idle (500 ms), so this work never counts as the page's own loading (decision 073).
 */
const NETWORK_QUIET_MS = 1000;

/**
 * Runs `then` once no resource has finished loading for NETWORK_QUIET_MS and none of the page's pictures and fonts is
 * still on its way, when the main thread is next idle. Resource Timing lists a fetch only when it has ended: one under
 * way is seen when it ends, and the wait starts again; pictures and fonts say themselves whether they are loading.
 */
function afterNetworkQuiet(then: () => void): void {
  const lastEnd = () =>
    Math.max(0, ...(performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((entry) => entry.responseEnd));
  // A picture whose request has started has a currentSrc; a lazy one not yet asked for has none.
  const arriving = () =>
    document.fonts.status === "loading" || Array.from(document.images).some((image) => image.currentSrc && !image.complete);
  const check = () => {
    const quietFor = performance.now() - lastEnd();
    if (quietFor < NETWORK_QUIET_MS || arriving()) setTimeout(check, Math.max(NETWORK_QUIET_MS - quietFor, 100));
    else if ("requestIdleCallback" in window) requestIdleCallback(() => then());
    else then();
  };
  check();
}

/**
 * What an open page does in the background, once it has loaded what it shows: checking for a newer deploy (hourly,
 * decision 073), following content live (realtime.ts) and, on a site in more than one language, suggesting the
 * visitor's own. None is needed to show or use the page, so their code loads after the network has gone quiet, in one
 * chunk (after-quiet.ts). Where the site counts page views (its analytics
 * setting, off by default, decision 078), the reporter starts at once, so a visitor who moves on quickly is counted
 * on the page they arrived at; it is not even loaded otherwise.
 */
export function startBackgroundWork(router: AnyRouter, queryClient: QueryClient): void {
  if (queryClient.getQueryData<SiteSettings>(queryKeys.site())?.analytics_enabled) {
    import("./view-reports")
      .then(({ countPageViews }) => countPageViews(router, queryClient))
      .catch((error: unknown) => console.error("Page views could not be reported", error));
  }
  afterNetworkQuiet(() => {
    import("./after-quiet")
      .then(({ watchForNewBuild, startRealtime }) => {
        watchForNewBuild(router);
        startRealtime(queryClient);
      })
      .catch((error: unknown) => console.error("Background work could not start; pages refresh as the visitor moves on", error))
      // Links in view and under the pointer have been asked for since the app took over; now they may load, after the
      // background's own code (which waited for the network to be quiet, and so comes before them).
      .finally(() => preloads.start());
    // A site in more than one language suggests the visitor's own, once (issue 24); its note's code loads only then.
    if (suggestionWanted())
      import("../languages/suggestion")
        .then(({ suggestLanguage }) => suggestLanguage())
        .catch((error: unknown) => console.error("The language suggestion could not show", error));
  });
}
