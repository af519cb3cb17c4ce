import "@fontsource-variable/fraunces";
import "@fontsource-variable/inter";
import "./styles/tokens.css";
import "./styles/base.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { preloadErrorPages } from "./app/errors/lazy-error-pages";
import { queryClient } from "./app/query-client";
import { router } from "./app/router";
import { codeFailedToLoad, reloadOnChunkError } from "./app/start/chunk-reload";
import { keepServerPage } from "./app/start/keep-server-page";
import { seedFromPage } from "./app/start/page-data";
import { documentLanguage, setDocumentLanguage } from "./lib/document-language";
import { nextTask } from "./lib/next-task";

reloadOnChunkError(router);

const container = document.getElementById("app");
if (!container) throw new Error("index.html has no #app element");

// The server's page is on screen already. Seeded with its data, the router loads the page (its code, no API request)
// before React hydrates that markup, which the server drew with the same components. Each step is its own task (nextTask): the
// module's evaluation, the seeding, the route's load and React's render would otherwise hold a phone's main thread
// in one piece. Not a top-level await: route chunks import from the chunk this module is bundled in (vite.config.ts),
// and a module still evaluating would keep their imports, and so the first page, waiting for ever.
async function takeOver(root: HTMLElement): Promise<boolean> {
  await nextTask();
  const seeded = seedFromPage(queryClient);
  // The Vite dev server's page carries PocketBase's data for its address (scripts/lib/vite-dev-page-data.ts); one that
  // could not get it has no words: English's, loaded here (never in a build's page).
  if (import.meta.env.DEV && !root.firstElementChild && seeded === 0)
    setDocumentLanguage(documentLanguage(), (await import("../../shared/languages/words/en")).en);
  await nextTask();
  const loaded = await router.load().then(
    () => true,
    (error: unknown) => {
      console.error("The first page did not load", error);
      return false;
    },
  );
  // The first page's code failed to load (after the one reload chunk-reload.ts allows): the server's page stays, whole
  // and usable, with a word that the rest did not load, rather than an error page in its place (issue 22, item 5). An
  // error of the page itself (a malformed address, an unknown middleware) is the app's error page, as on a navigation.
  if (!loaded || (codeFailedToLoad() && router.state.matches.some((match) => match.status === "error"))) {
    keepServerPage();
    return false;
  }
  // A first page that is an error page (the server drew it so) renders with its code at hand, not a loading state: a
  // not-found page, the catch-all route's among them (/no/such). An editor's page there (issue 33) fetches none of it.
  if (router.state.matches.some((match) => match.status === "notFound")) await preloadErrorPages();
  await nextTask();
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  // The server drew this page with the same routes and components (web/src/server/render.tsx): React hydrates it,
  // keeping its nodes (main, heading, pictures) rather than drawing it again (decision 072). The router renders the
  // tree it renders on the server, without the Suspense boundary it puts round a page drawn in the browser alone.
  // A transition: React hydrates in slices of a few milliseconds, yielding to the browser between them, rather than in
  // one task that holds a phone's main thread (Total Blocking Time). The page stays usable meanwhile. The Vite dev
  // server's page has no server markup: the app draws it.
  if (import.meta.env.DEV && !root.firstElementChild) {
    startTransition(() => createRoot(root).render(app));
  } else {
    router.ssr = { manifest: undefined };
    startTransition(() => void hydrateRoot(root, app));
  }
  return true;
}
void takeOver(container)
  // Checking for a newer deploy, following content live and counting page views wait for the first page (decision 073).
  .then(async (tookOver) => {
    if (!tookOver) return;
    const { startBackgroundWork } = await import("./app/background/background-work");
    startBackgroundWork(router, queryClient);
  })
  .catch((error: unknown) => console.error("The page's background work could not start", error));
