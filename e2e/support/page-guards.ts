import { test as base, expect } from "@playwright/test";

/**
 * Every page test fails on a console error, an uncaught exception, or a request
 * to any host but the site's own: privacy by default is checked, not assumed.
 * One console error is not the page's: Chromium's note that a page itself was
 * answered 404 or 410, which the not-found tests ask for and check by status.
 */
export const test = base.extend<{ guards: { consoleErrors: string[]; foreignRequests: string[] } }>({
  guards: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
      const guards = { consoleErrors: [] as string[], foreignRequests: [] as string[] };
      const failedDocuments = new Set<string>();
      page.on("response", (response) => {
        const request = response.request();
        if (request.isNavigationRequest() && request.frame() === page.mainFrame() && response.status() >= 400)
          failedDocuments.add(response.url());
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const ownStatus = message.text().startsWith("Failed to load resource") && failedDocuments.has(message.location().url);
        if (!ownStatus) guards.consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => guards.consoleErrors.push(error.message));
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith("http") && url.origin !== origin) guards.foreignRequests.push(request.url());
      });
      await use(guards);
      expect(guards.consoleErrors, "console errors").toEqual([]);
      expect(guards.foreignRequests, "requests to other hosts").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
