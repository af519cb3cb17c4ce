import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { PAGE_VIEWS_ENDPOINT } from "../../../../shared/analytics/page-views";
import { queryKeys } from "../../../../shared/pages/view";
import type { SiteSettings } from "../../../../shared/schema/records";

/**
 * Where a superuser's session is kept in this browser: by /stats (the SDK's default key, features/stats/stats-client.ts)
 * and by the admin at /_/ (PocketBase's own UI).
 */
const EDITOR_SESSIONS = ["pocketbase_auth", "__pb_superusers__/_"];

/** Whether a superuser is signed in here, on /stats or in the admin: an editor looking at the site, not a visitor. */
function isEditor(): boolean {
  try {
    return EDITOR_SESSIONS.some((key) => JSON.parse(localStorage.getItem(key) ?? "{}")?.record?.collectionName === "_superusers");
  } catch {
    // Storage the page may not read holds no session it could know of.
    return false;
  }
}

/**
 * Reports page views to our own server when the site's analytics setting is on (docs/decisions/040): the page the app
 * shows when it takes over, then one for every history push and pop (spec §1) that lands on another page. A beacon of
 * the path and the address the visit came from (the server keeps only its host), with no cookie to carry.
 *
 * The app leaves out what only it knows: an editor's session, and a route with no page to count (the not-found page,
 * an error, /stats). Everything the request itself says is the server's to judge, and it counts nothing for a bot,
 * `DNT: 1`, `Sec-GPC: 1` or a preview link (its address is the beacon's Referer).
 */
export function countPageViews(router: AnyRouter, queryClient: QueryClient): void {
  const count = () => {
    const page = router.state.matches.every((match) => match.status === "success" && !/^\/(\$|stats)$/.test(match.routeId));
    // The setting as the app has it now: read with the site's settings on every page.
    if (page && queryClient.getQueryData<SiteSettings>(queryKeys.site())?.analytics_enabled && !isEditor())
      navigator.sendBeacon(
        PAGE_VIEWS_ENDPOINT,
        // JSON, which the server requires: a form post from another site could not declare it.
        new Blob([JSON.stringify({ path: location.pathname, referrer: document.referrer })], { type: "application/json" }),
      );
  };

  // A push or a pop counts once its page has loaded; a replace alone (a redirect, a list's first page) does not.
  let moved = false;
  router.history.subscribe(({ action }: { action: { type: string } }) => {
    if (action.type !== "REPLACE") moved = true;
  });
  router.subscribe("onResolved", ({ pathChanged }) => {
    if (moved && pathChanged) count();
    moved = false;
  });
  count();
}
