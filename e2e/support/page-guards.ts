import { test as base, expect } from "@playwright/test";

/**
 * Every page test fails on a console error, an uncaught exception, or a request
 * to any host but the site's own: privacy by default is checked, not assumed.
 */
export const test = base.extend<{ guards: { consoleErrors: string[]; foreignRequests: string[] } }>({
  guards: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
      const guards = { consoleErrors: [] as string[], foreignRequests: [] as string[] };
      page.on("console", (message) => {
        if (message.type() === "error") guards.consoleErrors.push(message.text());
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
