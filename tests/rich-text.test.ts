import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sanitizeRichText } from "../pb_hooks/src/lib/pages/sanitize-rich-text";
import { createNews, createProject } from "./support/fixtures";
import { startTestServerWithProbe, type TestServer } from "./support/pocketbase";
import { hostileRichText, ordinaryRichText } from "./support/rich-text-corpus";

/**
 * The server's rich-text sanitiser inside PocketBase's own engine (goja: no DOM, no Node), which is where the
 * server's pages will run it. A copy of the built hooks gets a test-only probe route beside it
 * (tests/support/rich-text-probe.pb.js), so nothing test-only ships in pb_hooks/.
 */
let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServerWithProbe("rich-text-probe.pb.js");
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
  '<img src="/a.jpg" alt="A" /><img src="x" /><p>end</p>';

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
