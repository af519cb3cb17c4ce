// Issues 25 and 34: the phone's JS budget (scripts/lib/js-budget.ts, 150 KB) checked against what Chromium on a phone
// really fetches for / in the 6 s after load on an ordinary connection: background work and the viewport's preloads of
// linked pages (seed spec §7) included. A phone's only: the budget is a phone's.
import { quietLiveUpdates } from "./support/page-alone";
import { expect, test } from "./support/page-guards";

test("a phone fetches at most 150 KB of script for / in the 6 s after load, background work and preloads of linked pages included (issues 25, 34)", async ({
  page,
}) => {
  const bytes = new Map<string, number>();
  const payloads: string[] = [];
  await quietLiveUpdates(page);
  page.on("response", async (response) => {
    if (new URL(response.url()).pathname.endsWith("/_payload.json")) payloads.push(new URL(response.url()).pathname);
    if (response.request().resourceType() !== "script") return;
    // What came over the wire: the compressed body (a twin), as the budget counts it.
    const size =
      (
        await response
          .request()
          .sizes()
          .catch(() => undefined)
      )?.responseBodySize ?? 0;
    bytes.set(new URL(response.url()).pathname, size);
  });
  await page.goto("/");
  await page.waitForLoadState("load");
  await page.waitForTimeout(6000);
  await expect(page.locator("html")).toHaveAttribute("data-realtime", "connected");
  const total = [...bytes.values()].reduce((sum, size) => sum + size, 0);
  const listed = [...bytes].map(([file, size]) => `${file.replace("/assets/", "")} ${(size / 1024).toFixed(1)}`).join(", ");
  console.log(
    `A phone fetched ${(total / 1024).toFixed(1)} KB of script for / in the 6 s after load: ${listed}; payloads: ${payloads.join(", ")}`,
  );
  expect(bytes.size, listed).toBeGreaterThan(3);
  // The preloads ran: the pages the phone's first screen links to had their data fetched.
  expect(payloads.length, "payloads preloaded").toBeGreaterThan(0);
  expect(total, listed).toBeLessThanOrEqual(150 * 1024);
});
