import { describe, expect, it } from "vitest";
import { startFloorPage } from "./floor-page";

describe("startFloorPage", () => {
  it("serves a page with a heading and a paragraph and nothing a browser would fetch or run, then stops", async () => {
    const floor = await startFloorPage();
    const response = await fetch(floor.url);
    const html = await response.text();
    await floor.stop();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html).toMatch(/<h1>[^<]+<\/h1><p>[^<]+<\/p>/);
    expect(html).not.toMatch(/<(script|link|style|img)\b/);
    await expect(fetch(floor.url)).rejects.toThrow();
  });
});
