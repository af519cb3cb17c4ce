// A visitor's list reads of the records API within what the app asks for (issue 32): twelve reads of a thousand
// articles sorted at random and filtered on their bodies once held every database connection. Past the bounds, 400
// with why; a superuser (the admin) is not asked.
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNews } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServer();
  admin = await site.superuser();
  for (let n = 0; n < 3; n++) await createNews(admin, { title: `Listed ${n}`, tags: "design", body: "<p>qqq</p>" });
});
afterAll(() => site?.stop());

async function list(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}/api/collections/news/records?${query}`, { headers });
  return { status: response.status, body: (await response.json()) as { message?: string; items?: unknown[] } };
}

describe("a visitor's list read", () => {
  it.each([
    [
      "perPage above the app's largest",
      "perPage=1000",
      "A list gives at most 100 records a page (perPage=1000 was asked); ask for the rest page by page.",
    ],
    [
      "a sort on @random",
      "sort=@random",
      'Lists can be sorted only by published_at, created, sort_order, featured, name or language; "@random" is not one of them.',
    ],
    [
      "a sort on the body",
      "sort=-published_at,body",
      'Lists can be sorted only by published_at, created, sort_order, featured, name or language; "body" is not one of them.',
    ],
    [
      "a filter on the body",
      `filter=${encodeURIComponent('body !~ "qqq"')}`,
      'Lists can be filtered only by id, language, slug, translation_of, tags, published_at, services or sort_order; "body" is not one of them.',
    ],
    [
      "a second perPage past the bound",
      "perPage=10&perPage=1000",
      "A list gives at most 100 records a page (perPage=1000 was asked); ask for the rest page by page.",
    ],
  ])("answers 400 with why for %s", async (_, query, message) => {
    const answer = await list(query);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(answer.body.items).toBeUndefined();
  });

  it("reads what the app reads: a page of 100 in the app's order, filtered by language and tag", async () => {
    const filter = encodeURIComponent('language = "en" && (tags = "design" || tags ~ "design, %")');
    const answer = await list(`perPage=100&sort=-published_at,-created&filter=${filter}`);
    expect(answer.status).toBe(200);
    expect(answer.body.items).toHaveLength(3);
  });

  it("refuses the same to a forged token, which reads as a visitor's", async () => {
    expect((await list("sort=@random", { Authorization: "eyJhbGciOiJIUzI1NiJ9.e30.forged" })).status).toBe(400);
  });

  it("leaves a superuser's read (the admin's) unasked", async () => {
    const filter = encodeURIComponent('body ~ "qqq"');
    const answer = await list(`perPage=1000&sort=@random&filter=${filter}`, { Authorization: admin.authStore.token });
    expect(answer.status).toBe(200);
    expect(answer.body.items).toHaveLength(3);
  });
});
