import { beforeEach, describe, expect, it, vi } from "vitest";
import { ENGLISH } from "../../../shared/languages/languages";
import type { Words } from "../../../shared/languages/words/en";
import { type ListRead, listReadProblem } from "../../../shared/serving/list-reads";
import { newsPageQuery } from "../features/news/news-page-query";
import { articleNeighboursQuery, articleQuery, latestNewsQuery } from "../features/news/news-query";
import { officesQuery } from "../features/offices/offices-query";
import { featuredProjectsQuery, nextProjectQuery, projectQuery, projectsPageQuery } from "../features/projects/projects-query";
import { servicesQuery } from "../features/services/services-query";
import { siteQuery } from "../features/site/site-query";
import { setDocumentLanguage } from "../lib/document-language";
import { translationsQuery } from "../lib/translations-query";
import { menusQuery } from "./menus/menus-query";

/**
 * Every list read of the app's, as it reaches the records API (the SDK's perPage, sort and filter), against what a
 * visitor may ask (shared/serving/list-reads.ts): the two are declared once (shared/pages/lists.ts VISITOR_LIST_READS)
 * and this fails the day a query asks for more than the server lets a visitor have. The SDK is replaced by a recorder:
 * it answers nothing, it notes what each call would ask.
 */
const { asked, requests, options, request } = vi.hoisted(() => {
  type Options = { sort?: string; filter?: string; fields?: string; expand?: string; skipTotal?: boolean };
  return {
    asked: [] as (ListRead & { collection: string })[],
    /** Each read whole, as the SDK would send it: tests/query-plans.test.ts sends them to a real server. */
    requests: [] as { collection: string; query: Record<string, string> }[],
    options: (o?: Options) => ({
      ...(o?.sort === undefined ? {} : { sort: o.sort }),
      ...(o?.filter === undefined ? {} : { filter: o.filter }),
    }),
    request: (collection: string, page: number, perPage: number, o: Options = {}) => ({
      collection,
      query: Object.fromEntries(
        Object.entries({ page, perPage, ...o, skipTotal: o.skipTotal ? 1 : undefined })
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, String(value)]),
      ),
    }),
  };
});

// The wrapper's own additions are kept: each read brings its records' images' sizes along (an expand).
const { withImageSizes } = await import("../../../shared/images/sizes-read");

vi.mock("../lib/pocketbase", async () => ({
  pb: {
    collection: (collection: string) => ({
      getList: async (page = 1, perPage = 30, o?: { sort?: string; filter?: string }) => {
        asked.push({ collection, perPage: String(perPage), ...options(o) });
        requests.push(request(collection, page, perPage, withImageSizes(collection, o)));
        return { items: [], page: 1, perPage, totalItems: 0, totalPages: 0 };
      },
      // The SDK's getFullList asks 1,000 a page unless told its batch.
      getFullList: async ({ batch = 1000, ...o }: { sort?: string; filter?: string; batch?: number } = {}) => {
        asked.push({ collection, perPage: String(batch), ...options(o) });
        requests.push(request(collection, 1, batch, { ...withImageSizes(collection, o), skipTotal: true }));
        return [];
      },
      getFirstListItem: async (filter: string, o?: { sort?: string }) => {
        asked.push({ collection, perPage: "1", ...options({ ...o, filter }) });
        requests.push(request(collection, 1, 1, { ...withImageSizes(collection, o), filter, skipTotal: true }));
        return {};
      },
    }),
    filter: (await import("../lib/pb-filter")).pbFilter,
  },
}));

const pt = { code: "pt", name: "Português", dir: "ltr" as const, is_default: false };

describe("the app's list reads are all ones a visitor may make (issue 32)", () => {
  beforeEach(() => {
    asked.length = 0;
    requests.length = 0;
  });

  it.each([
    ["en", ""],
    ["pt", "/pt"],
  ])("in %s", async (code, prefix) => {
    setDocumentLanguage({ code, dir: "ltr", prefix, defaultCode: "en", languages: [ENGLISH, pt] }, {} as Words);
    const article = { slug: "a-story", published_at: "2026-01-01 10:00:00.000Z" };
    const queries = [
      projectsPageQuery(2),
      projectsPageQuery(1, "rec0000000000002"),
      featuredProjectsQuery(6),
      featuredProjectsQuery(3, "rec0000000000002"),
      projectQuery("a-project"),
      nextProjectQuery({ id: "rec0000000000003", sort_order: 2, published_at: "2026-01-01 10:00:00.000Z" }),
      servicesQuery(),
      officesQuery(),
      latestNewsQuery(),
      articleQuery("a-story"),
      articleNeighboursQuery(article as never),
      newsPageQuery(2),
      newsPageQuery(1, "brand identity"),
      translationsQuery("news", { id: "rec0000000000001", translation_of: "", language: "en", slug: "a" } as never),
      siteQuery(),
      menusQuery(),
    ];
    for (const query of queries) await (query.queryFn as (context: unknown) => Promise<unknown>)({});
    expect(asked.length).toBeGreaterThanOrEqual(queries.length);
    for (const read of asked) expect(listReadProblem(read), JSON.stringify(read)).toBeUndefined();
    // What the query plans' test sends (issue 34): it fails here first when a read of the app's changes.
    await expect(`${JSON.stringify(requests, null, 2)}\n`).toMatchFileSnapshot(`../../../tests/fixtures/app-reads.${code}.json`);
  });
});
