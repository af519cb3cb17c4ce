// A visitor's list reads take one of LIST_READ_SLOTS slots (issue 32), so that slow ones cannot take every database
// connection; a read of a shape the server's own render lately made quickly (the app's own lists, a few milliseconds
// each) takes no slot (issue 31: in one slot, the list API ran at a third of the stock binary's rate): the app in the
// browser asks the same of the API (its preloads of the records a page links to, its refetch after an editor's save).
// Here the one slot is held, as a slow read would hold it: a shape a render taught is still answered, one only ever
// read through the API waits its 2 s and is told the site is busy.
import PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, it } from "vitest";
import { withImageSizes } from "../shared/images/sizes-read";
import { createNews } from "./support/fixtures";
import { startTestServerWithProbe, type TestServer } from "./support/pocketbase";

let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServerWithProbe("store-probe.pb.js");
  admin = await site.superuser();
  for (let n = 0; n < 3; n++) await createNews(admin, { title: `Laned ${n}`, tags: "design" });
  for (let n = 0; n < 8; n++) await createNews(admin, { title: `Drawn ${n}`, slug: `drawn-${n}`, tags: "design" });
});
afterAll(() => site?.stop());

const SLOT = "listReads|slot|0";

async function read(query: string) {
  const started = performance.now();
  const response = await fetch(`${site.url}/api/collections/news/records?${query}`);
  const body = (await response.json()) as { message?: string; items?: unknown[] };
  return { status: response.status, body, ms: performance.now() - started };
}

async function store(method: "GET" | "POST", query: string, body?: unknown) {
  const response = await fetch(`${site.url}/test/store${query}`, {
    method,
    headers: { Authorization: admin.authStore.token, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok).toBe(true);
  return method === "GET" ? ((await response.json()) as Record<string, string>) : {};
}

it("keeps a shape only ever read in a slot there, however quick: while the slot is held it waits, then 503", async () => {
  // Once a quick read in the slot taught its shape: a read of 100 whole articles, under 10 ms alone now and then, let
  // a flood of it into the quick lane twelve at a time (tests/list-reads-flood.alone.test.ts). Only a render teaches.
  const quick = "perPage=12&sort=-published_at,-created";
  for (let n = 0; n < 6; n++) expect((await read(`page=${2 + n}&${quick}`)).status).toBe(200);
  const learnt = Object.values(await store("GET", "?prefix=listReads|quick|")).some((kept) => kept.endsWith(`\nnews?${quick}#1`));
  expect(learnt).toBe(false);

  await store("POST", "", { key: SLOT, value: `${Date.now()}:held by the test` });
  try {
    const waited = await read(`page=1&${quick}`);
    expect(waited.status).toBe(503);
    expect(waited.body.message).toBe("The site is answering many list requests at once right now; please try again in a moment.");
    expect(waited.ms).toBeGreaterThanOrEqual(1900);
  } finally {
    await store("POST", "", { key: SLOT, value: null });
  }
  expect((await read(`page=1&${quick}`)).status).toBe(200);
}, 30_000);

it("answers a read as the app makes it, once the server's render made it quickly, while the slot is held", async () => {
  // The article page reads its article as the app does: getFirstListItem(`language = "en" && slug = "…"`). Draw
  // articles until one render's read was quick enough to teach (a cold engine's first may not be).
  const shape = "news?expand=record_image_sizes_via_news&filter=language = ? && slug = ?&perPage=1&skipTotal=1#1";
  let learnt = false;
  for (let n = 0; n < 7 && !learnt; n++) {
    expect((await fetch(`${site.url}/news/drawn-${n}`)).status).toBe(200);
    learnt = Object.values(await store("GET", "?prefix=listReads|quick|")).some((kept) => kept.endsWith(`\n${shape}`));
  }
  expect(learnt).toBe(true);

  await store("POST", "", { key: SLOT, value: `${Date.now()}:held by the test` });
  try {
    // Another article, as the app in the browser reads it (web/src/lib/pocketbase.ts): a page never drawn, one shape.
    const visitor = new PocketBase(site.url);
    const started = performance.now();
    const article = await visitor
      .collection("news")
      .getFirstListItem(`language = "en" && slug = "drawn-7"`, withImageSizes("news", {}));
    expect(article.title).toBe("Drawn 7");
    expect(performance.now() - started).toBeLessThan(1500);
  } finally {
    await store("POST", "", { key: SLOT, value: null });
  }
}, 30_000);
