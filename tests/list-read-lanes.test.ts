// A visitor's list reads take one of LIST_READ_SLOTS slots (issue 32), so that slow ones cannot take every database
// connection; a read of a shape lately read quickly in a slot (the app's own lists, a few milliseconds each) takes no
// slot (issue 31: in one slot, the list API ran at a third of the stock binary's rate). Here the one slot is held, as a
// slow read would hold it: a known quick shape is still answered, a new shape waits its 2 s and is told the site is busy.
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createNews } from "./support/fixtures";
import { startTestServerWithProbe, type TestServer } from "./support/pocketbase";

let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServerWithProbe("store-probe.pb.js");
  admin = await site.superuser();
  for (let n = 0; n < 3; n++) await createNews(admin, { title: `Laned ${n}`, tags: "design" });
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

it("answers a shape read quickly before while the slot is held, and makes a new shape wait, then 503", async () => {
  const quick = "perPage=12&sort=-published_at,-created";
  // Read until a read in the slot was quick enough to teach (under 20 ms: on a busy machine the first may not be).
  let learnt = false;
  for (let n = 0; n < 10 && !learnt; n++) {
    expect((await read(`page=${2 + (n % 8)}&${quick}`)).status).toBe(200);
    learnt = Object.values(await store("GET", "?prefix=listReads|quick|")).some((kept) => kept.endsWith(`\nnews?${quick}#1`));
  }
  expect(learnt).toBe(true);

  await store("POST", "", { key: SLOT, value: `${Date.now()}:held by the test` });
  try {
    // Another page as deep: which page it is is no part of the shape.
    const known = await read(`page=1&${quick}`);
    expect(known.status).toBe(200);
    expect(known.body.items?.length).toBe(3);
    expect(known.ms).toBeLessThan(1500);

    const unknown = await read("perPage=7&sort=-published_at,-created");
    expect(unknown.status).toBe(503);
    expect(unknown.body.message).toBe(
      "The site is answering many list requests at once right now; please try again in a moment.",
    );
    expect(unknown.ms).toBeGreaterThanOrEqual(1900);
    // A page far deeper than the ones that taught the shape is a shape of its own: it waits for the slot too.
    expect((await read(`page=100&${quick}`)).status).toBe(503);
  } finally {
    await store("POST", "", { key: SLOT, value: null });
  }
  expect((await read("perPage=7&sort=-published_at,-created")).status).toBe(200);
}, 30_000);
