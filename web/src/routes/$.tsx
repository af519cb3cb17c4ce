import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { HOME_RECORD } from "../../../shared/pages/public-paths";
import { type PageContent, queryKeys } from "../../../shared/pages/view";
import { routeHead } from "../app/head/route-head";
import { held, usePreview } from "../app/preview/preview";
import { editorPageQuery } from "../app/sections/page-query";
import { ensureSectionData } from "../app/sections/section-data";
import { Sections } from "../app/sections/sections";
import { orNotFound } from "../lib/backend-error";
import { translationsQuery } from "../lib/translations-query";

/** An address an editor's page could have (shared/sections/address.ts), in any case; anything else is no page. */
const PAGE_ADDRESS = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*(?:\/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*){0,2}$/;

/** The preview bar, loaded for a preview link only: an editor's page otherwise fetches none of its code. */
let Bar: typeof import("../app/preview/preview-bar").PreviewBar | undefined;

/**
 * Every path no other route takes: an editor's page (issue 33), by its address, with its sections; else the not-found
 * page (404: the root has already asked the route rules, redirects and removed pages, for this path), the router's
 * default (app/router-options.ts): named here, its code would load with every editor's page (1 KB).
 */
export const Route = createFileRoute("/$")({
  staticData: { layout: "menu-spacer" },
  loader: async ({ params, context: { queryClient } }): Promise<PageContent> => {
    const slug = (params._splat ?? "").replace(/\/+$/, "");
    if (!PAGE_ADDRESS.test(slug)) throw notFound();
    // The home page's own address is the root (the server answers it 301; in the app, a link that names it).
    if (slug.toLowerCase() === HOME_RECORD.slug) throw redirect({ to: "/", replace: true });
    if (!Bar && queryClient.getQueryData(queryKeys.preview()))
      Bar = await import("../app/preview/preview-bar").then((module) => module.PreviewBar);
    const page = await orNotFound(queryClient.ensureQueryData(editorPageQuery(slug)));
    const [translations] = await Promise.all([
      queryClient.ensureQueryData(translationsQuery("pages", page)),
      ensureSectionData(queryClient, page.expand?.sections ?? []),
    ]);
    return { kind: "page", record: page, translations };
  },
  head: routeHead,
  component: () => (
    <>
      {Bar && <Bar />}
      <EditorPageScreen />
    </>
  ),
});

function EditorPageScreen() {
  const { _splat } = Route.useParams();
  const preview = usePreview();
  const { data: page } = useSuspenseQuery(held(editorPageQuery((_splat ?? "").replace(/\/+$/, "")), preview));
  return (
    <div className="editor-page">
      <Sections sections={page.expand?.sections ?? []} title={page.title} />
    </div>
  );
}
