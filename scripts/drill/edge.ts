import { type LoopbackResponse, loopbackRequest } from "../lib/loopback-request";
import { edgePort, type RunningEdge, startEdge } from "../lib/varnish";
import { submission } from "./litestream";
import { type DrillSite, pause, waitFor } from "./site";
import { check, type Steps } from "./steps";

const VISITORS = ["127.0.0.11", "127.0.0.12", "127.0.0.13", "127.0.0.14"];
const OUTSIDER = "127.0.0.15";
const PAGES = 20;
const REQUESTS = 10_000;
const CONCURRENCY = 50;
/** How long the origin stays down while every held page is asked for (its grace is a day: varnish/site.vcl). */
const OUTAGE_CHECK_MS = 30_000;
/** The site's s-maxage (shared/serving/cdn.ts CDN_PAGE_CACHE): past it, a page is served from grace alone. */
const PAGE_TTL_MS = 60_000;

/** Every address the site's sitemap names (following a sitemap index), as paths. */
async function sitemapPaths(origin: string): Promise<string[]> {
  const paths: string[] = [];
  const read = async (url: string, depth: number) => {
    const xml = (await loopbackRequest(url, { localAddress: VISITORS[0] })).body.toString();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const address = new URL(loc as string);
      if (/<sitemapindex/.test(xml) && depth < 2) await read(`${origin}${address.pathname}`, depth + 1);
      else paths.push(address.pathname + address.search);
    }
  };
  await read(`${origin}/sitemap.xml`, 0);
  return [...new Set(paths)];
}

/** Part (d): Varnish from varnish/site.vcl in front of the site with CDN_MODE=on and the PURGE webhook. */
export async function edgeDrill(
  steps: Steps,
  varnishd: string,
  work: string,
  start: (purgeUrl: string) => Promise<DrillSite>,
): Promise<void> {
  let site: DrillSite | undefined;
  let varnish: RunningEdge | undefined;
  try {
    let edge = "";
    await steps.step(
      "start the site with CDN_MODE=on and its purge webhook, and Varnish from varnish/site.vcl in front",
      async () => {
        const port = await edgePort();
        site = await start(`http://127.0.0.1:${port}`);
        varnish = await startEdge(varnishd, work, site.url, port);
        edge = varnish.url;
        return `${edge} → ${site.url} (${varnish.version})`;
      },
    );
    if (!site) return;
    const origin = site.url;
    const admin = site.admin;
    // As Chromium asks.
    const get = (pathname: string, from = VISITORS[0], headers: Record<string, string> = {}) =>
      loopbackRequest(`${edge}${pathname}`, {
        localAddress: from,
        headers: { "Accept-Encoding": "gzip, deflate, br, zstd", ...headers },
      });
    const backendRequests = () => (varnish as RunningEdge).backendRequests();
    const pages = (await sitemapPaths(origin)).slice(0, PAGES);

    // The demo's migrations wrote a purge per record they saved, most of them every page (`/*`), before the site
    // listened; sent one by one, during the load below, they emptied the edge dozens of times (CI, stop 53).
    await steps.step("the purges the site's first start wrote reach the edge in one call, before any page is kept", async () => {
      const unsent = () => admin.collection("cdn_purges").getList(1, 3, { filter: 'state != "sent"', sort: "next_attempt" });
      const written = (await admin.collection("cdn_purges").getList(1, 1)).totalItems;
      await waitFor("every purge the first start wrote is sent", async () => (await unsent()).totalItems === 0, 75_000).catch(
        async (error: Error) => {
          const left = (await unsent()).items.map((each) => `${each.reason} (${each.state}, ${each.last_error || "no error"})`);
          throw new Error(`${error.message}; still unsent: ${left.join("; ")}`);
        },
      );
      // Varnish counts one ban of its own at its start.
      const calls = (await (varnish as RunningEdge).purgeCalls()) - 1;
      check(written > 1, `the first start wrote ${written} purges; the demo's migrations should have written dozens`);
      check(calls === 1, `the edge took ${calls} purge calls for the first start's ${written} purges`);
      return `${written} purges written before the site listened, sent as ${calls} call${calls === 1 ? "" : "s"} to the edge`;
    });

    await steps.step(
      `${REQUESTS.toLocaleString("en")} requests over ${PAGES} pages reach the origin at most once a page`,
      async () => {
        check(pages.length === PAGES, `the sitemap names ${pages.length} addresses; the drill needs ${PAGES}`);
        const before = await backendRequests();
        let next = 0;
        const statuses = new Map<number, number>();
        // Each page's answers that did not come from the edge's memory, with the Cache-Control the site sent: what
        // tells why, when one page is fetched again and again (a first answer not `public` is passed for 120 s).
        const misses = new Map<string, { count: number; cacheControl: Set<string> }>();
        // Pages that came uncompressed to a browser that takes gzip: what the edge keeps is what every visitor gets.
        const plain = new Set<string>();
        const started = performance.now();
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async (_, worker) => {
            while (next < REQUESTS) {
              const n = next++;
              const page = pages[n % PAGES] as string;
              const answer = await get(page, VISITORS[worker % VISITORS.length]);
              statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
              if (answer.headers["content-encoding"] === undefined) plain.add(page);
              if (answer.headers["x-cache"] !== "hit") {
                const missed = misses.get(page) ?? { count: 0, cacheControl: new Set<string>() };
                missed.count++;
                missed.cacheControl.add(String(answer.headers["cache-control"] ?? "none"));
                misses.set(page, missed);
              }
            }
          }),
        );
        const seconds = (performance.now() - started) / 1000;
        const fetched = (await backendRequests()) - before;
        check(statuses.get(200) === REQUESTS, `answers: ${JSON.stringify(Object.fromEntries(statuses))}`);
        // One fetch a page; a revalidation only if the run outlived a page's minute.
        const allowed = PAGES * (1 + Math.floor((seconds * 1000) / PAGE_TTL_MS));
        const missedMost = [...misses.entries()]
          .sort((a, b) => b[1].count - a[1].count)
          .slice(0, 3)
          .map(([page, { count, cacheControl }]) => `${page}: ${count} misses, Cache-Control ${[...cacheControl].join(" | ")}`);
        check(
          fetched <= allowed,
          `the origin was asked ${fetched} times for ${PAGES} pages (at most ${allowed}); most missed: ${missedMost.join("; ")}`,
        );
        check(plain.size === 0, `pages kept and sent uncompressed to browsers that take gzip: ${[...plain].join(", ")}`);
        return `${fetched} origin requests for ${REQUESTS.toLocaleString("en")} edge requests (${Math.round(REQUESTS / seconds)} a second)`;
      },
    );

    await steps.step("each encoding the site serves is kept apart", async () => {
      const html = await Promise.all(
        ["gzip, deflate, br, zstd", "identity"].map(
          async (encoding) =>
            (await get("/", VISITORS[1], { "Accept-Encoding": encoding })).headers["content-encoding"] ?? "none",
        ),
      );
      check(html.join(",") === "gzip,none", `/ came as ${html.join(", ")}`);
      const script = (await get("/", VISITORS[1], { "Accept-Encoding": "identity" })).body
        .toString()
        .match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
      check(script !== undefined, "the home page names no script");
      const twins = await Promise.all(
        ["gzip, deflate, br, zstd", "gzip"].map(
          async (encoding) =>
            (await get(script, VISITORS[1], { "Accept-Encoding": encoding })).headers["content-encoding"] ?? "none",
        ),
      );
      check(twins.join(",") === "br,gzip", `${script} came as ${twins.join(", ")}`);
      return `/ gzipped and plain; ${script} as its brotli and gzip twins, each from its own kept copy`;
    });

    await steps.step("a publish shows at the edge within 1 s, through the site's purge", async () => {
      const list = "/news";
      const title = `Published through the edge ${Date.now()}`;
      await get(list);
      check((await get(list)).headers["x-cache"] === "hit", `${list} is not kept at the edge`);
      const published = performance.now();
      await admin.collection("news").create({
        title,
        excerpt: "An article the drill publishes to see it reach the edge.",
        body: "<p>Published by the drill.</p>",
        status: "published",
        author_name: "The drill",
      });
      let shown = -1;
      while (performance.now() - published < 5_000) {
        const page = await get(list, VISITORS[2], { "Accept-Encoding": "identity" });
        if (page.body.toString().includes(title)) {
          shown = performance.now() - published;
          break;
        }
        await pause(50);
      }
      check(shown >= 0, `${list} at the edge did not show the new article within 5 s`);
      // Every call of the purge answered 2xx: single addresses purged, the article's files (a prefix) banned.
      const latest = async () => (await admin.collection("cdn_purges").getList(1, 1, { sort: "-created" })).items[0];
      let purge = await latest();
      for (let wait = 0; purge?.state !== "sent" && wait < 50; wait++) {
        await pause(100);
        purge = await latest();
      }
      check(purge?.state === "sent", `the purge is ${purge?.state}: ${purge?.last_error}`);
      const paths = purge.paths as string[];
      check(
        paths.some((each) => each.endsWith("*")),
        `the purge named no prefix: ${paths.join(" ")}`,
      );
      check(shown <= 1_000, `${list} at the edge showed the new article after ${(shown / 1000).toFixed(2)} s`);
      return `${list} showed it ${(shown / 1000).toFixed(2)} s after the save; the purge's ${paths.length} calls (${paths.filter((each) => each.endsWith("*")).length} a ban) all answered 2xx`;
    });

    await steps.step("a draft, a preview and an API read are never kept", async () => {
      const before = await backendRequests();
      const draft = await admin.collection("news").create({
        title: `A draft the edge must not keep ${Date.now()}`,
        excerpt: "Not for visitors.",
        body: "<p>Draft.</p>",
        status: "draft",
        author_name: "The drill",
      });
      const preview = String((await admin.collection("news").getOne(draft.id)).preview_url ?? "");
      check(preview !== "", "the draft has no preview link");
      const previewPath = new URL(preview, origin).pathname + new URL(preview, origin).search;
      const api = "/api/collections/news/records?perPage=1";
      const answers: LoopbackResponse[] = [];
      for (const pathname of [previewPath, previewPath, api, api])
        answers.push(await get(pathname, VISITORS[3], { "Accept-Encoding": "identity" }));
      const [firstPreview, secondPreview, , secondApi] = answers as [
        LoopbackResponse,
        LoopbackResponse,
        LoopbackResponse,
        LoopbackResponse,
      ];
      check(
        firstPreview.status === 200 && firstPreview.body.toString().includes(draft.title),
        `the preview answered ${firstPreview.status}`,
      );
      check(
        secondPreview.headers["x-cache"] === "miss" && secondApi.headers["x-cache"] === "miss",
        "a preview or an API read came from the edge's memory",
      );
      const fetched = (await backendRequests()) - before;
      check(fetched >= 4, `the origin was asked ${fetched} times for two previews and two API reads`);
      const plain = await get(new URL(preview, origin).pathname, VISITORS[3], { "Accept-Encoding": "identity" });
      check(!plain.body.toString().includes(draft.title), "the draft's own address at the edge shows the draft");
      return `two previews and two API reads: ${fetched} origin requests, none kept; the draft's address answers ${plain.status}`;
    });

    await steps.step("contact messages pass through the edge and are kept", async () => {
      const sent: string[] = [];
      for (let n = 0; n < 3; n++) {
        const token = JSON.parse(
          (await get("/api/contact/token", VISITORS[n], { "Accept-Encoding": "identity" })).body.toString(),
        ) as { token: string };
        const answer = await loopbackRequest(`${edge}/api/collections/contact/records`, {
          method: "POST",
          localAddress: VISITORS[n],
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(submission(n, token.token)),
        });
        const body = JSON.parse(answer.body.toString()) as { id?: string };
        check(
          answer.status === 200 && body.id !== undefined,
          `a message answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`,
        );
        sent.push(body.id);
      }
      const kept = await admin.collection("contact").getFullList({ filter: sent.map((id) => `id = "${id}"`).join(" || ") });
      check(kept.length === sent.length, `${kept.length} of ${sent.length} messages are in the contact collection`);
      return `${sent.length} messages answered 200 and stored`;
    });

    await steps.step("a purge from an address outside the ACL is refused", async () => {
      await get("/");
      const refused = await loopbackRequest(`${edge}/`, { method: "PURGE", localAddress: OUTSIDER });
      check(refused.status === 403, `PURGE / from ${OUTSIDER} answered ${refused.status}`);
      const ban = await loopbackRequest(`${edge}/*`, { method: "PURGE", localAddress: OUTSIDER });
      check(ban.status === 403, `PURGE /* from ${OUTSIDER} answered ${ban.status}`);
      check((await get("/")).headers["x-cache"] === "hit", "/ left the edge after a refused purge");
      return `PURGE / and /* from ${OUTSIDER}: ${refused.status}, ${ban.status}; / still kept`;
    });

    await steps.step(
      `with the origin stopped, every page the edge holds answers for ${OUTAGE_CHECK_MS / 1000} s past its minute`,
      async () => {
        for (const pathname of pages) check((await get(pathname)).status === 200, `${pathname} did not answer before the outage`);
        const held = performance.now();
        await site?.server.stop();
        // Until every page is past its minute, so what answers is the edge's grace and nothing else.
        await pause(Math.max(0, PAGE_TTL_MS + 1_000 - (performance.now() - held)));
        const checkStarted = performance.now();
        let answered = 0;
        let oldest = 0;
        while (performance.now() - checkStarted < OUTAGE_CHECK_MS) {
          for (const pathname of pages) {
            const answer = await get(pathname, VISITORS[answered % VISITORS.length]);
            check(answer.status === 200, `${pathname} answered ${answer.status} with the origin down`);
            oldest = Math.max(oldest, Number(answer.headers.age ?? 0));
            answered++;
          }
          await pause(1_000);
        }
        check(oldest * 1000 > PAGE_TTL_MS, `the oldest page served was ${oldest} s old: none was past its minute`);
        return `${answered} answers, all 200, for ${PAGES} pages over ${OUTAGE_CHECK_MS / 1000} s with the origin down (pages up to ${oldest} s old)`;
      },
    );
  } finally {
    await varnish?.stop();
    await site?.server.stop();
  }
}
