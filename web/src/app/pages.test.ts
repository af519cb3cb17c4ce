// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { PAGE_PARAMS } from "../../../shared/pages/list-params";
import { FIXED_PAGES } from "../../../shared/pages/match";
import { PUBLIC_PATH_PREFIX } from "../../../shared/pages/public-paths";
import routeTree from "../routeTree.gen.ts?raw";

describe("the server knows the app's pages", () => {
  it("lists every route of the router, and nothing else", () => {
    const routes = [...routeTree.matchAll(/^\s+fullPath: '([^']+)'$/gm)].map((match) => match[1]);
    // An editors' page (prefix "/") is the splat route's, "/$", which also draws the not-found page (issue 33).
    const known = [
      ...FIXED_PAGES,
      ...Object.values(PUBLIC_PATH_PREFIX).map((prefix) => (prefix === "/" ? "/$" : `${prefix}$slug`)),
      "/$",
    ];
    expect(new Set(routes)).toEqual(new Set(known));
  });
});

describe("the server's page cache and the app read the same query parameters", () => {
  // A page's route file, by the router's file naming: /work is work.tsx, /news (with its records below) news.index.tsx.
  const files = import.meta.glob<{ Route: { options: { validateSearch?: unknown } } }>("../routes/*.tsx");
  it.each(Object.entries(PAGE_PARAMS))("%s keeps %j in its search, and nothing else", async (page, names) => {
    const name = page.slice(1).replace(/\//g, ".");
    const load = files[`../routes/${name}.tsx`] ?? files[`../routes/${name}.index.tsx`];
    expect(load, `no route file found for ${page}`).toBeDefined();
    const validate = (await load?.())?.Route.options.validateSearch as (search: Record<string, unknown>) => object;
    const offered = Object.fromEntries([...names, "utm_source", "junk"].map((name) => [name, "x"]));
    expect(Object.keys(validate(offered)).sort()).toEqual([...names].sort());
  });
});
