import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sanitizeRichText } from "../pb_hooks/src/lib/pages/sanitize-rich-text";
import { BOUNDS } from "../shared/serving/bounds";
import { createNews, createProject, refusal } from "./support/fixtures";
import { LAST_SENTENCE, longBody } from "./support/long-body";
import { startTestServerWithProbe, type TestServer } from "./support/pocketbase";
import { hostileRichText, ordinaryRichText } from "./support/rich-text-corpus";

/**
 * The server's rich-text sanitiser inside PocketBase's own engine (goja: no DOM, no Node), which is where the
 * server's pages will run it. A copy of the built hooks gets test-only probe routes beside it
 * (tests/support/rich-text-probe.pb.js, and raw-write-probe.pb.js to store a body as an older version let it be), so
 * nothing test-only ships in pb_hooks/. The bound on a body and the time it takes: rich-text-timing.alone.test.ts.
 */
let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServerWithProbe(["rich-text-probe.pb.js", "raw-write-probe.pb.js"]);
  admin = await site.superuser();
});
afterAll(() => site?.stop());

async function sanitisedInPocketBase(html: string): Promise<string> {
  const response = await fetch(`${site.url}/test/sanitize-rich-text`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ html }),
  });
  expect(response.status).toBe(200);
  return response.text();
}

const HOSTILE_BODY = [
  "<h1>Launch</h1>",
  '<p onclick="alert(1)">Our <a href="jav&#x09;ascript:alert(1)">work</a> and <a href="https://example.com" target="_blank">a client</a>.</p>',
  '<img src="/a.jpg" srcset="/a.jpg 1x, javascript:alert(1) 2x" onerror="alert(1)" alt="A">',
  "<script>alert(1)</script><svg onload=alert(1)><circle r=1></svg>",
  '<iframe src="https://evil.example"></iframe><textarea></textarea><img src=x onerror=alert(1)></textarea>',
  '<p style="position:fixed">end</p>',
].join("");
const CLEAN_BODY =
  '<h2>Launch</h2><p>Our <a>work</a> and <a href="https://example.com" target="_blank" rel="noopener noreferrer">a client</a>.</p>' +
  // The textarea ends at its first end tag, so the image after it is markup, kept without its handler.
  '<img src="/a.jpg" alt="A"><img src="x"><p>end</p>';

describe("the rich-text sanitiser inside PocketBase", () => {
  it.each([
    ["an article", createNews],
    ["a project", createProject],
  ])("cleans %s's hostile body stored through the API", async (_kind, create) => {
    const record = await create(admin, { title: "Hostile body", body: HOSTILE_BODY });
    const response = await fetch(`${site.url}/test/sanitize-rich-text/${record.collectionName}/${record.id}`, {
      headers: { Authorization: admin.authStore.token },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(CLEAN_BODY);
  });

  it("gives, for every hostile and ordinary body, exactly what it gives under Node", async () => {
    for (const [name, html] of [...hostileRichText, ...ordinaryRichText]) {
      expect(await sanitisedInPocketBase(html), name).toBe(sanitizeRichText(html));
    }
  });
});

/** Stores a body past every hook, as a version of the site before its save checked bodies did. */
async function storeBodyPastTheChecks(collection: string, id: string, body: string): Promise<void> {
  const response = await fetch(`${site.url}/test/raw-write`, {
    method: "POST",
    headers: { "content-type": "application/json", Authorization: admin.authStore.token },
    body: JSON.stringify({ sql: `UPDATE ${collection} SET body = {:body} WHERE id = {:id}`, params: { body, id } }),
  });
  expect(response.status).toBe(204);
}

describe("a body's bound and its wholeness (issue 32)", () => {
  const bound = BOUNDS.richTextBytes.default;

  it("refuses a body past the bound, with a message under the field, and keeps the record as it was", async () => {
    const article = await createNews(admin, { title: "Long enough", body: "<p>Short.</p>" });
    const tooLong = `<p>${"a".repeat(bound)}</p>`;
    const refused = await refusal(admin.collection("news").update(article.id, { body: tooLong }));
    expect(refused.status).toBe(400);
    expect(refused.data.body?.message).toBe(
      "This text is 2.0 MB; a body may be at most 2.0 MB. Shorten it, or split it into two.",
    );
    expect((await admin.collection("news").getOne(article.id)).body).toBe("<p>Short.</p>");
    // The bound itself is allowed, and so is a project's body of the same length.
    const atTheBound = longBody(bound);
    expect((await createNews(admin, { title: "At the bound", body: atTheBound })).body).toBe(atTheBound);
    const project = await refusal(createProject(admin, { title: "Too long a project", body: tooLong }));
    expect(project.data.body?.message).toMatch(/a body may be at most 2\.0 MB/);
  });

  it.each(["svg", "math", "script", "textarea"])(
    "stores a body that opens a <%s> it never closes without that start tag: every later word is on the page",
    async (name) => {
      const article = await createNews(admin, {
        title: `Unclosed ${name}`,
        body: `<p>Before.</p><${name} class="x"><p>After.</p><p>${LAST_SENTENCE}</p>`,
      });
      expect(article.body).toBe(`<p>Before.</p><p>After.</p><p>${LAST_SENTENCE}</p>`);
      const page = await (await fetch(`${site.url}/news/${article.slug}`)).text();
      expect(page).toContain("After.");
      expect(page).toContain(LAST_SENTENCE);
    },
  );

  it("shows every word of a body stored past the save, when it opens an svg it never closes", async () => {
    const article = await createNews(admin, { title: "Saved before the check", body: "<p>Placeholder.</p>" });
    await storeBodyPastTheChecks("news", article.id, `<p>First words.</p><svg><p>Second words.</p><p>${LAST_SENTENCE}</p>`);
    const page = await (await fetch(`${site.url}/news/${article.slug}`)).text();
    expect(page).toContain("First words.");
    expect(page).toContain("Second words.");
    expect(page).toContain(LAST_SENTENCE);
  });

  it("lets an editor unpublish and retitle an article whose body is longer than the bound, stored before it", async () => {
    const article = await createNews(admin, { title: "Stored long ago", body: "<p>Placeholder.</p>" });
    // Three megabytes: past the bound (2 MB) and past the revisions' old cap (2,000,000 bytes).
    const huge = longBody(3 * 1024 * 1024);
    await storeBodyPastTheChecks("news", article.id, huge);
    const unpublished = await admin.collection("news").update(article.id, { status: "draft", title: "Taken down" });
    expect(unpublished.status).toBe("draft");
    expect(unpublished.body).toBe(huge);
    // Its revision holds the whole body: what the editor had can be had again.
    const revisions = await admin
      .collection("revisions")
      .getFullList({ filter: `record_id = "${article.id}"`, sort: "-created" });
    expect(revisions.length).toBeGreaterThan(0);
    expect(JSON.stringify(revisions[0]?.data)).toContain(LAST_SENTENCE);
  });
});
