// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { PAGE_DATA_ID, queryKeys, scriptSafeJson } from "../../../../shared/pages/view";
import { seedFromPage } from "./page-data";

function page(json: string): Document {
  const doc = document.implementation.createHTMLDocument("t");
  const block = doc.createElement("script");
  block.type = "application/json";
  block.id = PAGE_DATA_ID;
  block.textContent = json;
  doc.body.append(block);
  return doc;
}

describe("seedFromPage", () => {
  it("puts every entry in the cache under its key, hostile text intact", () => {
    const client = new QueryClient();
    const title = "</script><script>alert(1)</script> & \u2028";
    const doc = page(
      scriptSafeJson({
        queries: [
          [queryKeys.site(), { site_name: title }],
          [queryKeys.article("a"), { id: "1" }],
        ],
      }),
    );
    expect(doc.getElementById(PAGE_DATA_ID)?.textContent).not.toContain("</script>");
    expect(seedFromPage(client, doc)).toBe(2);
    expect(client.getQueryData(queryKeys.site())).toEqual({ site_name: title });
    expect(client.getQueryData(queryKeys.article("a"))).toEqual({ id: "1" });
  });

  it("leaves the cache empty, and says why, when the block is not JSON", () => {
    const client = new QueryClient();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(seedFromPage(client, page("{not json"))).toBe(0);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("not JSON"), expect.anything());
    error.mockRestore();
  });

  it("does nothing on a page without the block", () => {
    expect(seedFromPage(new QueryClient(), document.implementation.createHTMLDocument("t"))).toBe(0);
  });
});

describe("seedFromPage, with a rich text drawn on the page (shared/pages/drawn-text.ts)", () => {
  it("reads the text back from its element, and leaves a query whose element is gone for the app to load", () => {
    const doc = page(
      scriptSafeJson({
        queries: [
          [queryKeys.article("a"), { id: "1", body: "" }],
          [queryKeys.project("p"), { id: "2", body: "" }],
        ],
        drawn: [
          { query: 0, path: ["body"], element: 0, length: 0 },
          { query: 1, path: ["body"], element: 1, length: 0 },
        ],
      }),
    );
    const drawn = doc.createElement("div");
    drawn.setAttribute("data-drawn-text", "");
    drawn.innerHTML = "<p>The article's <strong>body</strong>.</p>";
    doc.body.prepend(drawn);
    const client = new QueryClient();
    expect(seedFromPage(client, doc)).toBe(1);
    expect(client.getQueryData(queryKeys.article("a"))).toEqual({ id: "1", body: "<p>The article's <strong>body</strong>.</p>" });
    expect(client.getQueryData(queryKeys.project("p"))).toBeUndefined();
  });
});
