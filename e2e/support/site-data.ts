import PocketBase from "pocketbase";
import { liftImageSizes, withImageSizes } from "../../shared/images/sizes-read";
import { EDITORS_ORDER, LIST_BATCH, NEWEST_ORDER, projectCards } from "../../shared/pages/lists";
import { PAGES, RECORD_PAGES } from "../../shared/site-registry";

/**
 * Reads records straight from the running PocketBase, so tests assert what the database holds: those of one language
 * (the default's unless asked), as each page lists them (issue 24).
 */
export function siteData(baseURL: string | undefined, language = "en") {
  const pb = new PocketBase(baseURL);
  pb.autoCancellation(false);
  const filter = pb.filter("language = {:language}", { language });
  // Records with images as the app reads them: their images' sizes brought along (shared/images/sizes-read.ts).
  const sized = <O extends { expand?: string; [option: string]: unknown }, A>(
    collection: string,
    options: O,
    read: (options: O) => Promise<A>,
  ) => read(withImageSizes(collection, options) ?? options).then((answer) => liftImageSizes(collection, options, answer));
  const projects = { sort: projectCards.sort, expand: "services", filter, batch: LIST_BATCH };
  const news = { sort: NEWEST_ORDER, filter };
  const offices = { sort: EDITORS_ORDER, batch: LIST_BATCH };
  return {
    pb,
    filter,
    site: () => sized("site", {}, (options) => pb.collection("site").getFirstListItem("", options)),
    // At most a batch a page, as a visitor may ask (issue 32; the SDK's own is 1,000).
    projects: () => sized("projects", projects, (options) => pb.collection("projects").getFullList(options)),
    services: () => pb.collection("services").getFullList({ sort: EDITORS_ORDER, filter, batch: LIST_BATCH }),
    news: (page = 1) => sized("news", news, (options) => pb.collection("news").getList(page, 12, options)),
    offices: () => sized("offices", offices, (options) => pb.collection("offices").getFullList(options)),
  };
}

/**
 * One real path of each kind the site has, named: the list a check "on every route" walks. The pages come from the
 * registry (shared/site-registry.ts): each fixed page not marked `notEveryRoute`, and one published record of each
 * collection with pages of its own (the first in its list's order), then an address with no page.
 */
export async function everyRoute(baseURL: string | undefined): Promise<{ name: string; path: string }[]> {
  const data = siteData(baseURL);
  const first: Record<string, () => Promise<string | undefined>> = {
    projects: async () => (await data.projects())[0]?.slug,
    news: async () => (await data.news()).items[0]?.slug,
  };
  // A record page whose collection has no published record yet (a new kind of page without demo content) has nothing
  // to visit: left out, never a visit of `<prefix>undefined`.
  const records = (
    await Promise.all(
      Object.entries(RECORD_PAGES).map(async ([collection, page]) => {
        const slug = await (
          first[collection] ??
          (async () => (await data.pb.collection(collection).getList(1, 1, { filter: data.filter })).items[0]?.slug)
        )();
        return slug ? [{ name: page.kind, path: `${page.prefix}${slug}` }] : [];
      }),
    )
  ).flat();
  const fixed = PAGES.filter((page) => !("notEveryRoute" in page)).map((page) => ({
    name: page.path === "/" ? "home" : page.path.slice(1),
    path: page.path,
  }));
  return [...fixed, ...records, { name: "not-found", path: "/no/such/page" }];
}
