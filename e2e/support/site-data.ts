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

/** One real path of each kind the site has, named: the list a check "on every route" walks. */
export async function everyRoute(baseURL: string | undefined): Promise<{ name: string; path: string }[]> {
  const data = siteData(baseURL);
  const [[project], news] = await Promise.all([data.projects(), data.news()]);
  return [
    { name: "home", path: "/" },
    { name: "work", path: "/work" },
    { name: "project", path: `/project/${project?.slug}` },
    { name: "news", path: "/news" },
    { name: "article", path: `/news/${news.items[0]?.slug}` },
    { name: "office", path: "/office" },
    { name: "contact", path: "/contact" },
    { name: "test", path: "/test" },
    { name: "not-found", path: "/no/such/page" },
  ];
}
