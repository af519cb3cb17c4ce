import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server.browser";
import type { RenderScreen } from "../../../shared/pages/screens";
import { preloadErrorPages } from "../app/errors/error-pages";
import { LanguageSwitcher } from "../app/languages/links";
import { sharedRouterOptions } from "../app/router-options";
import { setDocumentLanguage } from "../lib/language";
import { sanitizeWithoutDom } from "../lib/sanitize-html";
import { routeTree } from "../routeTree.gen";

/**
 * The screens as the server draws them (issue 23; decision 061): the app's own routes and components, rendered to a
 * string inside PocketBase's JS engine from the data the hook loaded. The browser then hydrates this markup with
 * the same tree (main.tsx), so no screen is written twice.
 *
 * `queries` are the page's inline data (shared/pages/query-entries.ts), the very entries the browser seeds
 * its cache with; a query the page did not load answers "not found" (server/pocketbase.ts), as the API would.
 */
export const renderScreen: RenderScreen = async (href, queries, sanitize, language, words) => {
  sanitizeWithoutDom(sanitize);
  setDocumentLanguage(language, words);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  for (const [key, value] of queries) queryClient.setQueryData(key as unknown[], value);
  const routerAt = (at: string) =>
    createRouter({
      routeTree,
      context: { queryClient },
      history: createMemoryHistory({ initialEntries: [at] }),
      isServer: true,
      origin: "http://localhost",
      // The language's prefix (/pt), as the browser's router has it (app/router.tsx): its links stay in the language.
      basepath: language.prefix || "/",
      ...sharedRouterOptions,
    });
  // An error page is loaded lazily in the browser; here its code must be at hand before the render.
  const errorPages = Promise.all([preloadErrorPages(), LanguageSwitcher.preload?.()]);
  let router = routerAt(href);
  await Promise.all([router.load(), errorPages]);
  // An address the router spells otherwise (`/News/x/` is `/news/x`): drawn at its spelling, as the browser's router
  // draws it after the same redirect.
  const moved = router._serverResult?.type === "redirect" ? router._serverResult.redirect : undefined;
  const target = moved?.options.href ?? moved?.headers.get("Location");
  if (target) {
    router = routerAt(target);
    await router.load();
  }
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  queryClient.clear();
  // React writes the hoistable tags it met (an LCP image's preload, a title) first; the server's head has its own.
  return html.replace(/^(?:<link [^>]*>|<meta [^>]*>|<title>[^<]*<\/title>)+/, "");
};
