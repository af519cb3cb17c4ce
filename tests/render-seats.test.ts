// The app's screens kept by a few JS engines only (RENDER_SEATS, pb_hooks/src/lib/pages/render-seats.ts; decision 072):
// an engine without a seat builds them for its render and lets them go. With no seat at all, every page is drawn by
// screens built for it alone, one after another in the same engine, and each is the whole page.
import { afterEach, expect, it } from "vitest";
import type { Step } from "../shared/pages/steps";
import { PAGE_DATA_ID } from "../shared/pages/view";
import { startTestServer, type TestServer } from "./support/pocketbase";

let site: TestServer | undefined;
afterEach(async () => {
  await site?.stop();
  site = undefined;
});

async function drawn(url: string) {
  const response = await fetch(url);
  const html = await response.text();
  const steps = JSON.parse(response.headers.get("x-request-steps") ?? "[]") as [Step, string][];
  return { status: response.status, html, drew: steps.some(([step]) => step === "draw") };
}

it.each([
  ["no engine keeps them", "0"],
  ["one engine keeps them", "1"],
])("draws every page whole when %s", async (_name, seats) => {
  site = await startTestServer({ RENDER_SEATS: seats, REQUEST_STEPS: "1", PAGE_RATE_LIMIT: "0" });
  for (const [address, mark] of [
    ["/", "<h1"],
    ["/work", "<h1"],
    ["/news", "<h1"],
    ["/contact", "<form"],
    ["/search?q=studio", "<h1"],
    ["/search?q=harbour", "<h1"],
  ] as const) {
    const page = await drawn(`${site.url}${address}`);
    expect(page.status, address).toBe(200);
    expect(page.drew, address).toBe(true);
    expect(page.html, address).toContain(mark);
    expect(page.html, address).toContain(`id="${PAGE_DATA_ID}"`);
    expect(page.html, address).toMatch(/<div id="app"><[a-z]/);
  }
});
