// What a page costs a phone over the wire: the transfer size (headers and encoded body) of every
// script and image a fresh 390 px, 3× browser fetches until the network has been idle for 500 ms.
import { chromium, type Request } from "@playwright/test";
import { assertVisitor, CHROMIUM, MOBILE_USER_AGENT, PHONE } from "./devices";

export interface PageWeight {
  /** `bodies`: the encoded bodies alone, as the JS budget counts them (tests/js-budget.test.ts). */
  scripts: { count: number; bytes: number; bodies: number };
  images: { count: number; bytes: number; largest: { url: string; bytes: number } | undefined };
}

export async function pageWeights(urls: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const weights: PageWeight[] = [];
    for (const url of urls) {
      // A new context per page: an empty cache, as on a first visit.
      const context = await browser.newContext({
        viewport: { width: PHONE.width, height: PHONE.height },
        deviceScaleFactor: PHONE.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
        userAgent: MOBILE_USER_AGENT,
      });
      try {
        const page = await context.newPage();
        const finished: Promise<{ request: Request; bytes: number; body: number }>[] = [];
        page.on("requestfinished", (request) => {
          finished.push(
            request.sizes().then((sizes) => ({
              request,
              bytes: sizes.responseHeadersSize + sizes.responseBodySize,
              body: sizes.responseBodySize,
            })),
          );
        });
        await page.goto(url, { waitUntil: "networkidle" });
        assertVisitor(await page.evaluate<string>("navigator.userAgent"), "Playwright's page");
        const done = await Promise.all(finished);
        const of = (type: string) => done.filter(({ request }) => request.resourceType() === type);
        const sum = (list: { bytes: number }[]) => list.reduce((total, item) => total + item.bytes, 0);
        const images = of("image");
        const largest = [...images].sort((a, b) => b.bytes - a.bytes)[0];
        weights.push({
          scripts: {
            count: of("script").length,
            bytes: sum(of("script")),
            bodies: of("script").reduce((total, item) => total + item.body, 0),
          },
          images: {
            count: images.length,
            bytes: sum(images),
            largest: largest && {
              url: new URL(largest.request.url()).pathname + new URL(largest.request.url()).search,
              bytes: largest.bytes,
            },
          },
        });
      } finally {
        await context.close();
      }
    }
    return weights;
  } finally {
    await browser.close();
  }
}
