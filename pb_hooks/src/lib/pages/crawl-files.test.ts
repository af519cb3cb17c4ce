import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { FIXED_PAGES } from "../../../../shared/pages/match";
import { LISTED_PAGES, newest, rfc822Date, robotsTxt, rssFeed, sitemapXml, UNLISTED_PAGES, w3cDate } from "./crawl-files";

const ORIGIN = "https://meridian.example";
const parse = (xml: string) => {
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, htmlEntities: true }).parse(xml);
};

describe("crawl files", () => {
  it("decides for every fixed page of the router whether the sitemap lists it", () => {
    const decided = [...Object.keys(LISTED_PAGES), ...UNLISTED_PAGES].sort();
    expect(decided).toEqual(FIXED_PAGES.map((page) => (page.length > 1 ? page.replace(/\/$/, "") : page)).sort());
  });

  it("writes PocketBase dates as W3C datetimes and as RFC 822 dates", () => {
    expect(w3cDate("2026-11-22 06:30:05.123Z")).toBe("2026-11-22T06:30:05Z");
    expect(rfc822Date("2026-11-22 06:30:05.123Z")).toBe("Sun, 22 Nov 2026 06:30:05 GMT");
    expect(rfc822Date("2024-02-29 23:59:59.000Z")).toBe("Thu, 29 Feb 2024 23:59:59 GMT");
  });

  it("picks the newest date and skips empty ones", () => {
    expect(newest(["2026-01-02 00:00:00.000Z", "", "2026-11-02 00:00:00.000Z", "2025-12-31 00:00:00.000Z"])).toBe(
      "2026-11-02 00:00:00.000Z",
    );
    expect(newest(["", ""])).toBe("");
  });

  it("keeps crawlers out of the admin and the API but not uploaded images, and names the sitemap", () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/_\/$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Allow: \/api\/files\/$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/meridian\.example\/sitemap\.xml$/m);
  });

  it("lists pages in the sitemap with their lastmod, leaving it out when unknown", () => {
    const { urlset } = parse(
      sitemapXml(ORIGIN, [
        { path: "/", lastmod: "2026-11-22 06:30:00.000Z" },
        { path: "/news/a-b", lastmod: "" },
      ]),
    );
    expect(urlset.url).toEqual([{ loc: `${ORIGIN}/`, lastmod: "2026-11-22T06:30:00Z" }, { loc: `${ORIGIN}/news/a-b` }]);
  });

  it("keeps every address of a file an operator's SITEMAP_URLS made larger than its default, up to the protocol's 50,000", () => {
    const entries = (count: number) => Array.from({ length: count }, (_, n) => ({ path: `/news/a-${n}`, lastmod: "" }));
    expect(sitemapXml(ORIGIN, entries(6_000)).match(/<url>/g)).toHaveLength(6_000);
    expect(sitemapXml(ORIGIN, entries(50_001)).match(/<url>/g)).toHaveLength(50_000);
  });

  it("writes an RSS 2.0 feed that parses whatever the titles and excerpts hold", () => {
    const hostile = `</title><script>alert("x")</script> & 'quotes'\u0001`;
    const xml = rssFeed(ORIGIN, { title: "Meridian & Co", description: "" }, [
      { title: hostile, path: "/news/hostile", excerpt: `<b>${hostile}</b>`, publishedAt: "2026-11-22 06:30:00.000Z" },
    ]);
    const { rss } = parse(xml);
    expect(rss["@_version"]).toBe("2.0");
    expect(rss.channel).toMatchObject({
      title: "Meridian & Co",
      link: `${ORIGIN}/news`,
      description: "Meridian & Co",
      "atom:link": { "@_href": `${ORIGIN}/feed.xml`, "@_rel": "self", "@_type": "application/rss+xml" },
      item: {
        title: `</title><script>alert("x")</script> & 'quotes'`,
        link: `${ORIGIN}/news/hostile`,
        guid: { "#text": `${ORIGIN}/news/hostile`, "@_isPermaLink": "true" },
        pubDate: "Sun, 22 Nov 2026 06:30:00 GMT",
        description: `<b></title><script>alert("x")</script> & 'quotes'</b>`,
      },
    });
  });
});
