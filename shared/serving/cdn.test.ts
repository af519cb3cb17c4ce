import { describe, expect, it } from "vitest";
import {
  ALL_PAGES,
  cdnFromEnv,
  coveredPaths,
  DEFAULT_PURGE_BODY,
  PURGE_PATHS_PER_CALL,
  purgeBody,
  purgeCalls,
  purgePaths,
  purgesInOneCall,
} from "./cdn";

const envOf = (values: Record<string, string>) => (name: string) => values[name] ?? "";

describe("cdnFromEnv", () => {
  it("is off, with no purge, when nothing is set", () => {
    expect(cdnFromEnv(envOf({}))).toEqual({ on: false });
  });

  it("reads the mode and a purge webhook with its defaults", () => {
    expect(cdnFromEnv(envOf({ CDN_MODE: "on", CDN_PURGE_URL: "https://api.example.net/purge" }))).toEqual({
      on: true,
      purge: { url: "https://api.example.net/purge", method: "POST", headers: {}, body: DEFAULT_PURGE_BODY, timeoutSeconds: 10 },
    });
  });

  it("takes the method in any case, headers as JSON, a template and a timeout", () => {
    const config = cdnFromEnv(
      envOf({
        CDN_PURGE_URL: "http://127.0.0.1:9000/purge?zone=1",
        CDN_PURGE_METHOD: "put",
        CDN_PURGE_HEADERS: '{"Authorization":"Bearer abc","X-Zone":"main"}',
        CDN_PURGE_BODY: '{"files":{{urls}}}',
        CDN_PURGE_TIMEOUT: "3",
      }),
    );
    expect(config.purge).toEqual({
      url: "http://127.0.0.1:9000/purge?zone=1",
      method: "PUT",
      headers: { Authorization: "Bearer abc", "X-Zone": "main" },
      body: '{"files":{{urls}}}',
      timeoutSeconds: 3,
    });
  });

  it("sends no body with GET unless a template asks for one", () => {
    expect(cdnFromEnv(envOf({ CDN_PURGE_URL: "https://x.example/p", CDN_PURGE_METHOD: "GET" })).purge?.body).toBe("");
  });

  it("with PURGE, calls the edge once per path at the path's own address, a prefix's `*` kept, with no body", () => {
    const purge = cdnFromEnv(envOf({ CDN_PURGE_URL: "http://127.0.0.1:6081/", CDN_PURGE_METHOD: "purge" })).purge;
    expect(purge).toMatchObject({ method: "PURGE", body: "" });
    expect(purgeCalls(purge as NonNullable<typeof purge>, "", ["/news/a", "/api/files/news/r1/*", ALL_PAGES])).toEqual([
      { url: "http://127.0.0.1:6081/news/a", body: "" },
      { url: "http://127.0.0.1:6081/api/files/news/r1/*", body: "" },
      { url: "http://127.0.0.1:6081/*", body: "" },
    ]);
  });

  it("makes one call with the whole list for every other method", () => {
    const purge = cdnFromEnv(envOf({ CDN_PURGE_URL: "https://api.example.net/purge" })).purge;
    expect(purgeCalls(purge as NonNullable<typeof purge>, '{"paths":["/a","/b"]}', ["/a", "/b"])).toEqual([
      { url: "https://api.example.net/purge", body: '{"paths":["/a","/b"]}' },
    ]);
  });

  it.each([
    [
      { CDN_PURGE_URL: "http://edge:8080/purge", CDN_PURGE_METHOD: "PURGE" },
      'With CDN_PURGE_METHOD=PURGE, CDN_PURGE_URL is the edge\'s address alone (http://edge:8080), not "http://edge:8080/purge"',
    ],
    [
      { CDN_PURGE_URL: "http://edge:8080", CDN_PURGE_METHOD: "PURGE", CDN_PURGE_BODY: "{}" },
      "CDN_PURGE_BODY is set but CDN_PURGE_METHOD is PURGE",
    ],
    [{ CDN_MODE: "yes" }, 'CDN_MODE must be "on" or "off", not "yes"'],
    [{ CDN_PURGE_BODY: "{}" }, "CDN_PURGE_BODY is set but CDN_PURGE_URL is empty"],
    [{ CDN_PURGE_URL: "ftp://x.example/" }, 'CDN_PURGE_URL must be an http:// or https:// address, not "ftp://x.example/"'],
    [{ CDN_PURGE_URL: "https://" }, "CDN_PURGE_URL must be an http:// or https:// address"],
    [
      { CDN_PURGE_URL: "https://x.example/", CDN_PURGE_METHOD: "TRACE" },
      'CDN_PURGE_METHOD must be one of POST, PUT, PATCH, DELETE, GET, PURGE, not "TRACE"',
    ],
    [
      { CDN_PURGE_URL: "https://x.example/", CDN_PURGE_TIMEOUT: "0" },
      "CDN_PURGE_TIMEOUT must be a whole number of seconds from 1 to 60",
    ],
    [{ CDN_PURGE_URL: "https://x.example/", CDN_PURGE_TIMEOUT: "2.5" }, "CDN_PURGE_TIMEOUT must be a whole number"],
    [{ CDN_PURGE_URL: "https://x.example/", CDN_PURGE_HEADERS: "Authorization: x" }, "it is not valid JSON"],
    [{ CDN_PURGE_URL: "https://x.example/", CDN_PURGE_HEADERS: '["a"]' }, "CDN_PURGE_HEADERS must be a JSON object"],
    [{ CDN_PURGE_URL: "https://x.example/", CDN_PURGE_HEADERS: '{"Bad Name":"x"}' }, '"Bad Name" is not a header name'],
    [
      { CDN_PURGE_URL: "https://x.example/", CDN_PURGE_HEADERS: '{"X-A":"1\\r\\nX-B: 2"}' },
      'the value of "X-A" must be a string on one line',
    ],
    [{ CDN_PURGE_URL: "https://x.example/", CDN_PURGE_HEADERS: '{"X-A":1}' }, 'the value of "X-A" must be a string'],
  ])("refuses %j: %s", (values, message) => {
    expect(() => cdnFromEnv(envOf(values))).toThrow(message);
  });
});

describe("purgeBody", () => {
  const values = { paths: ["/news/a", "/news"], origin: "https://studio.example", reason: "news a updated" };

  it("fills each placeholder with JSON", () => {
    const body = purgeBody('{"paths":{{paths}},"files":{{urls}},"why":{{reason}}}', values);
    expect(JSON.parse(body)).toEqual({
      paths: ["/news/a", "/news"],
      files: ["https://studio.example/news/a", "https://studio.example/news"],
      why: "news a updated",
    });
  });

  it("never reads a placeholder inside a value", () => {
    const body = purgeBody("{{paths}} {{reason}}", { ...values, paths: ["/{{reason}}"], reason: '"quoted" {{paths}}' });
    expect(body).toBe('["/{{reason}}"] "\\"quoted\\" {{paths}}"');
  });
});

describe("purgePaths", () => {
  const project = { collection: "projects", id: "p1", collectionId: "pbc_projects" };

  it("names a published project's page at both slugs, its lists and its files", () => {
    expect(purgePaths({ ...project, before: { slug: "old", public: true }, after: { slug: "new", public: true } })).toEqual([
      "/project/old",
      "/project/new",
      "/",
      "/work",
      "/sitemap.xml",
      "/api/files/pbc_projects/p1/*",
    ]);
  });

  it("names an article's page, lists and feed when it is published, and again when it is withdrawn", () => {
    const news = { collection: "news", id: "n1", collectionId: "pbc_news" };
    const expected = ["/news/a", "/", "/news", "/feed.xml", "/sitemap.xml", "/api/files/pbc_news/n1/*"];
    expect(purgePaths({ ...news, before: { slug: "a", public: false }, after: { slug: "a", public: true } })).toEqual(expected);
    expect(purgePaths({ ...news, before: { slug: "a", public: true }, after: { slug: "a", public: false } })).toEqual(expected);
    expect(purgePaths({ ...news, before: { slug: "a", public: true } })).toEqual(expected);
  });

  it("names nothing for a draft no visitor saw before or after", () => {
    expect(purgePaths({ ...project, before: { slug: "d", public: false }, after: { slug: "d2", public: false } })).toEqual([]);
    expect(purgePaths({ ...project, after: { slug: "d", public: false } })).toEqual([]);
  });

  it("names a redirect's old and new sources", () => {
    const redirect = { collection: "redirects", id: "r1", collectionId: "pbc_r" };
    expect(
      purgePaths({ ...redirect, before: { source: "/old", public: true }, after: { source: "/older", public: true } }),
    ).toEqual(["/old", "/older"]);
    expect(purgePaths({ ...redirect, after: { source: "/old", public: true } })).toEqual(["/old"]);
  });

  it("names every page for what every page shows", () => {
    for (const collection of ["site", "services", "offices"]) {
      expect(purgePaths({ collection, id: "x", collectionId: "c", after: { public: true } })).toEqual([ALL_PAGES]);
    }
  });
});

describe("coveredPaths", () => {
  it("names each path once and drops those a prefix covers", () => {
    expect(coveredPaths(["/news", "/", "/news", "/api/files/c/r/*", "/api/files/c/r/a.jpg", "/api/files/c/s/b.jpg"])).toEqual([
      "/news",
      "/",
      "/api/files/c/r/*",
      "/api/files/c/s/b.jpg",
    ]);
  });

  it("keeps every page alone when it is among them", () => {
    expect(coveredPaths(["/news/a", ALL_PAGES, "/api/files/c/r/*", ALL_PAGES, "/sitemap.xml"])).toEqual([ALL_PAGES]);
  });
});

describe("purgesInOneCall", () => {
  it("joins a first start's purges, most of them every page, into one call for every page", () => {
    const purges = [
      { paths: [ALL_PAGES] },
      { paths: ["/about", "/", "/sitemap.xml", "/api/files/c/p1/*"] },
      ...Array.from({ length: 70 }, () => ({ paths: [ALL_PAGES] })),
    ];
    expect(purgesInOneCall(purges)).toEqual({ count: 72, paths: [ALL_PAGES] });
  });

  it("stops before the purge that would take the call past the paths a CDN takes at once", () => {
    const article = (n: number) => ({ paths: [`/news/a${n}`, "/", "/news", "/feed.xml", "/sitemap.xml", `/api/files/c/${n}/*`] });
    // Each article adds two paths of its own to the four lists they share.
    const { count, paths } = purgesInOneCall(Array.from({ length: 40 }, (_, n) => article(n)));
    expect(count).toBe((PURGE_PATHS_PER_CALL - 4) / 2);
    expect(paths).toHaveLength(PURGE_PATHS_PER_CALL);
    expect(paths.slice(0, 6)).toEqual(article(0).paths);
  });

  it("sends a first purge whole, however many paths it names, and nothing for none", () => {
    const big = { paths: Array.from({ length: PURGE_PATHS_PER_CALL + 5 }, (_, n) => `/p${n}`) };
    expect(purgesInOneCall([big, { paths: ["/x"] }])).toEqual({ count: 1, paths: big.paths });
    expect(purgesInOneCall([])).toEqual({ count: 0, paths: [] });
  });
});
