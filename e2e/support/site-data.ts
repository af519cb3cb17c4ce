import PocketBase from "pocketbase";

/** Reads records straight from the running PocketBase, so tests assert what the database holds. */
export function siteData(baseURL: string | undefined) {
  const pb = new PocketBase(baseURL);
  pb.autoCancellation(false);
  return {
    pb,
    site: () => pb.collection("site").getFirstListItem(""),
    projects: () => pb.collection("projects").getFullList({ sort: "sort_order,-published_at", expand: "services" }),
    services: () => pb.collection("services").getFullList({ sort: "sort_order,name" }),
    news: (page = 1) => pb.collection("news").getList(page, 12, { sort: "-published_at,-created" }),
    offices: () => pb.collection("offices").getFullList({ sort: "sort_order,name" }),
  };
}

/** One real path of each kind the site has: the list a check "on every route" walks. */
export async function everyRoute(baseURL: string | undefined): Promise<string[]> {
  const data = siteData(baseURL);
  const [[project], news] = await Promise.all([data.projects(), data.news()]);
  return [
    "/",
    "/work",
    `/project/${project?.slug}`,
    "/news",
    `/news/${news.items[0]?.slug}`,
    "/office",
    "/contact",
    "/test",
    "/no/such/page",
  ];
}
