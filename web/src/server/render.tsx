import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server.browser";
import { withoutDrawnTexts } from "../../../shared/pages/drawn-text";
import { leadImageLink, pageHead, renderHead } from "../../../shared/pages/head";
import type { RenderPage, Screen } from "../../../shared/pages/screens";
import { isNoindex, isPrivatePage, type PageContent, type QueryKey, queryKeys } from "../../../shared/pages/view";
import { preloadErrorPages } from "../app/errors/lazy-error-pages";
import { pageViewOf } from "../app/head/head-builder";
import { matchContent } from "../app/head/route-head";
import { LanguageSwitcher } from "../app/languages/links";
import { sharedRouterOptions } from "../app/router-options";
import { setDocumentLanguage } from "../lib/document-language";
import { sanitizeWithoutDom } from "../lib/sanitize-html";
import { routeTree } from "../routeTree.gen";
import { readThrough, serverFetch } from "./pocketbase";

/**
 * The page as the server draws it (issues 23 and 31; decision 072): the app's own routes, loaders and components,
 * rendered to a string inside PocketBase's JS engine. The loaders read through the hooks' visitor reads (pocketbase.ts);
 * the query cache they fill is the page's inline data, so the browser hydrates this markup with the same tree
 * (main.tsx) and asks the API nothing. The page's content, status and head are read from what its route's loader
 * returned, through the same head builder the app's navigations use.
 */

/** What this reads of a loaded router: its server result and its matches. */
interface LoadedRouter {
  _serverResult?: { type: string; redirect?: { options: unknown; headers: { get(name: string): string | null } } };
  state: { matches: readonly { status: string; loaderData?: unknown; error?: unknown; _notFound?: boolean }[] };
}

/** Where the router's redirect leads, if it redirected. */
function redirectOf(router: LoadedRouter): { href: string; spelling: boolean } | undefined {
  const result = router._serverResult;
  if (result?.type !== "redirect" || !result.redirect) return undefined;
  const options = result.redirect.options as { href?: string; to?: string };
  const href = options.href ?? result.redirect.headers.get("Location") ?? undefined;
  // The router's own redirect names an address only (`/News/x/` is `/news/x`); a loader's names a route (`to`).
  return href ? { href, spelling: options.to === undefined } : undefined;
}

/** The content the page's matches stand for: the first not-found among them, else the deepest route's loader's. */
function contentOf(router: LoadedRouter): PageContent | "error" {
  const matches = router.state.matches;
  for (const match of matches) {
    const content = matchContent({ match: match as never, matches: [], loaderData: undefined });
    if (content?.kind === "not-found") return content;
  }
  const leaf = matches.at(-1);
  if (!leaf || leaf.status === "error") return "error";
  return (leaf.loaderData as PageContent | undefined) ?? "error";
}

/** The entries the loaders filled, as the browser's cache takes them (app/start/page-data.ts). */
const loadedQueries = (queryClient: QueryClient): [QueryKey, unknown][] =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === "success")
    .map((query) => [query.queryKey as QueryKey, query.state.data]);

export const renderPage: RenderPage = async (request) => {
  const drawnTexts = sanitizeWithoutDom(request.sanitize);
  setDocumentLanguage(request.language, request.words);
  readThrough(request.reads);
  const engine = globalThis as { fetch?: unknown };
  const fetchBefore = engine.fetch;
  engine.fetch = serverFetch;
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  try {
    // The rules the server followed, under the key the root's route rules read them by; a preview, where the record
    // routes look for it.
    queryClient.setQueryData(queryKeys.redirectLookup(request.rules.path), request.rules);
    if (request.preview) queryClient.setQueryData(queryKeys.preview(), request.preview);
    const routerAt = (at: string) =>
      createRouter({
        routeTree,
        context: { queryClient },
        history: createMemoryHistory({ initialEntries: [at] }),
        isServer: true,
        origin: "http://localhost",
        // The language's prefix (/pt), as the browser's router has it (app/router.tsx): its links stay in the language.
        basepath: request.language.prefix || "/",
        ...sharedRouterOptions,
      });
    // An error page is loaded lazily in the browser; here its code must be at hand before the render.
    const errorPages = Promise.all([preloadErrorPages(), LanguageSwitcher.preload?.()]);
    let router = routerAt(request.href);
    await Promise.all([router.load(), errorPages]);
    let moved = redirectOf(router as unknown as LoadedRouter);
    if (moved?.spelling) {
      // An address the router spells otherwise (`/News/x/` is `/news/x`): drawn at its spelling, as the browser's router
      // draws it after the same redirect.
      router = routerAt(moved.href);
      await router.load();
      moved = redirectOf(router as unknown as LoadedRouter);
    }
    if (moved) {
      // A page known by another address (/news?page=1 is /news): a permanent move there.
      const location = moved.href;
      return {
        status: 301,
        location,
        kind: "moved",
        head: "",
        body: "",
        queries: [],
        drawn: [],
        origin: "",
        noindex: true,
        private: false,
      };
    }
    const content = contentOf(router as unknown as LoadedRouter);
    const shown: PageContent = content === "error" ? { kind: "not-found", status: 404 } : content;
    const view = await pageViewOf(queryClient, {
      within: request.within,
      content: shown,
      fallbackOrigin: request.fallbackOrigin,
      rules: request.rules,
      ...(request.preview ? { preview: request.preview } : {}),
    });
    const queries = loadedQueries(queryClient);
    // A query that failed (a search the database refused) is left to the browser, which asks again: drawn as the
    // browser will draw it before its answer, not as the failure.
    queryClient.removeQueries({ predicate: (query) => query.state.status === "error" });
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // React writes the hoistable tags it met (an LCP image's preload, a title) first; the head above has its own.
    const body = html.replace(/^(?:<link [^>]*>|<meta [^>]*>|<title>[^<]*<\/title>)+/, "");
    // Each rich text the page drew is on the page once: the data block says where (shared/pages/drawn-text.ts).
    const carried = withoutDrawnTexts(queries, drawnTexts, body);
    const screen: Screen = {
      status: content === "error" ? 500 : shown.kind === "not-found" ? shown.status : 200,
      kind: shown.kind,
      head: `${renderHead(pageHead(view, request.words))}${leadImageLink(view)}`,
      body,
      queries: carried.queries,
      drawn: carried.drawn,
      origin: view.origin,
      noindex: isNoindex(view),
      private: isPrivatePage(view),
    };
    return screen;
  } finally {
    readThrough(undefined);
    // Nothing of this render stays reachable from the engine's globals: the hooks may let these screens go.
    engine.fetch = fetchBefore;
    queryClient.clear();
  }
};
