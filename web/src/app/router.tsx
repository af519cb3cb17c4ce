import { createRouter } from "@tanstack/react-router";
import { PAGE_DATA_ID } from "../../../shared/pages/view";
import { routeTree } from "../routeTree.gen";
import { createPayloads } from "./background/payloads";
import { createPreloadQueue } from "./background/preload-queue";
import { queryClient } from "./query-client";
import { sharedRouterOptions } from "./router-options";

export const router = createRouter({
  routeTree,
  // The document's language's prefix (/pt), which the server names beside the page's data (issue 24): every link of
  // the app stays in the language; another language is another document, reached by a plain link.
  basepath: document.getElementById(PAGE_DATA_ID)?.dataset.prefix || "/",
  context: { queryClient },
  // Links preload as they come into view, and (below) as a visitor points at, focuses or touches them: both go
  // through one queue (preload-queue.ts), which also does the waiting.
  defaultPreload: "viewport",
  defaultPreloadDelay: 0,
  // Loaders only ensure query data; React Query owns freshness (see each feature's query options).
  defaultPreloadStaleTime: 0,
  ...sharedRouterOptions,
});

/** Every preload of the app, in one queue: started once the page's own loading is done (background-work.ts). */
export const preloads = createPreloadQueue();
const payloadOf = createPayloads(queryClient);

const preloadNow = router.preloadRoute.bind(router);
type PreloadOptions = Parameters<typeof router.preloadRoute>[0];
// A link in view preloads its page's data only, as its payload (payloads.ts): a phone's `/` brings the data of the
// pages it links to, not their code nor the SDK (issue 34's budget counts what a phone fetches in the 6 s after load).
router.preloadRoute = ((options: PreloadOptions) => {
  // The address as the browser spells it, the language's prefix (the basepath) included: the server's page.
  const href = router.buildLocation(options).publicHref;
  // The page on screen has its data (a link to itself: the logo on `/`).
  if (href === window.location.pathname + window.location.search) return Promise.resolve(undefined);
  preloads.ask(href, () => payloadOf(href));
  return Promise.resolve(undefined);
}) as typeof router.preloadRoute;

/**
 * A link a visitor points at, focuses or touches: its page's data, then its code and loaders (which find the data at
 * hand), failing when the router's preload failed: the router keeps a loader's error or a chunk that did not load in
 * the match and resolves all the same, so the queue's warning (`Error preloading payload for {url}`, the spec's
 * words) never fired (issue 22, item 6).
 */
async function preloadPage(href: string): Promise<unknown> {
  await payloadOf(href);
  const matches = await preloadNow({ href } as PreloadOptions);
  const failed = matches?.find((match) => match.status === "error");
  if (failed) throw failed.error ?? new Error(`The preload of ${failed.fullPath} failed`);
  return matches;
}

/** The in-app address a link leads to, if it leads inside the app (not a file, the API, the admin or a new tab). */
function appHref(target: EventTarget | null): string | undefined {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || /^\/(api|_)(\/|$)/.test(url.pathname)) return undefined;
  return url.pathname + url.search;
}

const intent = (event: Event) => {
  if (event instanceof PointerEvent && event.pointerType === "touch") return;
  const href = appHref(event.target);
  if (href) preloads.ask(href, () => preloadPage(href), `page ${href}`);
};
document.addEventListener("pointerover", intent);
document.addEventListener("focusin", intent);
document.addEventListener("touchstart", intent, { passive: true });

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
