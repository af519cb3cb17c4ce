import { type QueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useLoaderData } from "@tanstack/react-router";
import { type PageContent, queryKeys } from "../../../../shared/pages/view";
import type { EditorPage, Section } from "../../../../shared/schema/records";
import { officesQuery } from "../../features/offices/offices-query";
import { siteQuery } from "../../features/site/site-query";
import { words } from "../../lib/document-language";
import { homePageQuery } from "./page-query";
import { ensureSectionData } from "./section-data";
import { Sections } from "./sections";

/**
 * The home composition of before, from the site's words and studios (both in every page's frame): its code loads only
 * for a site with no page at the address home.
 */
async function builtIn(queryClient: QueryClient): Promise<Section[]> {
  const [builtInHome, site, offices] = await Promise.all([
    import("./built-in-home").then((module) => module.builtInHome),
    queryClient.ensureQueryData(siteQuery()),
    queryClient.ensureQueryData(officesQuery()),
  ]);
  return builtInHome(words(), site, offices.length);
}

/**
 * The home page on a preview link (home-preview.tsx), loaded for one only: every visitor's `/` fetches none of the
 * preview's code.
 */
let Preview: typeof import("./home-preview").HomePreview | undefined;

/**
 * The home page's loader (web/src/routes/index.tsx; issue 33): the editors' page at the address home in the page's
 * language and what its sections show; while there is none, the composition it started from.
 */
export async function loadHomePage(queryClient: QueryClient): Promise<PageContent> {
  if (!Preview && queryClient.getQueryData(queryKeys.preview()))
    Preview = await import("./home-preview").then((module) => module.HomePreview);
  const page = await queryClient.ensureQueryData(homePageQuery());
  const sections = page ? undefined : await builtIn(queryClient);
  await ensureSectionData(queryClient, page?.expand?.sections ?? sections ?? []);
  return { kind: "home", page, ...(sections ? { sections } : {}) };
}

/** The home page's screen: its sections, as any page's are drawn (on a preview link, under the preview bar). */
export function HomePage() {
  const content = useLoaderData({ from: "/" });
  const builtIn = (content.kind === "home" ? content.sections : undefined) ?? [];
  return Preview ? <Preview builtIn={builtIn} /> : <LiveHome builtIn={builtIn} />;
}

/** The home page as visitors see it: refetched when an editor changes it. */
function LiveHome({ builtIn }: { builtIn: Section[] }) {
  return <HomeSections page={useSuspenseQuery(homePageQuery()).data} builtIn={builtIn} />;
}

/** The home page's sections, or the composition it started from while there is none. */
export function HomeSections({ page, builtIn }: { page: EditorPage | null; builtIn: Section[] }) {
  const { data: site } = useSuspenseQuery(siteQuery());
  return <Sections sections={page?.expand?.sections ?? builtIn} title={page?.title ?? site.site_name} />;
}
