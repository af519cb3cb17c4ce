// One request, resolved once (issue 31): a page request's address is read, its language split off, its page matched,
// the content version read and its key made once each, and every later step carries what they found. The server
// counts the steps when REQUEST_STEPS=1 (shared/pages/steps.ts) and names them in a header; this reads it for each
// kind of page request: kept and drawn, with and without a language's prefix, with a list's parameters, a preview
// link, a redirect and a not-found page.
import type { default as PocketBase, RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Step } from "../shared/pages/steps";
import { createNews, PAST } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

const STEPS: readonly Step[] = ["address", "language", "match", "version", "key"];

let site: TestServer;
let admin: PocketBase;
let article: RecordModel;

/** The steps a full page load of `address` took, by step, with what each was done to. */
async function stepsOf(address: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${address}`, { redirect: "manual", headers });
  await response.arrayBuffer();
  const header = response.headers.get("x-request-steps");
  expect(header, `${address} (${response.status}) names its steps`).not.toBeNull();
  const taken = JSON.parse(header ?? "[]") as [Step, string][];
  return { response, taken };
}

/**
 * Each step taken exactly once for the request's own address. `others` are other addresses the request names (a
 * redirect's target, whose page the redirect lookup must know is there): each is worked out for itself.
 */
function expectEachOnce(taken: [Step, string][], address: string, others: readonly string[] = []) {
  const own = taken.filter(([, subject]) => !others.includes(subject));
  const counts = Object.fromEntries(STEPS.map((step) => [step, own.filter(([name]) => name === step).length]));
  expect(counts, `${address}: ${JSON.stringify(taken)}`).toEqual(Object.fromEntries(STEPS.map((step) => [step, 1])));
}

beforeAll(async () => {
  site = await startTestServer({ SEED_DEMO: "true", REQUEST_STEPS: "1" });
  admin = await site.superuser();
  article = await createNews(admin, { title: "Steps taken once", status: "published", published_at: PAST() });
  await admin.collection("redirects").create({ source: "/old-steps", target: "/work", status_code: "301" });
});

afterAll(async () => {
  await site?.stop();
});

describe("a page request is worked out once (issue 31)", () => {
  it.each([
    ["the home page", "/"],
    ["a list with its parameters (and one it does not read)", "/news?page=2&utm_source=mail"],
    ["a page in a language's addresses", "/pt/work"],
    ["a list in a language's addresses, with its parameters", "/pt/news?tag=estudio"],
    ["an article", () => `/news/${article.slug}`],
    ["a page that is not there", "/no/such/page"],
    ["the first page's other address (a 301 the page itself gives)", "/news?page=1"],
  ])("%s, drawn and then kept", async (_, at) => {
    const address = typeof at === "function" ? at() : at;
    const drawn = await stepsOf(address);
    expectEachOnce(drawn.taken, address);
    // Asked again, from the cache: the one middleware answers it, gzipped once for the visitors after.
    for (let round = 0; round < 3; round++) {
      const kept = await stepsOf(address, { "Accept-Encoding": "gzip" });
      expect(kept.response.status).toBe(drawn.response.status);
      expectEachOnce(kept.taken, address);
    }
  });

  it("a preview link's page", async () => {
    const draft = await createNews(admin, { title: "A draft seen through its link", status: "draft" });
    const link = (await admin.collection("news").getOne(draft.id)).preview_url as string;
    const address = link.slice(link.indexOf("/", "http://".length));
    const { response, taken } = await stepsOf(address);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expectEachOnce(taken, address);
  });

  it("a redirect editors made: the address worked out once, its target only as far as the rules need", async () => {
    const { response, taken } = await stepsOf("/old-steps");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/work");
    expectEachOnce(taken, "/old-steps", ["/work"]);
    // The target is asked whether it is a page visitors may see: its language and page, nothing drawn or kept.
    expect(taken.filter(([, subject]) => subject === "/work").map(([step]) => step)).toEqual(["language", "match"]);
  });

  it("names what each step was done to: the address as spelt, the path within its language, the key", async () => {
    const { taken } = await stepsOf("/pt/news?page=1&tag=x&junk=1");
    // The render a miss makes is a step too (issue 32), counted by the tests of what waits for a render.
    expect(taken.filter(([step]) => step !== "draw")).toEqual([
      ["address", "/pt/news"],
      ["language", "/pt/news"],
      ["match", "/news"],
      ["version", ""],
      ["key", "/pt/news?tag=x&page=1"],
    ]);
  });
});
